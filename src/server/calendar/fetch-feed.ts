/**
 * Reads one feed over HTTP(S) with what a good citizen sends and what a hostile server cannot abuse: a
 * conditional request (`If-None-Match` / `If-Modified-Since`), at most 5 redirects, 10 s for the whole
 * read, at most 2 MiB, and no private address (the outbound policy, src/server/outbound). A failure to
 * connect reads "could not connect" whatever the reason: the owner learns nothing about other hosts' ports.
 */
import http from 'node:http';
import https from 'node:https';
import { failureKind, guardedLookup, type OutboundPolicy } from '../outbound';
import { urlRefusal } from './feed-address';
import { FeedError } from './parse-feed';

export type FetchFeedOptions = OutboundPolicy & {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

export type FeedValidators = { etag?: string | null; lastModified?: string | null };

export type FetchedFeed =
  | { status: 'unchanged' }
  | { status: 'fetched'; text: string; etag?: string; lastModified?: string };

export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 2 * 1024 * 1024;

export async function fetchFeed(address: string, validators: FeedValidators, options: FetchFeedOptions = {}): Promise<FetchedFeed> {
  const allowPrivate = Boolean(options.allowPrivate);
  const maxRedirects = options.maxRedirects ?? 5;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? FEED_TIMEOUT_MS);
  try {
    let url = new URL(address);
    for (let hop = 0; ; hop += 1) {
      const refusal = urlRefusal(url, allowPrivate);
      if (refusal) throw new FeedError(refusal);
      const answer = await get(url, validators, options, options.maxBytes ?? FEED_MAX_BYTES, controller.signal);
      if (answer.kind !== 'redirect') return answer.feed;
      if (hop >= maxRedirects) throw new FeedError(`The feed redirects more than ${maxRedirects} times.`);
      url = new URL(answer.location, url);
    }
  } catch (error) {
    if (controller.signal.aborted) throw new FeedError('The feed did not answer within 10 s.');
    if (error instanceof FeedError) throw error;
    throw new FeedError(failureKind(error) === 'blocked' ? 'The feed is on a private address.' : 'Could not connect to the feed.');
  } finally {
    clearTimeout(timer);
  }
}

type Answer = { kind: 'redirect'; location: string } | { kind: 'feed'; feed: FetchedFeed };

function get(url: URL, validators: FeedValidators, policy: OutboundPolicy, maxBytes: number, signal: AbortSignal): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'text/calendar, */*;q=0.5', 'User-Agent': 'bali-widgets calendar sync' };
  if (validators.etag) headers['If-None-Match'] = validators.etag;
  if (validators.lastModified) headers['If-Modified-Since'] = validators.lastModified;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { headers, signal, lookup: guardedLookup(policy) as never, agent: false }, (response) => {
      const status = response.statusCode ?? 0;
      const header = (name: string) => {
        const value = response.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      if (status >= 300 && status < 400 && status !== 304) {
        response.resume();
        const location = header('location');
        return location ? resolve({ kind: 'redirect', location }) : reject(new FeedError(`The feed answered ${status} without a Location.`));
      }
      if (status === 304) {
        response.resume();
        return resolve({ kind: 'feed', feed: { status: 'unchanged' } });
      }
      if (status !== 200) {
        response.resume();
        return reject(new FeedError(`The feed answered HTTP ${status}.`));
      }
      const declared = Number(header('content-length'));
      if (declared > maxBytes) {
        response.destroy();
        return reject(new FeedError('The feed is larger than 2 MiB.'));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          response.destroy();
          reject(new FeedError('The feed is larger than 2 MiB.'));
        } else chunks.push(chunk);
      });
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ kind: 'feed', feed: { status: 'fetched', text, etag: header('etag'), lastModified: header('last-modified') } });
      });
    });
    request.on('error', reject);
  });
}
