/**
 * A booking store that announces what it stores: `save` queues one delivery per configured channel in the
 * insert's own transaction and wakes the dispatcher after the commit; `list` and `get` show each booking's
 * deliveries, so the owner sees in `GET /api/bookings` whether the e-mail and the webhook went out.
 */
import type { BookingStore, Store, StoredBooking } from '../store';
import { withinDailyLimit } from './daily-limit';
import { createNotifier, type Notifier, type NotifierOptions } from './notifier';
import type { DeliveryView } from './outbox-schema';

export type NotifiedStoredBooking = StoredBooking & { deliveries: DeliveryView[] };

export type NotifyingStore = { bookings: BookingStore; notifier: Notifier };

/** The notifier announcing a store's bookings: the inbox's "Not spam" queues through it. */
const notifiers = new WeakMap<Store, Notifier>();
/** The notifier wrapping a store (any view of it: the offers hold a narrower type). */
export const notifierOf = (store: object): Notifier | undefined => notifiers.get(store as Store);

/** Wraps an opened store; the dispatcher is the caller's to start and stop. */
export function notifyingStore(store: Store, options: Omit<NotifierOptions, 'database' | 'getBooking'>): NotifyingStore {
  const inner = store.bookings;
  const notifier = createNotifier({ ...options, database: store, getBooking: (id) => inner.get(id) });
  notifiers.set(store, notifier);
  const withDeliveries = async (bookings: StoredBooking[]): Promise<NotifiedStoredBooking[]> => {
    const deliveries = await notifier.deliveriesOf(bookings.map((b) => b.id));
    return bookings.map((b) => ({ ...b, deliveries: deliveries.get(b.id) ?? [] }));
  };
  const bookings: BookingStore = {
    ...inner,
    async save(entry, hook) {
      const result = await inner.save(entry, async (trx, id) => {
        // Spam is announced to nobody; a guest past the daily limit is stored and flagged, not announced.
        // The row is as `entry` says (the limit changes it only when it is not announced): not read back.
        const row = { status: entry.status ?? 'new', email: entry.booking.email, signals: entry.signals?.length ? entry.signals.join(',') : null };
        if (entry.status !== 'spam' && (await withinDailyLimit(trx, entry))) await notifier.queue(trx, id, row);
        await hook?.(trx, id);
      });
      if (result.outcome === 'created') notifier.dispatcher.nudge();
      return result;
    },
    async list(query) {
      const page = await inner.list(query);
      return { ...page, bookings: await withDeliveries(page.bookings) };
    },
    async get(id) {
      const booking = await inner.get(id);
      return booking && (await withDeliveries([booking]))[0];
    },
  };
  return { bookings, notifier };
}
