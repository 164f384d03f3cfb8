/**
 * The inbox over the receiver's database (SQLite or PostgreSQL): the booking store for the requests, and a
 * few queries of its own for the new count, the flags, the sessions and retention.
 */
import { sql, type Kysely } from 'kysely';
import type { InboxRequest, Related } from '../../inbox/inbox-api-types';
import type { Store } from '../store';
import type { Database } from '../store/schema';
import { deliveriesOf } from '../notify/outbox-store';
import { failingChannels, isChannel, retryChannel } from '../notify/channel-health';
import type { OutboxTables } from '../notify/outbox-schema';
import { setStatusAnnounced } from '../spam/spam-status';
import { relatedTo } from './flags';
import type { InboxData, SessionStore } from './inbox-data';
import { currentGeneration } from '../access/token-generation';
import { eraseOffersOf } from '../store/erase-offers';

/** The sessions table as Kysely sees it (added by `0004_inbox`; `token_mac` by `0006_admin_sessions`). */
export interface InboxSessionsTable {
  id_hash: string;
  created_at: string;
  last_seen_at: string;
  token_mac: string;
  generation: number;
}
type InboxDatabase = Database & OutboxTables & { inbox_sessions: InboxSessionsTable };

type StayRow = { subject: string; id: string; name: string; email: string; whatsapp: string; check_in: string; check_out: string; listing: string | null; status: InboxRequest['status'] };

export function storeInboxData(store: Store): InboxData {
  const db = store.db as unknown as Kysely<InboxDatabase>;
  const { bookings } = store;
  return {
    /** The notifications queued for a request; undefined when none were (notifications off). */
    async deliveries(id) {
      const views = (await deliveriesOf(store, [id])).get(id);
      return views?.map(({ id, channel, notice, state, attempts, lastError, updatedAt }) => ({ id, channel, ...(notice && { notice }), state, attempts, lastError, updatedAt }));
    },
    /** A failed delivery is due again now; the dispatcher takes it on its next round. */
    async retry(id, deliveryId) {
      const at = new Date().toISOString();
      const done = await store.write((trx) =>
        (trx as unknown as Kysely<InboxDatabase>)
          .updateTable('deliveries')
          .set({ state: 'pending', next_attempt_at: at, claimed_until: null, updated_at: at })
          .where('id', '=', deliveryId)
          .where('booking_id', '=', id)
          .where('state', '=', 'failed')
          .executeTakeFirst(),
      );
      return Number(done.numUpdatedRows) > 0;
    },
    failing: () => failingChannels(store),
    retryChannel: async (channel, now) => (isChannel(channel) ? retryChannel(store, channel, now) : 0),
    list: async ({ limit, cursor, status, q }) => {
      const page = await bookings.list({ limit, cursor, status, q });
      return { requests: page.bookings, ...(page.nextCursor && { nextCursor: page.nextCursor }) };
    },
    get: (id) => bookings.get(id),
    setStatus: (id, status, now) => setStatusAnnounced(store, id, status, now),
    erase: (id) => bookings.erase(id),
    async countNew() {
      const row = await db.selectFrom('bookings').select((eb) => eb.fn.countAll<string | number>().as('n')).where('status', '=', 'new').executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async countSpamSince(since) {
      const row = await db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('status', '=', 'spam')
        .where('created_at', '>=', since)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async related(requests) {
      const result = new Map<string, Related[]>(requests.map((r) => [r.id, []]));
      if (requests.length === 0) return result;
      // Candidates share nights with a subject and are the same guest or the same listing; flags.ts decides.
      const { rows } = await sql<StayRow>`
        SELECT b.id AS subject, o.id, o.name, o.email, o.whatsapp, o.check_in, o.check_out, o.listing, o.status
        FROM bookings b JOIN bookings o
          ON o.id <> b.id AND o.check_in < b.check_out AND b.check_in < o.check_out
         AND (lower(o.email) = lower(b.email) OR o.whatsapp = b.whatsapp
              OR o.listing = b.listing OR (o.listing IS NULL AND b.listing IS NULL))
        WHERE b.id IN (${sql.join(requests.map((r) => r.id))})
        ORDER BY o.created_at DESC
        LIMIT 2000`.execute(db);
      for (const subject of requests) {
        const others = rows
          .filter((row) => row.subject === subject.id)
          .map((row) => ({ ...row, checkIn: row.check_in, checkOut: row.check_out }));
        result.set(subject.id, relatedTo(subject, others));
      }
      return result;
    },
    async eraseCheckedOutBefore(day) {
      const done = await store.write(async (trx) => {
        await eraseOffersOf(trx, trx.selectFrom('bookings').select('id').where('check_out', '<', day));
        return trx.deleteFrom('bookings').where('check_out', '<', day).executeTakeFirst();
      });
      return Number(done.numDeletedRows);
    },
    sessions: dbSessions(db, store),
  };
}

function dbSessions(db: Kysely<InboxDatabase>, store: Store): SessionStore {
  return {
    async current(token) {
      const { mac, generation } = await currentGeneration(store, token);
      return { tokenMac: mac, generation };
    },
    async create(hash, now, tokenMac, generation = 0) {
      const at = now.toISOString();
      await store.write(async (trx) => {
        const t = trx as unknown as Kysely<InboxDatabase>;
        // Sessions idle for a week, or of another token, are certainly over: swept here, so the table stays small.
        const stale = new Date(now.getTime() - 7 * 86_400_000).toISOString();
        await t.deleteFrom('inbox_sessions')
          .where((eb) => eb.or([eb('last_seen_at', '<', stale), eb('token_mac', '<>', tokenMac), eb('generation', '<>', generation)])).execute();
        // A swept session's devices go with it.
        await t.deleteFrom('push_subscriptions').where('session_hash', 'not in', (eb) => eb.selectFrom('inbox_sessions').select('id_hash')).execute();
        await t.insertInto('inbox_sessions').values({ id_hash: hash, created_at: at, last_seen_at: at, token_mac: tokenMac, generation }).execute();
      });
    },
    async touch(hash, now, { tokenMac, generation = 0, idleMs, maxAgeMs }) {
      const iso = (ms: number) => new Date(now.getTime() - ms).toISOString();
      const done = await db
        .updateTable('inbox_sessions')
        .set({ last_seen_at: now.toISOString() })
        .where('id_hash', '=', hash)
        .where('token_mac', '=', tokenMac)
        .where('generation', '=', generation)
        .where('last_seen_at', '>=', iso(idleMs))
        .where('created_at', '>=', iso(maxAgeMs))
        .executeTakeFirst();
      return Number(done.numUpdatedRows) > 0;
    },
    async remove(hash) {
      await store.write(async (trx) => {
        const t = trx as unknown as Kysely<InboxDatabase>;
        await t.deleteFrom('push_subscriptions').where('session_hash', '=', hash).execute();
        await t.deleteFrom('inbox_sessions').where('id_hash', '=', hash).execute();
      });
    },
    async removeAll() {
      await store.write(async (trx) => {
        const t = trx as unknown as Kysely<InboxDatabase>;
        await t.deleteFrom('push_subscriptions').execute();
        await t.deleteFrom('inbox_sessions').execute();
      });
    },
  };
}
