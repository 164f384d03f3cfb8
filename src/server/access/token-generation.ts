/**
 * The admin token's generation, stored once per database (table `admin_token`). Sessions record the
 * generation they were made in and live only while it is the current one; a changed token starts a new
 * generation and removes every session and every push subscription in the same transaction, so rolling the
 * token back later revives nothing. The token is stored only as an HMAC keyed by scrypt(token, salt): a
 * copy of the database makes each guess of a weak token cost a slow key derivation.
 */
import { createHmac, randomBytes, scrypt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Store } from '../store';

export interface AdminTokenTable {
  id: number;
  salt: string;
  token_mac: string;
  generation: number;
}
type Tables = { admin_token: AdminTokenTable; inbox_sessions: { id_hash: string }; push_subscriptions: { id: string } };

/** scrypt cost: about 30-100 ms once per process and token, 32 MiB. */
const COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

const derived = new Map<string, Promise<string>>();

/** HMAC-SHA256 under scrypt(token, salt) of a fixed label, hex; computed once per token and salt. */
export function tokenMac(token: string, salt: string): Promise<string> {
  const key = `${salt}\u0000${token}`;
  let mac = derived.get(key);
  if (!mac) {
    mac = new Promise<string>((resolve, reject) =>
      scrypt(token, salt, 32, COST, (error, k) => (error ? reject(error) : resolve(createHmac('sha256', k).update('bali-widgets admin token').digest('hex')))),
    );
    mac.catch(() => derived.delete(key));
    derived.set(key, mac);
  }
  return mac;
}

export type TokenGeneration = { mac: string; generation: number };

/**
 * The current generation for `token`: the stored one when the token is the stored one, else a new one
 * (every session and push subscription removed with the change). Safe to call from several instances.
 */
export async function currentGeneration(store: Store, token: string): Promise<TokenGeneration> {
  const db = store.db as unknown as Kysely<Tables>;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const row = await db.selectFrom('admin_token').selectAll().where('id', '=', 1).executeTakeFirst();
    if (!row) {
      const salt = randomBytes(16).toString('base64url');
      const mac = await tokenMac(token, salt);
      await db.insertInto('admin_token').values({ id: 1, salt, token_mac: mac, generation: 1 }).onConflict((oc) => oc.column('id').doNothing()).execute();
      continue; // read back what won
    }
    const mac = await tokenMac(token, row.salt);
    if (mac === row.token_mac) return { mac, generation: Number(row.generation) };
    const changed = await store.write(async (trx) => {
      const t = trx as unknown as Kysely<Tables>;
      const done = await t.updateTable('admin_token').set({ token_mac: mac, generation: Number(row.generation) + 1 })
        .where('id', '=', 1).where('generation', '=', row.generation).executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) return false; // another instance changed it first: read again
      await t.deleteFrom('push_subscriptions').execute();
      await t.deleteFrom('inbox_sessions').execute();
      return true;
    });
    if (changed) return { mac, generation: Number(row.generation) + 1 };
  }
  throw new Error('bali-widgets: the admin token generation keeps changing (instances with different ADMIN_TOKENs?)');
}
