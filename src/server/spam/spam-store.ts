/**
 * The spam shield's shared state: the challenge secret and the used solutions. In the receiver's database
 * when it has one (every instance then signs with one secret and sees every used solution); in this process
 * for a BookingStore of your own, with the used solutions capped so that memory stays bounded.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, Store } from '../store';

/** What claiming a solution found: first use, a retry under the same Idempotency-Key, or a replay. */
export type ClaimOutcome = 'fresh' | 'same-key' | 'replayed';

export type SpamStore = {
  secret(): Promise<string>;
  /**
   * Records `challenge` as used by `key` until `expiresAt`. Expired records are swept on the way, in the
   * database at most once every {@link SWEEP_EVERY_MS} per instance, so that few bookings pay a statement for it.
   */
  claim(challenge: string, key: string, expiresAt: Date, now: Date): Promise<ClaimOutcome>;
};

const SECRET_NAME = 'challenge-secret';
const MEMORY_CAP = 50_000;
/** How often an instance sweeps the expired solutions out of the database (they are refused as expired anyway). */
export const SWEEP_EVERY_MS = 60_000;

export function databaseSpamStore(store: Store): SpamStore {
  let secret: Promise<string> | undefined;
  let lastSweep = -Infinity;
  const sweep = async (trx: Kysely<Database>, now: Date) => {
    // On PostgreSQL rows another instance is sweeping are left to it: waiting would hold this booking to
    // that one's commit.
    if (store.dialect === 'postgres') {
      await sql`DELETE FROM spam_proofs WHERE challenge IN (
        SELECT challenge FROM spam_proofs WHERE expires_at < ${now.toISOString()} FOR UPDATE SKIP LOCKED)`.execute(trx);
    } else await trx.deleteFrom('spam_proofs').where('expires_at', '<', now.toISOString()).execute();
  };
  return {
    secret: () =>
      (secret ??= store
        .write(async (trx) => {
          // The first instance's secret wins: the others' inserts do nothing and read it back.
          const made = randomBytes(32).toString('base64url');
          await trx.insertInto('spam_settings').values({ name: SECRET_NAME, value: made }).onConflict((oc) => oc.column('name').doNothing()).execute();
          const row = await trx.selectFrom('spam_settings').select('value').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
          return row.value;
        })
        .catch((error: unknown) => {
          secret = undefined; // the next request tries again
          throw error;
        })),
    claim: (challenge, key, expiresAt, now) =>
      store.write(async (trx) => {
        if (now.getTime() - lastSweep >= SWEEP_EVERY_MS) {
          lastSweep = now.getTime();
          await sweep(trx, now);
        }
        const inserted = await trx
          .insertInto('spam_proofs')
          .values({ challenge, idempotency_key: key, expires_at: expiresAt.toISOString() })
          .onConflict((oc) => oc.column('challenge').doNothing())
          .returning('challenge')
          .executeTakeFirst();
        if (inserted) return 'fresh';
        const row = await trx.selectFrom('spam_proofs').select('idempotency_key').where('challenge', '=', challenge).executeTakeFirst();
        return row?.idempotency_key === key ? 'same-key' : 'replayed';
      }),
  };
}

/** One process only: the secret lives as long as the process (set `spamShield.secret` to keep it). */
export function memorySpamStore(): SpamStore {
  const secret = randomBytes(32).toString('base64url');
  const used = new Map<string, { key: string; expiresAt: number }>();
  return {
    secret: async () => secret,
    async claim(challenge, key, expiresAt, now) {
      for (const [c, entry] of used) if (entry.expiresAt < now.getTime() || used.size >= MEMORY_CAP) used.delete(c);
      const previous = used.get(challenge);
      if (previous) return previous.key === key ? 'same-key' : 'replayed';
      used.set(challenge, { key, expiresAt: expiresAt.getTime() });
      return 'fresh';
    },
  };
}
