/**
 * Tombstones of deleted requests (`erased_requests`, `0013_owner_devices`): the Idempotency-Key, the id and
 * the body's fingerprint, nothing personal. A retry of a deleted request is answered as a replay, never
 * stored again as new; the tombstone lives as long as the key would have.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, StoredKey } from './schema';

type Tombstones = { erased_requests: { idempotency_key: string; id: string; body_hash: string; erased_at: string } };
const tombstones = (db: Kysely<any>) => db as Kysely<Tombstones>;

/** The request stored or deleted under `key`, if any, in one statement (a key is never in both tables at once). */
export async function usedKey(db: Kysely<Database>, key: string): Promise<StoredKey | undefined> {
  const row = await db
    .selectFrom('bookings')
    .select(['id', 'body_hash'])
    .where('idempotency_key', '=', key)
    .unionAll(tombstones(db).selectFrom('erased_requests').select(['id', 'body_hash']).where('idempotency_key', '=', key))
    .executeTakeFirst();
  return row && { id: row.id, bodyHash: row.body_hash };
}

/** True unless `key` is a deleted request's: the condition of a booking's insert, so the check costs no statement. */
export const notErased = (db: Kysely<any>, key: string) =>
  sql<boolean>`NOT EXISTS ${tombstones(db).selectFrom('erased_requests').select(sql.lit(1).as('one')).where('idempotency_key', '=', key)}`;

/** Records the tombstone of request `id` (run in the transaction that deletes it). */
export async function buryKey(trx: Kysely<any>, id: string, key: string, bodyHash: string, now = new Date()): Promise<void> {
  await tombstones(trx).insertInto('erased_requests')
    .values({ idempotency_key: key, id, body_hash: bodyHash, erased_at: now.toISOString() })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
}
