/**
 * A `fetch` that follows the outbound policy: node:http(s) with the policy's lookup, so the connection goes
 * to the address that was checked. It never follows redirects (a caller that wants them checks each hop)
 * and keeps at most 1 MiB of an answer's body. Connections are kept for the next request to the same host
 * (a TLS handshake per webhook or push costs more than the request); a kept connection stays on the address
 * it was checked for, and one the server closed meanwhile is replaced once.
 */
import http from 'node:http';
import https from 'node:https';
import { guardedLookup, urlRefusal, BlockedAddressError, type OutboundPolicy } from './policy';

const MAX_BODY_BYTES = 1024 * 1024;
const NULL_BODY = new Set([101, 204, 205, 304]);

/** What callers pass; redirects are never followed, so `redirect` may only say so. */
type Init = { method?: string; headers?: HeadersInit; body?: string | Uint8Array | null; signal?: AbortSignal | null; redirect?: 'manual' };

export type OutboundFetch = (input: string | URL, init?: Init) => Promise<Response>;

/** Idle connections kept per host, and for how long: a burst of bookings reuses them; an idle hour does not. */
const AGENT_OPTIONS = { keepAlive: true, maxSockets: 8, maxFreeSockets: 4, timeout: 30_000 };

export function outboundFetch(policy: OutboundPolicy = {}): OutboundFetch {
  const lookup = guardedLookup(policy);
  const agents = { 'http:': new http.Agent(AGENT_OPTIONS), 'https:': new https.Agent(AGENT_OPTIONS) };
  const once = (input: string | URL, init: Init, fresh: boolean) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(String(input));
      const refusal = urlRefusal(url, policy);
      if (refusal === 'blocked') return reject(new BlockedAddressError());
      if (refusal) return reject(new TypeError(`An outbound request needs an http(s) URL without credentials (${refusal}).`));
      const client = url.protocol === 'https:' ? https : http;
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const request = client.request(url, {
        method: init.method ?? 'GET',
        headers,
        signal: init.signal ?? undefined,
        lookup: lookup as never,
        agent: fresh ? false : agents[url.protocol as 'http:' | 'https:'],
      }, (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_BODY_BYTES) chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () => {
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) answerHeaders.append(name, one);
          }
          if (status < 200 || status > 599) return reject(new Error(`Unexpected HTTP status ${status}`));
          resolve(new Response(NULL_BODY.has(status) ? null : Buffer.concat(chunks), { status, headers: answerHeaders }));
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        // A kept connection the server had just closed goes once more on a new one, when a second arrival
        // is harmless: a read, or a request the other side recognises (an idempotency key, a webhook id).
        const stale = request.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE') && !init.signal?.aborted;
        if (stale && repeatable(request.method, headers)) reject(new StaleConnection());
        else reject(error);
      });
      request.end(init.body ?? undefined);
    });
  return (input, init = {}) =>
    once(input, init, false).catch((error: unknown) => {
      if (error instanceof StaleConnection) return once(input, init, true);
      throw error;
    });
}

class StaleConnection extends Error {}

const repeatable = (method: string, headers: Record<string, string>) =>
  method === 'GET' || method === 'HEAD' || 'idempotency-key' in headers || 'webhook-id' in headers;
