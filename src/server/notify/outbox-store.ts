/**
 * The outbox's queries. Deliveries are queued inside the booking's insert transaction; an instance claims
 * due ones by setting `claimed_until` (a lease) in one write transaction, delivers them outside any
 * transaction, then records the attempt. On PostgreSQL the claim skips rows another instance is claiming
 * (`FOR UPDATE SKIP LOCKED`); on SQLite it runs in `BEGIN IMMEDIATE`, which lets one writer in at a time.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AttemptResult, Channel } from './booking-event';
import type { DeliveryView, OutboxTables } from './outbox-schema';
import { MAX_ATTEMPTS, nextAttemptAt } from './retry-schedule';

/** What the outbox needs of the opened database (the store's `OpenedDatabase` fits). */
export type OutboxDatabase = {
  readonly dialect: 'sqlite' | 'postgres';
  readonly db: Kysely<any>;
  write<T>(work: (trx: Kysely<any>) => Promise<T>): Promise<T>;
};

const outbox = (db: Kysely<unknown>) => db as unknown as Kysely<OutboxTables>;

/** Queues one pending delivery per channel, due now; run it inside the booking's insert transaction. */
export async function queueDeliveries(trx: Kysely<any>, bookingId: string, channels: readonly Channel[], now: Date): Promise<void> {
  if (channels.length === 0) return;
  const at = now.toISOString();
  await outbox(trx)
    .insertInto('deliveries')
    .values(channels.map((channel) => ({
      id: randomUUID(), booking_id: bookingId, channel, subscription_id: null, state: 'pending' as const, attempts: 0,
      next_attempt_at: at, claimed_until: null, last_status: null, last_error: null, created_at: at, updated_at: at,
    })))
    .execute();
}

/** A delivery this instance holds until `claimedUntil`; `noticeId` names the offer event it carries, if any. */
export type Claim = { id: string; bookingId: string; channel: Channel; attempts: number; claimedUntil: string; noticeId: string | null };

/** Claims up to `limit` due deliveries of the given channels for `leaseMs`. */
export async function claimDue(database: OutboxDatabase, channels: readonly Channel[], now: Date, leaseMs: number, limit: number): Promise<Claim[]> {
  if (channels.length === 0) return [];
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const rows = await database.write((trx) =>
    outbox(trx)
      .updateTable('deliveries')
      .set({ claimed_until: until, updated_at: at })
      .where('id', 'in', (eb) => {
        const due = eb
          .selectFrom('deliveries')
          .select('id')
          .where('state', '=', 'pending')
          .where('channel', 'in', [...channels])
          .where('next_attempt_at', '<=', at)
          .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<=', at)]))
          .orderBy('next_attempt_at')
          .limit(limit);
        return database.dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
      })
      .returning(['id', 'booking_id', 'channel', 'attempts', 'claimed_until', 'notice_id'])
      .execute(),
  );
  return rows.map((r) => ({
    id: r.id, bookingId: r.booking_id, channel: r.channel, attempts: Number(r.attempts), claimedUntil: r.claimed_until!, noticeId: r.notice_id ?? null,
  }));
}

/** One attempt made: the claim it was made under, its result and when it ended. */
export type Attempt = { claim: Claim; result: AttemptResult; at: Date };

/**
 * Records attempts and schedules the next ones (or ends the deliveries), all in one commit. Each only while
 * its claim still holds: an instance whose lease ran out leaves the delivery to the one that took it over.
 */
export async function recordAttempts(database: OutboxDatabase, made: readonly Attempt[], random: () => number = Math.random): Promise<void> {
  if (made.length === 0) return;
  await database.write(async (trx) => {
    for (const attempt of made) await recordIn(trx, database.dialect, attempt, random);
  });
}

