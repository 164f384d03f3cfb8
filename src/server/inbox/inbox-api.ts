/**
 * The inbox's JSON calls, behind a session (the handler checked it): the list, one request, its status,
 * its erasure, and a retry of a failed notification.
 */
import type { ChannelState, DetailAnswer, InboxRequest, ListAnswer, Status } from '../../inbox/inbox-api-types';
import { STATUSES } from '../../inbox/inbox-api-types';
import { flagsOf } from './flags';
import type { InboxData } from './inbox-data';
import { SAFE_HEADERS } from './inbox-page';
import { replyLinks } from './reply-links';
import { readablePhone } from '../notify/readable-phone';
import { InvalidCursorError } from '../store/cursor';
import { couldBeId, requestPathParts } from './request-path';

export type ApiContext = {
  data: InboxData;
  now: () => Date;
  pageSize: number;
  retentionDays?: number;
  /** The receiver's notification channels (`database: receiver`). */
  channels?: ChannelState[];
};

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { ...SAFE_HEADERS, ...(body !== undefined && { 'Content-Type': 'application/json; charset=utf-8' }), ...headers },
  });

const notFound = () => json(404, { error: 'This request was deleted.' });
const MAX_QUERY = 200;

async function readStatus(request: Request): Promise<Status | undefined> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return undefined;
  const text = await request.text().catch(() => '');
  if (text.length > 1024) return undefined;
  try {
    const { status } = JSON.parse(text) as { status?: unknown };
    return STATUSES.includes(status as Status) ? (status as Status) : undefined;
  } catch {
    return undefined;
  }
}

/** `rest` is the path after `api/requests`, e.g. '', '/<id>', '/<id>/status'. */
export async function requestsApi(request: Request, rest: string, ctx: ApiContext): Promise<Response> {
  const { data } = ctx;
  const method = request.method;
  if (rest === '') {
    if (method !== 'GET') return json(405, { error: 'Method not allowed.' }, { Allow: 'GET' });
    try {
      return json(200, await listAnswer(new URL(request.url).searchParams, ctx));
    } catch (error) {
      if (error instanceof InvalidCursorError) return json(400, { error: 'This page of the list no longer exists. Start from the first page.' });
      throw error;
    }
  }
  const parts = requestPathParts(rest.slice(1));
  if (!parts) return json(400, { error: 'Malformed address.' });
  const [id] = parts;
  if (!parts.every(couldBeId)) return json(404, { error: 'This request does not exist.' });
  if (parts.length === 1) {
    if (method === 'GET') {
      const found = await data.get(id);
      return found ? json(200, await detailAnswer(found, ctx)) : notFound();
    }
    if (method === 'DELETE') return (await data.erase(id)) ? json(204, undefined) : notFound();
    return json(405, { error: 'Method not allowed.' }, { Allow: 'GET, DELETE' });
  }
  if (parts.length === 2 && parts[1] === 'status') {
    if (method !== 'POST') return json(405, { error: 'Method not allowed.' }, { Allow: 'POST' });
    const status = await readStatus(request);
    if (!status) return json(400, { error: `The status must be one of ${STATUSES.join(', ')}.` });
    const updated = await data.setStatus(id, status, ctx.now());
    return updated ? json(200, { request: updated }) : notFound();
  }
  if (parts.length === 4 && parts[1] === 'deliveries' && parts[3] === 'retry') {
    if (method !== 'POST') return json(405, { error: 'Method not allowed.' }, { Allow: 'POST' });
    if (!data.retry) return json(404, { error: 'Notifications are not set up.' });
    if (!(await data.get(id))) return notFound();
    return (await data.retry(id, parts[2])) ? json(204, undefined) : json(409, { error: 'Only a failed notification can be sent again.' });
  }
  return json(404, { error: 'Not found.' });
}

/** `POST api/channels/<channel>/retry`: every unfinished delivery of the channel is due again now. */
export async function channelsApi(request: Request, rest: string, ctx: ApiContext): Promise<Response> {
  const [channel, action, ...more] = rest.split('/');
  if (action !== 'retry' || more.length) return json(404, { error: 'Not found.' });
  if (request.method !== 'POST') return json(405, { error: 'Method not allowed.' }, { Allow: 'POST' });
  if (!ctx.data.retryChannel) return json(404, { error: 'Notifications are not set up.' });
  return json(200, { retried: await ctx.data.retryChannel(channel, ctx.now()) });
}

async function listAnswer(params: URLSearchParams, ctx: ApiContext): Promise<ListAnswer> {
  const filter = params.get('status');
  const status = STATUSES.includes(filter as Status) ? (filter as Status) : undefined;
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY) || undefined;
  const cursor = params.get('cursor') ?? undefined;
  const weekAgo = new Date(ctx.now().getTime() - 7 * 86_400_000).toISOString();
  const [{ requests, nextCursor }, newCount, spamThisWeek, failing] = await Promise.all([
    ctx.data.list({ limit: ctx.pageSize, cursor, status, q }),
    ctx.data.countNew(),
    ctx.data.countSpamSince?.(weekAgo) ?? 0,
    ctx.data.failing?.(),
  ]);
  const related = await ctx.data.related(requests);
  return {
    requests: requests.map((r) => ({ ...r, flags: flagsOf(related.get(r.id) ?? []) })),
    ...(nextCursor && { nextCursor }),
    newCount,
    spamThisWeek,
    ...(ctx.retentionDays && { retentionDays: ctx.retentionDays }),
    ...(ctx.channels?.length && { channels: ctx.channels }),
    ...(failing?.length && { failing }),
  };
}

async function detailAnswer(request: InboxRequest, ctx: ApiContext): Promise<DetailAnswer> {
  const [related, deliveries] = await Promise.all([ctx.data.related([request]), ctx.data.deliveries?.(request.id)]);
  const others = related.get(request.id) ?? [];
  return {
    request,
    flags: flagsOf(others),
    related: others,
    replies: replyLinks(request),
    phone: readablePhone(request.whatsapp),
    ...(deliveries && { deliveries }),
  };
}
