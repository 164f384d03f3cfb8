/**
 * The `database` option, resolved: a path or `postgres://` URL is opened (and migrated) on first use, so
 * importing a route module (as `next build` does) creates nothing; an opened `Store` or a `BookingStore` of
 * your own is used as given. A failed open is retried by the next request: a database that was down at
 * the first request is picked up once it is back.
 */
import { createRateLimiter } from '../http/rate-limit';
import { openStore, type BookingStore, type CustomBookingStore, type Store } from './index';
import { sharedRateLimiter } from './rate-limit';

/** What `database` accepts. */
export type DatabaseOption = string | Store | CustomBookingStore;

export type ReceiverDatabase = {
  /** The booking store, opened on first call. */
  bookings(): Promise<BookingStore>;
  /** The opened database behind it, or undefined for a `BookingStore` of your own. */
  store(): Promise<Store | undefined>;
  /** Closes what this receiver opened (a store passed in is the caller's to close). */
  close(): Promise<void>;
};

const isStore = (value: unknown): value is Store =>
  typeof value === 'object' && value !== null && 'db' in value && 'dialect' in value && 'bookings' in value;

/** True when the receiver opens the database itself or was given one from `openStore()`, not a store of your own. */
export const isOwnDatabase = (database: unknown): boolean => typeof database === 'string' || isStore(database);

export type ReceiverDatabaseOptions = {
  /** Wraps the opened store's bookings once (the notifications queue their deliveries this way). */
  wrap?: (store: Store) => BookingStore;
  /** Runs once when the store is first opened, before anything uses it (the admin token's generation). */
  onOpen?: (store: Store) => Promise<unknown>;
};

/** Databases made here, so that handlers given one share it rather than open the location again. */
const made = new WeakSet<object>();
export const isReceiverDatabase = (value: unknown): value is ReceiverDatabase =>
  typeof value === 'object' && value !== null && made.has(value);

export function receiverDatabase(database: DatabaseOption | ReceiverDatabase, options: ReceiverDatabaseOptions = {}): ReceiverDatabase {
  if (isReceiverDatabase(database)) return database;
  const result = resolve(database, options);
  made.add(result);
  return result;
}

function resolve(database: DatabaseOption, { wrap, onOpen }: ReceiverDatabaseOptions): ReceiverDatabase {
  if (typeof database !== 'string') {
    const store = isStore(database) ? database : undefined;
    const bookings = store ? (wrap?.(store) ?? store.bookings) : withFind(database as CustomBookingStore);
    let prepared: Promise<unknown> | undefined;
    const prepare = async () => {
      if (!store || !onOpen) return;
      prepared ??= onOpen(store).catch((error: unknown) => {
        prepared = undefined;
        throw error;
      });
      await prepared;
    };
    return {
      bookings: async () => (await prepare(), bookings as BookingStore),
      store: async () => (await prepare(), store),
      close: async () => {},
    };
  }
  if (!database.trim()) throw new TypeError('bali-widgets: `database` is empty: give a SQLite file path or a postgres:// URL.');
  let opening: Promise<Store> | undefined;
  let wrapped: BookingStore | undefined;
  let closed = false;
  const open = () => {
    if (closed) return Promise.reject(new Error('bali-widgets: the receiver was closed.'));
    opening ??= openStore(database)
      .then(async (store) => {
        await onOpen?.(store).catch(async (error: unknown) => {
          await store.close().catch(() => undefined);
          throw error;
        });
        return store;
      })
      .catch((error: unknown) => {
        opening = undefined; // the next request tries again
        throw error;
      });
    return opening;
  };
  return {
    bookings: async () => {
      const store = await open();
      return (wrapped ??= wrap?.(store) ?? store.bookings);
    },
    store: open,
    close: async () => {
      closed = true;
      const store = await opening?.catch(() => undefined);
      await store?.close();
    },
  };
}

/** An async sliding-window limiter: in the database when it is PostgreSQL, in this process otherwise. */
export type AsyncRateLimiter = {
  readonly limited: boolean;
  hit(key: string, now: number): Promise<boolean>;
  full(key: string, now: number): Promise<boolean>;
};

/**
 * The limit for one purpose (`scope`). Shared through the database on PostgreSQL, where several instances
 * may answer one client; in-process on SQLite (one file means one server) and for a store of your own.
 */
export function rateLimiterFor(database: ReceiverDatabase, limit: number, scope: string): AsyncRateLimiter {
  const memory = createRateLimiter(limit);
  const local: AsyncRateLimiter = {
    limited: memory.limited,
    hit: async (key, now) => memory.hit(key, now),
    full: async (key, now) => memory.full(key, now),
  };
  let shared: Promise<AsyncRateLimiter> | undefined;
  const pick = () =>
    (shared ??= database.store().then(
      (store) => (store?.dialect === 'postgres' ? sharedRateLimiter(store, { limit, scope }) : local),
      (error: unknown) => {
        shared = undefined;
        throw error;
      },
    ));
  return {
    limited: local.limited,
    hit: async (key, now) => (local.limited ? (await pick()).hit(key, now) : true),
    full: async (key, now) => (local.limited ? (await pick()).full(key, now) : false),
  };
}

/** A store of your own without `find`: every retry goes through `save`, which checks the key itself. */
function withFind(custom: CustomBookingStore): BookingStore {
  if (typeof custom.find === 'function') return custom as BookingStore;
  return Object.assign(Object.create(custom) as BookingStore, { find: async () => undefined });
}
