/**
 * The owner's "Not spam" and "Spam". Out of spam, a request is announced then, once: the move is a
 * conditional update (only one of two clicks or instances finds it still spam) and deliveries are queued
 * only when it has none. Into spam, deliveries nobody has started are dropped. Spam older than
 * {@link SPAM_KEPT_DAYS} days is erased.
 */
import type { BookingStatus, Store, StoredBooking } from '../store';
import { notifierOf } from '../notify/notifying-store';

export const SPAM_KEPT_DAYS = 30;

export async function setStatusAnnounced(store: Store, id: string, status: BookingStatus, now: Date): Promise<StoredBooking | undefined> {
  const notifier = notifierOf(store);
  if (notifier && status !== 'spam') {
    const released = await store.write(async (trx) => {
      const moved = await trx.updateTable('bookings').set({ status }).where('id', '=', id).where('status', '=', 'spam').executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return false;
      const queued = await trx.selectFrom('deliveries').select('id').where('booking_id', '=', id).executeTakeFirst();
      if (!queued) await notifier.queue(trx, id);
      return true;
    });
    if (released) notifier.dispatcher.nudge();
  }
  if (notifier && status === 'spam') {
    const at = now.toISOString();
    await store.write((trx) =>
      trx
        .deleteFrom('deliveries')
        .where('booking_id', '=', id)
        .where('state', '=', 'pending')
        .where('attempts', '=', 0)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
        .execute(),
    );
  }
  return store.bookings.setStatus(id, status, now);
}

/** Erases spam stored more than {@link SPAM_KEPT_DAYS} days before `now`; the number erased. */
export async function eraseOldSpam(store: Store, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SPAM_KEPT_DAYS * 86_400_000).toISOString();
  const done = await store.write((trx) => trx.deleteFrom('bookings').where('status', '=', 'spam').where('created_at', '<', before).executeTakeFirst());
  return Number(done.numDeletedRows);
}
