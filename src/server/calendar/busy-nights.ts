/**
 * Every busy night of a listing with where it comes from: the feeds' last good copies, the owner's
 * blocks and the requests marked Booked. The public answer merges them and drops the sources; the inbox
 * names them ("Airbnb: 12–14 Mar", "Booked: Ji-woo Park").
 */
import type { OpenedDatabase } from '../store/open';
import type { NightRange } from './nights';

export type BusySource =
  | { kind: 'feed'; label: string; feedId: string }
  | { kind: 'block'; note: string; blockId: string }
  | { kind: 'booked'; name: string; bookingId: string }
  /** An open offer holding the nights for a request: busy for everyone, with no guest data. */
  | { kind: 'hold'; offerId: string; bookingId: string };

export type BusyRange = NightRange & { source: BusySource };

/** `''` is the default listing: the bookings stored without `?listing=`. Holds end at `now` past their expiry. */
export async function busyNights(store: Pick<OpenedDatabase, 'db'>, listing: string, from: string, to: string, now = new Date()): Promise<BusyRange[]> {
  const { db } = store;
  const [feeds, blocks, booked, holds] = await Promise.all([
    db
      .selectFrom('calendar_busy')
      .innerJoin('calendar_feeds', 'calendar_feeds.id', 'calendar_busy.feed_id')
      .select(['calendar_busy.feed_id', 'calendar_busy.from_day', 'calendar_busy.to_day', 'calendar_feeds.label'])
      .where('calendar_feeds.listing', '=', listing)
      .where('calendar_busy.to_day', '>', from)
      .where('calendar_busy.from_day', '<', to)
      .execute(),
    db
      .selectFrom('calendar_blocks')
      .select(['id', 'from_day', 'to_day', 'note'])
      .where('listing', '=', listing)
      .where('to_day', '>', from)
      .where('from_day', '<', to)
      .execute(),
    db
      .selectFrom('bookings')
      .select(['id', 'check_in', 'check_out', 'name'])
      .where('status', '=', 'booked')
      .where((eb) => (listing === '' ? eb('listing', 'is', null) : eb('listing', '=', listing)))
      .where('check_out', '>', from)
      .where('check_in', '<', to)
      .execute(),
    db
      .selectFrom('offers')
      .select(['id', 'booking_id', 'check_in', 'check_out'])
      .where('listing', '=', listing)
      .where('hold', '=', 1)
      .where('state', 'in', ['open', 'accepted'])
      .where('expires_at', '>', now.toISOString())
      .where('check_out', '>', from)
      .where('check_in', '<', to)
      .execute(),
  ]);
  return [
    ...feeds.map((r) => ({ from: r.from_day, to: r.to_day, source: { kind: 'feed' as const, label: r.label, feedId: r.feed_id } })),
    ...blocks.map((r) => ({ from: r.from_day, to: r.to_day, source: { kind: 'block' as const, note: r.note, blockId: r.id } })),
    ...booked.map((r) => ({ from: r.check_in, to: r.check_out, source: { kind: 'booked' as const, name: r.name, bookingId: r.id } })),
    ...holds.map((r) => ({ from: r.check_in, to: r.check_out, source: { kind: 'hold' as const, offerId: r.id, bookingId: r.booking_id } })),
  ].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}
