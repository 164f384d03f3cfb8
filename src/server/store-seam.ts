/**
 * The one place the receiver reaches its store: the `database` option, opened on first use (importing a
 * route module, as `next build` does, must not create files) and shared by the handlers built on it.
 */
import { openBookingStore, type BookingStore } from './booking-store';

/** What `database` accepts: a SQLite file path (created with its folder) or a store you opened. */
export type DatabaseOption = string | BookingStore;

/** The store behind `database`, opened on the first call. */
export function lazyStore(database: DatabaseOption): () => BookingStore {
  let store: BookingStore | undefined = typeof database === 'string' ? undefined : database;
  return () => (store ??= openBookingStore(database as string));
}

/**
 * One store for several handlers: a proxy that opens `database` on the first request and a `close` that
 * closes it only if it was opened.
 */
export function sharedStore(database: DatabaseOption): { store: () => BookingStore; proxy: BookingStore; close: () => Promise<void> } {
  const open = lazyStore(database);
  let opened: BookingStore | undefined;
  const store = () => (opened ??= open());
  const proxy: BookingStore = {
    save: (entry) => store().save(entry),
    // Without find() the booking handler cannot answer a retry before the rate limit and the validation.
    find: (key) => store().find?.(key),
    list: () => store().list(),
    close: () => opened?.close(),
  };
  return { store, proxy, close: async () => void (await opened?.close()) };
}
