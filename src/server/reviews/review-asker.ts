/**
 * Asks for reviews: every minute, each Booked request with an e-mail whose check-out was `askAfterDays`
 * days ago gets one review request, queued in the outbox at 10:00 in the villa's time zone (or at the first
 * look after it, within a week: a stay checked out long before asking was turned on is not asked). Never
 * for spam (only Booked requests), never twice (one request per booking, a unique key: two instances
 * looking at once make one), never after the guest opted out.
 */
import { randomUUID } from 'node:crypto';
import { addDays } from '../calendar/nights';
import { epochOf, wallAt } from '../calendar/local-time';
import type { Store } from '../store';
import { reviewRequests } from './review-requests';

export type AskerOptions = { store: Store; askAfterDays: number; timeZone: string; now: () => Date };

const ASK_HOUR = 10;
const LATE_DAYS = 7;

const dayIn = (epochMs: number, timeZone: string) => {
  const w = wallAt(epochMs, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
};

/** When a stay that checked out on `checkOut` is asked: 10:00 villa time, `askAfterDays` later. */
export function askAt(checkOut: string, askAfterDays: number, timeZone: string): number {
  const [year, month, day] = addDays(checkOut, askAfterDays).split('-').map(Number) as [number, number, number];
  return epochOf({ year, month, day, hour: ASK_HOUR, minute: 0, second: 0 }, timeZone);
}

/** Queues the review requests due now; resolves with how many were queued. */
export async function askDue({ store, askAfterDays, timeZone, now }: AskerOptions): Promise<number> {
  const at = now();
  const today = dayIn(at.getTime(), timeZone);
  const candidates = await store.db
    .selectFrom('bookings')
    .leftJoin('review_requests', 'review_requests.booking_id', 'bookings.id')
    .select(['bookings.id', 'bookings.name', 'bookings.email', 'bookings.listing', 'bookings.locale', 'bookings.check_out'])
    .where('bookings.status', '=', 'booked')
    .where('bookings.email', '!=', '')
    .where('review_requests.id', 'is', null)
    .where('bookings.check_out', '<=', addDays(today, -askAfterDays))
    .where('bookings.check_out', '>=', addDays(today, -askAfterDays - LATE_DAYS - 1))
    .limit(200)
    .execute();
  const requests = reviewRequests(store);
  let queued = 0;
  for (const booking of candidates) {
    const due = askAt(booking.check_out, askAfterDays, timeZone);
    if (at.getTime() < due || at.getTime() >= due + LATE_DAYS * 86_400_000) continue;
    const made = await store.write(async (trx) => {
      const id = await requests.ask(trx, booking, 'email', at);
      if (!id) return false;
      const stamp = at.toISOString();
      await trx.insertInto('deliveries').values({
        id: randomUUID(), booking_id: booking.id, channel: 'review', subscription_id: null, state: 'pending', attempts: 0,
        next_attempt_at: stamp, claimed_until: null, last_status: null, last_error: null, created_at: stamp, updated_at: stamp,
      }).execute();
      return true;
    });
    if (made) queued++;
  }
  return queued;
}
