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
  | { kind: 'booked'; name: string; bookingId: string };

export type BusyRange = NightRange & { source: BusySource };

/** `''` is the default listing: the bookings stored without `?listing=`. */
export async function busyNights(store: Pick<OpenedDatabase, 'db'>, listing: string, from: string, to: string): Promise<BusyRange[]> {
  const { db } = store;
  const [feeds, blocks, booked] = await Promise.all([
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
  ]);
  return [
    ...feeds.map((r) => ({ from: r.from_day, to: r.to_day, source: { kind: 'feed' as const, label: r.label, feedId: r.feed_id } })),
    ...blocks.map((r) => ({ from: r.from_day, to: r.to_day, source: { kind: 'block' as const, note: r.note, blockId: r.id } })),
    ...booked.map((r) => ({ from: r.check_in, to: r.check_out, source: { kind: 'booked' as const, name: r.name, bookingId: r.id } })),
  ].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}
