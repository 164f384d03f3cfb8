/**
 * `0016_rates`: each listing's rate card (JSON, with a version bumped by every save), the last euro
 * reference rates read, and the estimate stored with each request (`bookings.quote`, JSON or null).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE rate_cards (
    listing    TEXT PRIMARY KEY,
    card       TEXT NOT NULL,
    version    INTEGER NOT NULL,
    updated_at TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE TABLE exchange_rates (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    day        TEXT NOT NULL,
    rates      TEXT NOT NULL,
    fetched_at TEXT NOT NULL
  )`.execute(db);
  await sql`ALTER TABLE bookings ADD COLUMN quote TEXT`.execute(db);
}
