/**
 * The bookings table of 0.1.0. `IF NOT EXISTS` adopts a SQLite file written by 0.1.0 as it is: same columns,
 * same index, every row kept. PostgreSQL gets the same columns plus `seq`, the insertion order that SQLite
 * keeps in `rowid` (the listing's tie-break for requests stored within one millisecond).
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const amount = dialect === 'postgres' ? sql`DOUBLE PRECISION` : sql`REAL`;
  const seq = dialect === 'postgres' ? sql`, seq BIGINT GENERATED ALWAYS AS IDENTITY` : sql``;
  await sql`
    CREATE TABLE IF NOT EXISTS bookings (
      id              TEXT PRIMARY KEY,
      created_at      TEXT NOT NULL,
      name            TEXT NOT NULL,
      email           TEXT NOT NULL,
      whatsapp        TEXT NOT NULL,
      check_in        TEXT NOT NULL,
      check_out       TEXT NOT NULL,
      budget_currency TEXT NOT NULL,
      budget_amount   ${amount} NOT NULL,
      travel_type     TEXT NOT NULL,
      idempotency_key TEXT UNIQUE,
      body_hash       TEXT NOT NULL${seq}
    )`.execute(db);
  const order = dialect === 'postgres' ? sql`(created_at, seq)` : sql`(created_at)`;
  await sql`CREATE INDEX IF NOT EXISTS bookings_created_at ON bookings ${order}`.execute(db);
}
