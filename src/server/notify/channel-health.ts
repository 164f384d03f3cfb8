/**
 * Whether each notification channel is getting through, read from the outbox: a channel whose latest
 * attempt failed is failing (SMTP refusing, a webhook URL down) until one of its deliveries succeeds.
 * Bookings are stored and answered meanwhile; the inbox shows the failing channel with a Retry-all.
 */
import type { Kysely } from 'kysely';
import type { ChannelFailure } from '../../inbox/inbox-api-types';
import { CHANNELS, type Channel } from './booking-event';
import type { OutboxTables } from './outbox-schema';
import type { OutboxDatabase } from './outbox-store';

const outbox = (db: Kysely<unknown>) => db as unknown as Kysely<OutboxTables>;

export const isChannel = (value: string): value is Channel => (CHANNELS as readonly string[]).includes(value);

/** The channels whose latest attempt failed, with its error and when the failing began (its first failed attempt since the last success). */
export async function failingChannels(database: OutboxDatabase): Promise<ChannelFailure[]> {
  const db = outbox(database.db);
  const failing: ChannelFailure[] = [];
  for (const channel of CHANNELS) {
    const attempts = () =>
      db.selectFrom('delivery_attempts')
        .innerJoin('deliveries', 'deliveries.id', 'delivery_attempts.delivery_id')
        .where('deliveries.channel', '=', channel);
    const last = await attempts()
      .select(['delivery_attempts.outcome', 'delivery_attempts.error', 'delivery_attempts.attempted_at'])
      .where('delivery_attempts.outcome', '<>', 'gone')
      .orderBy('delivery_attempts.attempted_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!last || last.outcome !== 'failed') continue;
    const success = await attempts()
      .select('delivery_attempts.attempted_at')
      .where('delivery_attempts.outcome', '=', 'delivered')
      .orderBy('delivery_attempts.attempted_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    let first = attempts().select('delivery_attempts.attempted_at').where('delivery_attempts.outcome', '=', 'failed');
    if (success) first = first.where('delivery_attempts.attempted_at', '>', success.attempted_at);
    const since = await first.orderBy('delivery_attempts.attempted_at').limit(1).executeTakeFirst();
    failing.push({ channel, lastError: last.error ?? '', since: since?.attempted_at ?? last.attempted_at });
  }
  return failing;
}

/** Makes every unfinished or failed delivery of `channel` due now (not one held by a claim); returns how many. */
export async function retryChannel(database: OutboxDatabase, channel: Channel, now: Date): Promise<number> {
  const at = now.toISOString();
  const done = await database.write((trx) =>
    outbox(trx)
      .updateTable('deliveries')
      .set({ state: 'pending', next_attempt_at: at, updated_at: at })
      .where('channel', '=', channel)
      .where('state', 'in', ['pending', 'failed'])
      .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<=', at)]))
      .executeTakeFirst(),
  );
  return Number(done.numUpdatedRows);
}
