/**
 * Tombstones of deleted requests (`erased_requests`, `0013_owner_devices`): the Idempotency-Key, the id and
 * the body's fingerprint, nothing personal. A retry of a deleted request is answered as a replay, never
 * stored again as new; the tombstone lives as long as the key would have.
 */
import type { Kysely } from 'kysely';
import type { StoredKey } from './schema';

type Tombstones = { erased_requests: { idempotency_key: string; id: string; body_hash: string; erased_at: string } };
const tombstones = (db: Kysely<any>) => db as Kysely<Tombstones>;

/** The deleted request that used `key`, if any. */
export async function erasedKey(db: Kysely<any>, key: string): Promise<StoredKey | undefined> {
  const row = await tombstones(db).selectFrom('erased_requests').select(['id', 'body_hash']).where('idempotency_key', '=', key).executeTakeFirst();
  return row && { id: row.id, bodyHash: row.body_hash };
}

/** Records the tombstone of request `id` (run in the transaction that deletes it). */
export async function buryKey(trx: Kysely<any>, id: string, key: string, bodyHash: string, now = new Date()): Promise<void> {
  await tombstones(trx).insertInto('erased_requests')
    .values({ idempotency_key: key, id, body_hash: bodyHash, erased_at: now.toISOString() })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
}
