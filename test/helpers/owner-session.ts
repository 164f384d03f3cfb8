/**
 * A live inbox session row for tests that store push subscriptions directly: a device belongs to the
 * session that turned alerts on, and only devices of a stored session get pushes.
 */
import type { Kysely } from 'kysely';

export const TEST_SESSION = 'test-session-hash';

export async function ownerSession(db: Kysely<any>, hash = TEST_SESSION, at = new Date()): Promise<{ sessionHash: string; browser: string; platform: string }> {
  await db.insertInto('inbox_sessions')
    .values({ id_hash: hash, created_at: at.toISOString(), last_seen_at: at.toISOString(), token_mac: '', generation: 0 })
    .onConflict((oc: any) => oc.column('id_hash').doNothing())
    .execute();
  return { sessionHash: hash, browser: 'Chrome', platform: 'Android' };
}
