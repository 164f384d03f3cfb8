/**
 * `GET /api/calendar.ics?listing=…&key=…`: a listing's exported feed at a secret URL (`text/calendar`). A
 * wrong or revoked key gets the same `404` as an unknown listing; the key is compared in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { json, type BookingHandler } from '../http/answers';
import type { CommonReceiverOptions } from '../receiver-options';
import { receiverDatabase } from '../store/store-seam';
import { busyNights } from './busy-nights';
import { calendarStore } from './calendar-store';
import { exportCalendar } from './ics-export';
import { addDays, dayOfUtc } from './nights';

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export function createCalendarExportHandler(options: Pick<CommonReceiverOptions, 'database' | 'now'> & { onError?: (error: unknown) => void }): BookingHandler {
  const database = receiverDatabase(options.database);
  const now = options.now ?? (() => new Date());
  const onError = options.onError ?? ((error: unknown) => console.error(`bali-widgets: calendar export: ${(error as Error)?.message ?? error}`));
  const notFound = () => json(404, { error: 'No such calendar.' });

  return async function handleExport(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return json(405, { error: 'Method not allowed.' }, { Allow: 'GET, HEAD' });
    const params = new URL(request.url).searchParams;
    const listing = params.get('listing') ?? '';
    const key = params.get('key') ?? '';
    if ((listing !== '' && !SLUG.test(listing)) || !key || key.length > 100) return notFound();
    try {
      const store = await database.store();
      if (!store) return notFound();
      const token = await calendarStore(store).findExportToken(listing);
      if (!token || !sameSecret(token, key)) return notFound();
      const today = dayOfUtc(now().getTime());
      const ranges = await busyNights(store, listing, addDays(today, -31), addDays(today, 3 * 366), now());
      const body = exportCalendar(listing, ranges, now());
      return new Response(request.method === 'HEAD' ? null : body, {
        status: 200,
        headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, max-age=60', 'X-Content-Type-Options': 'nosniff' },
      });
    } catch (error) {
      onError(error);
      return json(503, { error: 'The calendar cannot be read now.' }, { 'Retry-After': '60' });
    }
  };
}
