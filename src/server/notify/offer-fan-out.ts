/**
 * Offer notices become outbox deliveries: the offers queue a notice in the transaction of each change, and
 * the dispatcher turns pending notices into one delivery per configured channel (push: per device) and marks
 * them sent in one transaction; on PostgreSQL rows another instance is turning are skipped, so none is doubled.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Channel } from './booking-event';
import type { OutboxDatabase } from './outbox-store';

/** Who hears of each notice: the owner's webhook, push and e-mail, and the guest's e-mail. */
export const NOTICE_ROUTES: Record<string, { webhook?: true; push?: true; ownerMail?: true; guestMail?: true }> = {
  'offer.sent': { webhook: true },
  'offer.email': { guestMail: true },
  'offer.accepted': { webhook: true, push: true },
  'offer.paid': { webhook: true, push: true },
  'offer.confirmation': { guestMail: true },
  'offer.withdrawn': { webhook: true },
  'offer.expired': { webhook: true },
  'offer.unavailable': { webhook: true, push: true },
  // A payment nothing can book must never go unseen: every owner channel hears of it.
  'offer.conflict': { webhook: true, push: true, ownerMail: true },
};

type Row = { id: string; booking_id: string; type: string; created_at: string; email: string | null };

/** A notice older than this when its channels first look (notifications were off, or the receiver down) is news to nobody. */
const STALE_MS = 7 * 86_400_000;

/** Turns up to `limit` pending notices into deliveries on `channels`; resolves with how many deliveries were queued. */
export async function fanOutNotices(database: OutboxDatabase, channels: readonly Channel[], now: Date, limit = 50): Promise<number> {
  // A read first: a pass with nothing pending (nearly every pass) takes no write lock.
  if (!(await database.db.selectFrom('offer_notices').select('id').where('state', '=', 'pending').limit(1).executeTakeFirst())) return 0;
  return database.write(async (trx: Kysely<any>) => {
    let pending = trx.selectFrom('offer_notices').select('id').where('state', '=', 'pending').orderBy('created_at').limit(limit);
    if (database.dialect === 'postgres') pending = pending.forUpdate().skipLocked();
    const ids = ((await pending.execute()) as Array<{ id: string }>).map((r) => r.id);
    if (ids.length === 0) return 0;
    const notices = (await trx
      .selectFrom('offer_notices')
      .leftJoin('bookings', 'bookings.id', 'offer_notices.booking_id')
      .select(['offer_notices.id', 'offer_notices.booking_id', 'offer_notices.type', 'offer_notices.created_at', 'bookings.email'])
      .where('offer_notices.id', 'in', ids)
      .orderBy('offer_notices.created_at')
      .execute()) as Row[];
    const on = new Set(channels);
    const wantsPush = on.has('push') && notices.some((n) => NOTICE_ROUTES[n.type]?.push);
    // Only devices of a live session, as for a new request.
    const devices = wantsPush
      ? ((await trx.selectFrom('push_subscriptions').select('id')
        .where('session_hash', 'in', (eb: any) => eb.selectFrom('inbox_sessions').select('id_hash'))
        .orderBy('created_at').execute()) as Array<{ id: string }>)
      : [];
    const at = now.toISOString();
    const mailed = new Set<string>();
    const rows = notices.flatMap((notice) => {
      const route = NOTICE_ROUTES[notice.type];
      // An unknown type, a request erased meanwhile, or an old notice: marked sent, announced nowhere.
      if (!route || notice.email === null || Date.parse(notice.created_at) < now.getTime() - STALE_MS) return [];
      if (route.guestMail && on.has('email') && notice.email.trim()) mailed.add(notice.id);
      const row = (channel: Channel, subscription: string | null = null) => ({
        id: randomUUID(), booking_id: notice.booking_id, channel, subscription_id: subscription, notice_id: notice.id, state: 'pending',
        attempts: 0, next_attempt_at: at, claimed_until: null, last_status: null, last_error: null, created_at: at, updated_at: at,
      });
      return [
        ...(route.webhook && on.has('webhook') ? [row('webhook')] : []),
        ...(route.push && on.has('push') ? devices.map((d) => row('push', d.id)) : []),
        ...(route.ownerMail && on.has('email') ? [row('email')] : []),
        ...(mailed.has(notice.id) ? [row('email')] : []),
      ];
    });
    if (rows.length) await trx.insertInto('deliveries').values(rows).execute();
    // The guest's link is kept only for an e-mail that will carry it.
    await trx.updateTable('offer_notices').set({ state: 'sent' }).where('id', 'in', ids).execute();
    const unmailed = ids.filter((id) => !mailed.has(id));
    if (unmailed.length) await trx.updateTable('offer_notices').set({ payload: null }).where('id', 'in', unmailed).execute();
    return rows.length;
  });
}
