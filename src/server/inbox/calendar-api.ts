/**
 * The inbox's calendar calls, behind a session: a listing's busy nights by source with its feeds, blocks
 * and export URL; adding and removing feeds and blocks; making and revoking the export URL; and what a
 * request's nights collide with. They work on the receiver's calendars (`database: receiver`).
 */
import { couldBeId, requestPathParts } from './request-path';
import type { CalendarAnswer, CollisionsAnswer, OwnerBusy } from '../../inbox/calendar-api-types';
import type { BusyRange } from '../calendar/busy-nights';
import { urlRefusal, urlRefusalCode } from '../calendar/feed-address';
import { hasControlCharacter } from '../store/control-characters';
import { addDays, dayOfUtc, isDay, nightsBetween } from '../calendar/nights';
import type { ReceiverCalendars } from '../calendar/receiver-calendar';
import { receiverFacts } from '../store/receiver-facts';
import { linkOrigin, type LinkOptions } from '../http/public-origin';
import { json } from './inbox-api';
import { isReceiver } from './inbox-source';
import type { InboxData } from './inbox-data';

export type CalendarApiContext = {
  calendars: ReceiverCalendars;
  data: InboxData;
  now: () => Date;
  /** Where the receiver serves the exported feeds, absolute or from the site's root. */
  exportPath: string;
  allowPrivateFeeds: boolean;
  /** Where the owner's links start (the configured public origin, else the request's host). */
  links?: LinkOptions;
};

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
const validListing = (value: unknown): value is string => typeof value === 'string' && (value === '' || SLUG.test(value));

const ownerBusy = (r: BusyRange): OwnerBusy => {
  const { source } = r;
  if (source.kind === 'feed') return { from: r.from, to: r.to, kind: 'feed', label: source.label, id: source.feedId };
  if (source.kind === 'block') return { from: r.from, to: r.to, kind: 'block', label: source.note || 'Blocked', id: source.blockId };
  if (source.kind === 'hold') return { from: r.from, to: r.to, kind: 'block', label: 'Offer on hold', id: source.offerId };
  return { from: r.from, to: r.to, kind: 'booked', label: source.name, id: source.bookingId };
};

