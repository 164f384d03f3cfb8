/**
 * What the owner's side needs on each request (listing, locale, status, first reply), and the table that
 * counts requests for a rate limit shared by every instance on one database.
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await sql`ALTER TABLE bookings ADD COLUMN listing TEXT`.execute(db);
  await sql`ALTER TABLE bookings ADD COLUMN locale TEXT`.execute(db);
  await sql`ALTER TABLE bookings ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'replied', 'archived'))`.execute(db);
  await sql`ALTER TABLE bookings ADD COLUMN replied_at TEXT`.execute(db);
  await sql`CREATE INDEX bookings_status ON bookings (status, created_at)`.execute(db);
  await sql`CREATE TABLE rate_limit_hits (bucket TEXT NOT NULL, hit_at TEXT NOT NULL)`.execute(db);
  await sql`CREATE INDEX rate_limit_hits_bucket ON rate_limit_hits (bucket, hit_at)`.execute(db);
}
