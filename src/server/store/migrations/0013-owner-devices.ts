/**
 * `0013_owner_devices`: what outlives a session ends with it.
 * - `admin_token` (one row) holds a salt, the scrypt-keyed fingerprint of the admin token and its
 *   generation; sessions carry the generation they were made in, so a token rolled back never revives them.
 * - `push_subscriptions` gain the session that made each one (removed with it), and the browser and platform
 *   the owner sees in Devices. Subscriptions from before belong to no session and are removed.
 * - `erased_requests` keeps the Idempotency-Key of a deleted request: a retry is a replay, not a new request.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE admin_token (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    salt       TEXT NOT NULL,
    token_mac  TEXT NOT NULL,
    generation INTEGER NOT NULL
  )`.execute(db);
  await sql`ALTER TABLE inbox_sessions ADD COLUMN generation INTEGER NOT NULL DEFAULT 0`.execute(db);
  await sql`DELETE FROM push_subscriptions`.execute(db);
  await sql`ALTER TABLE push_subscriptions ADD COLUMN session_hash TEXT NOT NULL DEFAULT ''`.execute(db);
  await sql`ALTER TABLE push_subscriptions ADD COLUMN browser TEXT NOT NULL DEFAULT ''`.execute(db);
  await sql`ALTER TABLE push_subscriptions ADD COLUMN platform TEXT NOT NULL DEFAULT ''`.execute(db);
  await sql`CREATE INDEX push_subscriptions_session ON push_subscriptions (session_hash)`.execute(db);
  await sql`CREATE TABLE erased_requests (
    idempotency_key TEXT PRIMARY KEY,
    id              TEXT NOT NULL,
    body_hash       TEXT NOT NULL,
    erased_at       TEXT NOT NULL
  )`.execute(db);
}