async function readJson(request: Request): Promise<Record<string, unknown> | undefined> {
  const text = await request.text().catch(() => '');
  if (text.length > 4096) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** `rest` is the path after `api/calendar`: '', '/feeds', '/feeds/<id>', '/blocks', '/blocks/<id>', '/export', '/requests/<id>'. */
export async function calendarApi(request: Request, rest: string, ctx: CalendarApiContext): Promise<Response> {
  const { calendars } = ctx;
  const url = new URL(request.url);
  const method = request.method;
  const parts = requestPathParts(rest)?.filter(Boolean);
  if (!parts) return json(400, { error: 'Malformed address.' });
  if (parts.length === 2 && !couldBeId(parts[1])) return json(404, { error: 'Not found.' });
  const listing = url.searchParams.get('listing') ?? '';

  if (parts.length === 0) {
    if (method !== 'GET') return json(405, { error: 'Method not allowed.' }, { Allow: 'GET' });
    if (!validListing(listing)) return json(400, { error: 'listing must be a slug.' });
    const today = dayOfUtc(ctx.now().getTime());
    const from = url.searchParams.get('from') ?? addDays(today, -31);
    const to = url.searchParams.get('to') ?? addDays(today, 366);
    if (!isDay(from) || !isDay(to) || to <= from || nightsBetween(from, to) > 800) return json(400, { error: 'from and to must be days (YYYY-MM-DD), at most 800 nights apart.' });
    const [busy, feeds, blocks, token, listings] = await Promise.all([
      calendars.busy(listing, from, to),
      calendars.feeds(listing),
      calendars.blocks(listing),
      calendars.findExportToken(listing),
      calendars.listings(),
    ]);
    const answer: CalendarAnswer = {
      listing,
      listings: [...new Set(['', ...listings, listing])].sort(),
      busy: busy.map(ownerBusy),
      feeds: feeds.map(({ id, url: feedUrl, label, origin, lastReadAt, lastOkAt, lastError, lastWarning }) => ({ id, url: feedUrl, label, origin, lastReadAt, lastOkAt, lastError, lastWarning })),
      blocks: blocks.map(({ id, from: f, to: t, note }) => ({ id, from: f, to: t, note })),
      ...(token && { exportUrl: exportUrl(ctx, request, listing, token) }),
    };
    return json(200, answer);
  }

  const [kind, id] = parts;
  if (kind === 'feeds' && parts.length === 1) {
    if (method !== 'POST') return json(405, { error: 'Method not allowed.' }, { Allow: 'POST' });
    const body = await readJson(request);
    const feedUrl = typeof body?.url === 'string' ? body.url.trim() : '';
    if (!body || !validListing(body.listing)) return json(400, { error: 'Send { "listing", "url" } as JSON.' });
    if (hasControlCharacter(feedUrl)) return json(400, { error: 'The feed\'s address holds a control character: paste it again.', code: 'feed.control' });
    if (!URL.canParse(feedUrl) || feedUrl.length > 2000) return json(400, { error: 'Paste the feed\'s whole address, starting with https://.', code: 'feed.address' });
    const code = urlRefusalCode(new URL(feedUrl), ctx.allowPrivateFeeds);
    if (code) return json(400, { error: urlRefusal(new URL(feedUrl), ctx.allowPrivateFeeds), code });
    const feed = await calendars.addFeed(body.listing, feedUrl, 'inbox', ctx.now());
    void calendars.sync(); // read at once, off this request
    return json(201, { feed });
  }
  if (kind === 'feeds' && parts.length === 2) {
    if (method !== 'DELETE') return json(405, { error: 'Method not allowed.' }, { Allow: 'DELETE' });
    return (await calendars.removeFeed(id)) ? json(204, undefined) : json(404, { error: 'This feed was removed.' });
  }
  if (kind === 'blocks' && parts.length === 1) {
    if (method !== 'POST') return json(405, { error: 'Method not allowed.' }, { Allow: 'POST' });
    const body = await readJson(request);
    const { from, to, note } = body ?? {};
    if (!body || !validListing(body.listing)) return json(400, { error: 'Send { "listing", "from", "to", "note" } as JSON.' });
    if (typeof from !== 'string' || typeof to !== 'string' || !isDay(from) || !isDay(to) || to <= from || nightsBetween(from, to) > 366) {
      return json(400, { error: 'Choose a first night and a check-out day after it, at most a year apart.', code: 'block.dates' });
    }
    if (typeof note === 'string' && hasControlCharacter(note)) return json(400, { error: 'The note holds a control character: write it on one line.', code: 'block.control' });
    const text = typeof note === 'string' ? note.trim().slice(0, 100) : '';
    return json(201, { block: await calendars.addBlock(body.listing, { from, to }, text, ctx.now()) });
  }
  if (kind === 'blocks' && parts.length === 2) {
    if (method !== 'DELETE') return json(405, { error: 'Method not allowed.' }, { Allow: 'DELETE' });
    return (await calendars.removeBlock(id)) ? json(204, undefined) : json(404, { error: 'These nights were already freed.' });
  }
  if (kind === 'export' && parts.length === 1) {
    if (!validListing(listing)) return json(400, { error: 'listing must be a slug.' });
    if (method === 'POST') return json(200, { exportUrl: exportUrl(ctx, request, listing, await calendars.exportToken(listing, ctx.now())) });
    if (method === 'DELETE') {
      await calendars.revokeExport(listing);
      return json(204, undefined);
    }
    return json(405, { error: 'Method not allowed.' }, { Allow: 'POST, DELETE' });
  }
  if (kind === 'requests' && parts.length === 2) {
    if (method !== 'GET') return json(405, { error: 'Method not allowed.' }, { Allow: 'GET' });
    const found = await ctx.data.get(id);
    if (!found) return json(404, { error: 'This request was deleted.' });
    const busy = await calendars.busy(found.listing ?? '', found.checkIn, found.checkOut);
    const answer: CollisionsAnswer = {
      collisions: busy.filter((r) => !(r.source.kind === 'booked' && r.source.bookingId === found.id)).map(ownerBusy),
    };
    return json(200, answer);
  }
  return json(404, { error: 'Not found.' });
}

function exportUrl(ctx: CalendarApiContext, request: Request, listing: string, token: string): string {
  // Pasted into Airbnb, the link must name the site's public host, never the server's own (localhost).
  const target = new URL(ctx.exportPath, linkOrigin(request, ctx.links ?? {}));
  if (listing) target.searchParams.set('listing', listing);
  target.searchParams.set('key', token);
  return target.toString();
}

/** The calendar calls of an inbox given the receiver (`database: receiver`); 404 for any other database. */
export function inboxCalendarRoute(database: unknown, exportPath = '/api/calendar.ics', now: () => Date, links?: LinkOptions) {
  return async (request: Request, rest: string, data: InboxData): Promise<Response> => {
    const calendars = isReceiver(database) ? await database.calendars() : undefined;
    if (!isReceiver(database) || !calendars) return json(404, { error: 'Calendars need the inbox to be given the receiver (database: receiver).' });
    const allowPrivateFeeds = Boolean(receiverFacts(database)?.allowPrivateFeeds);
    return calendarApi(request, rest, { calendars, data, now, exportPath, allowPrivateFeeds, links });
  };
}
