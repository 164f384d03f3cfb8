/**
 * `0006_admin_sessions`: each inbox session keeps the fingerprint of the token that made it (HMAC-SHA256
 * keyed by the token, never the token), so a changed token ends every session. Sessions from before have
 * none and end at once: the owner signs in again.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE inbox_sessions ADD COLUMN token_mac TEXT NOT NULL DEFAULT ''`.execute(db);
}
