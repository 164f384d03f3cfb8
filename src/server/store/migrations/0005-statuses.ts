/**
 * `0005_statuses`: a request can also be `booked` (it became a stay: its nights are taken) or `spam` (the
 * spam shield's verdict, or the owner's). SQLite cannot change a CHECK in place: the column is copied into
 * one with the wider CHECK, which then takes its name (DROP COLUMN keeps every row and every other column).
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';

const STATUSES = sql`('new', 'replied', 'booked', 'archived', 'spam')`;

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_status_check`.execute(db);
    await sql`ALTER TABLE bookings ADD CONSTRAINT bookings_status_check CHECK (status IN ${STATUSES})`.execute(db);
    return;
  }
  await sql`ALTER TABLE bookings ADD COLUMN status_v5 TEXT NOT NULL DEFAULT 'new' CHECK (status_v5 IN ${STATUSES})`.execute(db);
  await sql`UPDATE bookings SET status_v5 = status`.execute(db);
  await sql`DROP INDEX bookings_status`.execute(db);
  await sql`ALTER TABLE bookings DROP COLUMN status`.execute(db);
  await sql`ALTER TABLE bookings RENAME COLUMN status_v5 TO status`.execute(db);
  await sql`CREATE INDEX bookings_status ON bookings (status, created_at)`.execute(db);
}
