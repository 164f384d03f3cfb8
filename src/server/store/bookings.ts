/**
 * The booking store on an opened database, the same queries on SQLite and PostgreSQL.
 * - Idempotency is one atomic step: the insert skips a used key (`ON CONFLICT DO NOTHING`) or a deleted
 *   request's (its own `NOT EXISTS`), and only then is the key's holder read in the same transaction, so two
 *   instances given one key store one row, and a new booking is checked without a read of its own.
 * - `save` resolves after COMMIT: the booking is durable (SQLite WAL + synchronous FULL; PostgreSQL's commit).
 * - The listing pages newest first by (created_at, insertion order) with an opaque cursor; `stream` walks
 *   those pages, so a CSV of any size holds one page in memory.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { BookingRequest } from '../../booking-request';
import { decodeCursor, encodeCursor } from './cursor';
import { containsPattern, searchTerms } from './search';
import { buryKey, notErased, usedKey } from './tombstones';
import type { OpenedDatabase } from './open';
import { eraseOffersOf } from './erase-offers';
import type { BookingPage, BookingsTable, BookingStatus, Database, ListQuery, NewBooking, SaveHook, SaveResult, StoredBooking, StoredKey } from './schema';

export { InvalidCursorError } from './cursor';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

/** Where bookings go. Every method is async; `save` MUST be atomic and durable before it resolves. */
export interface BookingStore {
  save(booking: NewBooking, hook?: SaveHook): Promise<SaveResult>;
  /** The booking stored under an idempotency key, if the key was used. */
  find(idempotencyKey: string): Promise<StoredKey | undefined>;
  /** One page, newest first. */
  list(query?: ListQuery): Promise<BookingPage>;
  /** Every booking matching `query` (without limit and cursor), newest first, a page at a time. */
  stream(query?: Omit<ListQuery, 'limit' | 'cursor'>): AsyncIterable<StoredBooking>;
  get(id: string): Promise<StoredBooking | undefined>;
  /** Sets the status; the first move to `replied` records `repliedAt`. Undefined when there is no such booking. */
  setStatus(id: string, status: BookingStatus, at?: Date): Promise<StoredBooking | undefined>;
  /** Deletes a booking (and, by cascade, what hangs on it). False when there was none. */
  erase(id: string): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * A store of your own for the `database` option. `find` is optional: with it a retry is answered before
 * the rate limit and the validation, without it the retry goes through `save`.
 */
export type CustomBookingStore = Omit<BookingStore, 'find'> & Partial<Pick<BookingStore, 'find'>>;

type Row = Selectable<BookingsTable> & { seq: string | number };

export function bookingStore(opened: OpenedDatabase): BookingStore {
  const { db, dialect } = opened;
  // SQLite keeps insertion order in rowid (the 0.1.0 table has no column for it); PostgreSQL in seq.
  const seq = sql.ref<string | number>(dialect === 'sqlite' ? 'bookings.rowid' : 'bookings.seq');
  const rows = (from: Kysely<Database> = db) => from.selectFrom('bookings').selectAll().select(seq.as('seq'));

  async function page(query: ListQuery = {}): Promise<BookingPage & { last?: Row }> {
    const limit = clampLimit(query.limit);
    let select = rows().orderBy('created_at', 'desc').orderBy(seq, 'desc').limit(limit + 1);
    if (query.status) select = select.where('status', '=', query.status);
    const search = searchTerms(query.q);
    if (search) {
      const like = (column: string, value: string) => sql<boolean>`lower(${sql.ref(column)}) LIKE ${containsPattern(value)} ESCAPE '\\'`;
      select = select.where((eb) =>
        eb.or([
          ...(['name', 'email', 'whatsapp', 'listing'] as const).map((column) => like(column, search.text)),
          ...(search.digits ? [like('whatsapp', search.digits)] : []),
        ]),
      );
    }
    const after = decodeCursor(query.cursor);
    if (after) {
      select = select.where((eb) =>
        eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb(seq, '<', dialect === 'sqlite' ? Number(after.seq) : after.seq)])]),
      );
    }
    const found = (await select.execute()) as Row[];
    const more = found.length > limit;
    const shown = more ? found.slice(0, limit) : found;
    const last = shown[shown.length - 1];
    return { bookings: shown.map(toBooking), nextCursor: more && last ? encodeCursor(last) : undefined, last };
  }

  return {
    save: (entry, hook) =>
      opened.write(async (trx) => {
        // A deleted request's key stays taken (tombstones.ts): the insert's own condition skips it, and the
        // retry is then answered from its tombstone as a replay, not stored again.
        const key = entry.idempotencyKey;
        const row = toRow(entry);
        const columns = Object.keys(row) as Array<keyof typeof row>;
        const values = trx.selectNoFrom((eb) => columns.map((c) => eb.val(row[c]).as(c)));
        const insert = key
          ? trx.insertInto('bookings').columns(columns).expression(values.where(notErased(trx, key)))
          : trx.insertInto('bookings').values(row);
        const inserted = await insert
          .onConflict((oc) => oc.column('idempotency_key').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) {
          await hook?.(trx, entry.id);
          return { outcome: 'created', id: entry.id } as const;
        }
        const previous = await usedKey(trx, key!);
        if (!previous) throw new Error('bali-widgets: the idempotency key was taken and then vanished');
        return previous.bodyHash === entry.bodyHash ? ({ outcome: 'replayed', id: previous.id } as const) : ({ outcome: 'conflict' } as const);
      }),
    find: (key) => usedKey(db, key),
    list: async (query) => {
      const { bookings, nextCursor } = await page(query);
      return nextCursor ? { bookings, nextCursor } : { bookings };
    },
    async *stream(query = {}) {
      let cursor: string | undefined;
      do {
        const next = await page({ ...query, limit: 500, cursor });
        yield* next.bookings;
        cursor = next.nextCursor;
      } while (cursor);
    },
    get: async (id) => {
      const row = (await rows().where('id', '=', id).executeTakeFirst()) as Row | undefined;
      return row && toBooking(row);
    },
    setStatus: async (id, status, at = new Date()) => {
      await db
        .updateTable('bookings')
        .set((eb) => ({
          status,
          replied_at: status === 'replied' ? eb.fn.coalesce('replied_at', eb.val(at.toISOString())) : eb.ref('replied_at'),
        }))
        .where('id', '=', id)
        .execute();
      const row = (await rows().where('id', '=', id).executeTakeFirst()) as Row | undefined;
      return row && toBooking(row);
    },
    erase: async (id) => {
      const result = await opened.write(async (trx) => {
        const row = await trx.selectFrom('bookings').select(['idempotency_key', 'body_hash']).where('id', '=', id).executeTakeFirst();
        if (row?.idempotency_key) await buryKey(trx, id, row.idempotency_key, row.body_hash);
        await eraseOffersOf(trx, trx.selectFrom('bookings').select('id').where('id', '=', id));
        return trx.deleteFrom('bookings').where('id', '=', id).executeTakeFirst();
      });
      return result.numDeletedRows > 0n;
    },
    close: () => opened.close(),
  };
}

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_PAGE_SIZE;
  return Math.min(Math.max(Math.trunc(limit), 1), MAX_PAGE_SIZE);
}

