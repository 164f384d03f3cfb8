/**
 * Durable storage for booking requests: one SQLite file through better-sqlite3.
 *
 * - `journal_mode = WAL` and `synchronous = FULL`: a transaction is on disk when `COMMIT` returns, so a
 *   process killed right after the `201` went out loses nothing.
 * - The idempotency key and the body hash live in the booking row itself and are written in the same
 *   transaction, so "stored" and "this key was used" can never disagree, also after a restart.
 */
import Database from 'better-sqlite3';
import { dirname, resolve } from 'node:path';
import type { BookingRequest } from '../booking-request';
import { createDataFolder } from './data-folder';

/** A booking as stored and as listed to the site owner. */
export type StoredBooking = BookingRequest & {
  /** Random UUID, also the `id` in the `201` answer. */
  id: string;
  /** ISO 8601 instant (UTC) when the request was stored. */
  createdAt: string;
};

/** What to store: the validated request plus the bookkeeping the handler computed. */
export type NewBooking = {
  id: string;
  createdAt: string;
  booking: BookingRequest;
  /** The client's `Idempotency-Key`, if it sent one. */
  idempotencyKey?: string;
  /** SHA-256 (hex) of the canonical request, compared when a key is reused. */
  bodyHash: string;
};

/** Outcome of {@link BookingStore.save}. */
export type SaveResult =
  | { outcome: 'created'; id: string }
  /** The key was used before with the same body: nothing was stored, `id` is the first booking's. */
  | { outcome: 'replayed'; id: string }
  /** The key was used before with a different body: nothing was stored. */
  | { outcome: 'conflict' };

/** What {@link BookingStore.find} returns for a key that was used. */
export type StoredKey = { id: string; bodyHash: string };

/**
 * Where bookings go. The SQLite store below is the reference; inject your own (Postgres, a CRM…) through
 * the `database` option. `save` MUST check the idempotency key and insert atomically, and MUST NOT resolve
 * before the booking is durable.
 */
export interface BookingStore {
  save(booking: NewBooking): SaveResult | Promise<SaveResult>;
  /**
   * Optional: the booking stored under an idempotency key. With it, a retry is answered from the store
   * before the rate limit and the validation (a retry after its check-in day still gets the first answer);
   * without it, a retry goes through `save` like a new request.
   */
  find?(idempotencyKey: string): StoredKey | undefined | Promise<StoredKey | undefined>;
  /** Every booking, newest first. */
  list(): StoredBooking[] | Promise<StoredBooking[]>;
  close(): void | Promise<void>;
}

type Row = {
  id: string;
  created_at: string;
  name: string;
  email: string;
  whatsapp: string;
  check_in: string;
  check_out: string;
  budget_currency: string;
  budget_amount: number;
  travel_type: string;
  /** Present once the database store's migrations ran on the file (the inbox opens it that way). */
  listing?: string | null;
  locale?: string | null;
  status?: string;
  replied_at?: string | null;
};

const SCHEMA = `
CREATE TABLE IF NOT EXISTS bookings (
  id              TEXT PRIMARY KEY,
  created_at      TEXT NOT NULL,
  name            TEXT NOT NULL,
  email           TEXT NOT NULL,
  whatsapp        TEXT NOT NULL,
  check_in        TEXT NOT NULL,
  check_out       TEXT NOT NULL,
  budget_currency TEXT NOT NULL,
  budget_amount   REAL NOT NULL,
  travel_type     TEXT NOT NULL,
  idempotency_key TEXT UNIQUE,
  body_hash       TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS bookings_created_at ON bookings (created_at);
`;

/**
 * The better-sqlite3 connection, as far as the published types describe it: they must compile without
 * `@types/better-sqlite3` (cast to `Database.Database` for the rest).
 */
export interface SqliteConnection {
  exec(sql: string): unknown;
  pragma(source: string, options?: { simple?: boolean }): unknown;
  backup(destination: string): Promise<unknown>;
  close(): unknown;
}

/** The SQLite store: a {@link BookingStore} plus its file and connection (for backups or maintenance). */
export type SqliteBookingStore = BookingStore & { readonly path: string; readonly db: SqliteConnection };

/**
 * Opens (and creates, with its folder) the SQLite file at `path` and returns a {@link BookingStore}.
 * Several processes may open the same file; writes are serialised by SQLite (`BEGIN IMMEDIATE`, 5 s busy
 * timeout).
 */
export function openBookingStore(path: string): SqliteBookingStore {
  const file = resolve(path);
  createDataFolder(dirname(file));
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);

  const byKey = db.prepare<[string], { id: string; body_hash: string }>(
    'SELECT id, body_hash FROM bookings WHERE idempotency_key = ?',
  );
  const insert = db.prepare(
    `INSERT INTO bookings (id, created_at, name, email, whatsapp, check_in, check_out, budget_currency,
       budget_amount, travel_type, idempotency_key, body_hash)
     VALUES (@id, @createdAt, @name, @email, @whatsapp, @checkIn, @checkOut, @budgetCurrency,
       @budgetAmount, @travelType, @idempotencyKey, @bodyHash)`,
  );
  const all = db.prepare<[], Row>('SELECT * FROM bookings ORDER BY created_at DESC, rowid DESC');

  const save = db.transaction((entry: NewBooking): SaveResult => {
    if (entry.idempotencyKey !== undefined) {
      const previous = byKey.get(entry.idempotencyKey);
      if (previous) {
        return previous.body_hash === entry.bodyHash
          ? { outcome: 'replayed', id: previous.id }
          : { outcome: 'conflict' };
      }
    }
    const { booking } = entry;
    insert.run({
      id: entry.id,
      createdAt: entry.createdAt,
      name: booking.name,
      email: booking.email,
      whatsapp: booking.whatsapp,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      budgetCurrency: booking.budgetCurrency,
      budgetAmount: booking.budgetAmount,
      travelType: JSON.stringify(booking.travelType),
      idempotencyKey: entry.idempotencyKey ?? null,
      bodyHash: entry.bodyHash,
    });
    return { outcome: 'created', id: entry.id };
  });

  return {
    path: file,
    db,
    // IMMEDIATE takes the write lock before the key lookup, so two processes cannot both miss the key.
    save: (entry) => save.immediate(entry),
    find: (key) => {
      const row = byKey.get(key);
      return row && { id: row.id, bodyHash: row.body_hash };
    },
    list: () =>
      all.all().map((row) => ({
        id: row.id,
        createdAt: row.created_at,
        name: row.name,
        email: row.email,
        whatsapp: row.whatsapp,
        checkIn: row.check_in,
        checkOut: row.check_out,
        budgetCurrency: row.budget_currency as BookingRequest['budgetCurrency'],
        budgetAmount: row.budget_amount,
        travelType: JSON.parse(row.travel_type) as BookingRequest['travelType'],
        ...(row.listing != null && { listing: row.listing }),
        ...(row.locale != null && { locale: row.locale }),
        ...(row.status !== undefined && { status: row.status }),
        ...(row.replied_at != null && { repliedAt: row.replied_at }),
      })),
    close: () => {
      if (db.open) db.close();
    },
  };
}
