/**
 * Storage of the receiver: one query layer (Kysely) over SQLite or PostgreSQL, versioned migrations, the
 * booking store. `openStore(location)` is the entry point: an opened database plus its booking store.
 */
import { bookingStore, type BookingStore } from './bookings';
import { openDatabase, type OpenedDatabase, type OpenOptions } from './open';

export type Store = OpenedDatabase & { readonly bookings: BookingStore };

/** Opens (and migrates) the database at `location`: a `postgres://` URL or a SQLite file path. */
export async function openStore(location: string, options?: OpenOptions): Promise<Store> {
  const opened = await openDatabase(location, options);
  return { ...opened, bookings: bookingStore(opened) };
}

export { bookingStore, DEFAULT_PAGE_SIZE, InvalidCursorError, MAX_PAGE_SIZE } from './bookings';
export type { BookingStore, CustomBookingStore } from './bookings';
export { openDatabase, StoreOpenError } from './open';
export type { OpenedDatabase, OpenOptions } from './open';
export { appliedMigrations, migrate } from './migrate';
export { MIGRATIONS } from './migrations';
export type { StoreMigration } from './migrations';
export { isPostgresUrl, redactLocation } from './redact';
export { BOOKING_STATUSES } from './schema';
export type * from './schema';