function toRow(entry: NewBooking) {
  const { booking } = entry;
  return {
    id: entry.id,
    created_at: entry.createdAt,
    name: booking.name,
    email: booking.email,
    whatsapp: booking.whatsapp,
    check_in: booking.checkIn,
    check_out: booking.checkOut,
    budget_currency: booking.budgetCurrency,
    budget_amount: booking.budgetAmount,
    travel_type: JSON.stringify(booking.travelType),
    idempotency_key: entry.idempotencyKey ?? null,
    body_hash: entry.bodyHash,
    listing: entry.listing ?? null,
    locale: entry.locale ?? null,
    ...(entry.status && { status: entry.status }),
    signals: entry.signals?.length ? entry.signals.join(',') : null,
    ...(entry.quote && { quote: JSON.stringify(entry.quote) }),
  };
}

function toBooking(row: Row): StoredBooking {
  return {
    id: row.id,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    whatsapp: row.whatsapp,
    checkIn: row.check_in,
    checkOut: row.check_out,
    budgetCurrency: row.budget_currency as BookingRequest['budgetCurrency'],
    budgetAmount: Number(row.budget_amount),
    travelType: JSON.parse(row.travel_type) as BookingRequest['travelType'],
    ...(row.listing !== null && { listing: row.listing }),
    ...(row.locale !== null && { locale: row.locale }),
    status: row.status,
    ...(row.replied_at !== null && { repliedAt: row.replied_at }),
    ...(row.signals && { signals: row.signals.split(',') }),
    ...(row.quote && { quote: JSON.parse(row.quote) as StoredBooking['quote'] }),
  };
}
