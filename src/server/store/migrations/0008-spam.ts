/**
 * `0008_spam`: the spam shield's shared state. `spam_settings` holds the challenge secret made by the first
 * instance (every instance on the database signs and checks with it); `spam_proofs` records each used
 * solution with the Idempotency-Key it came with until its challenge expires, so that a solution books
 * once (its retries included) on every instance. `bookings.signals` names what the shield or the daily
 * limit saw in a request (comma-separated), for the owner.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE spam_settings (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE TABLE spam_proofs (
    challenge       TEXT PRIMARY KEY,
    idempotency_key TEXT NOT NULL,
    expires_at      TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX spam_proofs_expires ON spam_proofs (expires_at)`.execute(db);
  await sql`ALTER TABLE bookings ADD COLUMN signals TEXT`.execute(db);
  await sql`CREATE INDEX bookings_email ON bookings (email, created_at)`.execute(db);
  await sql`CREATE INDEX bookings_whatsapp ON bookings (whatsapp, created_at)`.execute(db);
}
