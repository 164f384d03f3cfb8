/**
 * `openBookingStore(location)`: the booking store for a SQLite path or a `postgres://` URL, returned at once
 * and opened (with its migrations) on first use. `openStore(location)` in ./store is the same store
 * awaited, with the database behind it.
 */
import { receiverDatabase } from '../store/receiver-store';
import type { BookingStore } from '../store';

export function openBookingStore(location: string): BookingStore {
  const database = receiverDatabase(location);
  const bookings = () => database.bookings();
  return {
    save: async (entry, hook) => (await bookings()).save(entry, hook),
    find: async (key) => (await bookings()).find(key),
    list: async (query) => (await bookings()).list(query),
    async *stream(query) {
      yield* (await bookings()).stream(query);
    },
    get: async (id) => (await bookings()).get(id),
    setStatus: async (id, status, at) => (await bookings()).setStatus(id, status, at),
    erase: async (id) => (await bookings()).erase(id),
    close: () => database.close(),
  };
}

export type {
  BookingPage,
  BookingStatus,
  BookingStore,
  ListQuery,
  NewBooking,
  SaveHook,
  SaveResult,
  StoredBooking,
  StoredKey,
} from '../store';
