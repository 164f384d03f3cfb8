/**
 * `0004_inbox`: the owner's sessions (by the SHA-256 of their secret, with the time of last use), shared by
 * every instance on one database, and an index on the stay dates for the inbox's flags and retention.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE inbox_sessions (
    id_hash TEXT PRIMARY KEY,
    created_at TEXT NOT NULL,
    last_seen_at TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX inbox_sessions_last_seen ON inbox_sessions (last_seen_at)`.execute(db);
  await sql`CREATE INDEX bookings_stay ON bookings (check_out, check_in)`.execute(db);
}
