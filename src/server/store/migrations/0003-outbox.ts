/**
 * `0003_outbox`: one delivery per booking and channel, queued in the booking's own transaction, and one row
 * per attempt. A delivery's id is its `webhook-id`. Times are ISO 8601 UTC strings, as everywhere.
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await sql`CREATE TABLE deliveries (
    id              TEXT PRIMARY KEY,
    booking_id      TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    channel         TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
    state           TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT,
    claimed_until   TEXT,
    last_status     INTEGER,
    last_error      TEXT,
    created_at      TEXT NOT NULL,
    updated_at      TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX deliveries_due ON deliveries (state, next_attempt_at)`.execute(db);
  await sql`CREATE INDEX deliveries_booking ON deliveries (booking_id)`.execute(db);
  await sql`CREATE TABLE delivery_attempts (
    delivery_id  TEXT NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
    attempted_at TEXT NOT NULL,
    outcome      TEXT NOT NULL CHECK (outcome IN ('delivered', 'failed', 'gone')),
    status_code  INTEGER,
    error        TEXT
  )`.execute(db);
  await sql`CREATE INDEX delivery_attempts_delivery ON delivery_attempts (delivery_id, attempted_at)`.execute(db);
  if (dialect === 'sqlite') {
    // SQLite enforces foreign keys only with a per-connection pragma: erasing a booking erases its
    // deliveries and their attempts through triggers instead, whatever the connection's setting.
    await sql`CREATE TRIGGER bookings_erase_deliveries AFTER DELETE ON bookings
      BEGIN DELETE FROM deliveries WHERE booking_id = OLD.id; END`.execute(db);
    await sql`CREATE TRIGGER deliveries_erase_attempts AFTER DELETE ON deliveries
      BEGIN DELETE FROM delivery_attempts WHERE delivery_id = OLD.id; END`.execute(db);
  }
}