async function recordIn(trx: Kysely<any>, dialect: OutboxDatabase['dialect'], { claim, result, at: now }: Attempt, random: () => number): Promise<void> {
  const attempts = claim.attempts + 1;
  const next = result.outcome === 'failed' && attempts < MAX_ATTEMPTS ? nextAttemptAt(attempts, now, random) : undefined;
  const state: 'delivered' | 'pending' | 'failed' = result.outcome === 'delivered' ? 'delivered' : next ? 'pending' : 'failed';
  const error = result.outcome === 'delivered' ? null : result.error;
  const set = {
    state, attempts, next_attempt_at: next?.toISOString() ?? null, claimed_until: null,
    last_status: result.status ?? null, last_error: error, updated_at: now.toISOString(),
  };
  if (dialect === 'postgres') {
    // One statement (one round trip): the attempt row only where the claim still held.
    await sql`WITH updated AS (
        UPDATE deliveries SET state = ${set.state}, attempts = ${attempts}::integer, next_attempt_at = ${set.next_attempt_at}::text,
          claimed_until = NULL, last_status = ${set.last_status}::integer, last_error = ${error}::text, updated_at = ${set.updated_at}
        WHERE id = ${claim.id} AND claimed_until = ${claim.claimedUntil} RETURNING id)
      INSERT INTO delivery_attempts (delivery_id, attempted_at, outcome, status_code, error)
      SELECT id, ${set.updated_at}::text, ${result.outcome}::text, ${set.last_status}::integer, ${error}::text FROM updated`.execute(trx);
    return;
  }
  const updated = await outbox(trx)
    .updateTable('deliveries')
    .set(set)
    .where('id', '=', claim.id)
    .where('claimed_until', '=', claim.claimedUntil)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return;
  await outbox(trx)
    .insertInto('delivery_attempts')
    .values({ delivery_id: claim.id, attempted_at: now.toISOString(), outcome: result.outcome, status_code: result.status ?? null, error })
    .execute();
}

/** The deliveries of the given bookings with their attempts, for the owner's listing. */
export async function deliveriesOf(database: OutboxDatabase, bookingIds: readonly string[]): Promise<Map<string, DeliveryView[]>> {
  const byBooking = new Map<string, DeliveryView[]>();
  if (bookingIds.length === 0) return byBooking;
  const db = outbox(database.db);
  const deliveries = await db.selectFrom('deliveries').selectAll().where('booking_id', 'in', [...bookingIds]).orderBy('channel').orderBy('created_at').execute();
  if (deliveries.length === 0) return byBooking;
  const attempts = await db
    .selectFrom('delivery_attempts')
    .selectAll()
    .where('delivery_id', 'in', deliveries.map((d) => d.id))
    .orderBy('attempted_at')
    .execute();
  const noticeIds = deliveries.flatMap((d) => (d.notice_id ? [d.notice_id] : []));
  const notices = noticeIds.length
    ? new Map((await (database.db as Kysely<any>).selectFrom('offer_notices').select(['id', 'type']).where('id', 'in', noticeIds).execute() as Array<{ id: string; type: string }>).map((n) => [n.id, n.type]))
    : new Map<string, string>();
  for (const d of deliveries) {
    const notice = d.notice_id ? notices.get(d.notice_id) : undefined;
    const view: DeliveryView = {
      id: d.id,
      channel: d.channel,
      ...(notice && { notice }),
      state: d.state,
      attempts: Number(d.attempts),
      ...(d.next_attempt_at && d.state === 'pending' ? { nextAttemptAt: d.next_attempt_at } : {}),
      ...(d.last_status !== null ? { lastStatus: Number(d.last_status) } : {}),
      ...(d.last_error !== null ? { lastError: d.last_error } : {}),
      updatedAt: d.updated_at,
      history: attempts
        .filter((a) => a.delivery_id === d.id)
        .map((a) => ({
          at: a.attempted_at,
          outcome: a.outcome,
          ...(a.status_code !== null ? { status: Number(a.status_code) } : {}),
          ...(a.error !== null ? { error: a.error } : {}),
        })),
    };
    byBooking.set(d.booking_id, [...(byBooking.get(d.booking_id) ?? []), view]);
  }
  return byBooking;
}
