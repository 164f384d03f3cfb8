/**
 * An offer notice as its deliveries read it: the notice, the offer version it is about and, for a
 * conflict, the payment that caused it. The webhook's event body is made from it alone, so it is the same
 * on every retry.
 */
import type { Kysely } from 'kysely';
import type { OffersTable } from '../offers/offers-schema';
import { stateAt } from '../offers/offer-view';

export type OfferPaymentConflict = { provider: string; amount: number; currency: string; reason: string | null };
export type OfferNotice = { id: string; type: string; payload: string | null; createdAt: string; offer: OffersTable; payment?: OfferPaymentConflict };

/** null: the delivery announces a request, not an offer; undefined: its notice or offer is gone. */
export async function noticeOfDelivery(db: Kysely<any>, deliveryId: string): Promise<OfferNotice | null | undefined> {
  const delivery = (await db.selectFrom('deliveries').select('notice_id').where('id', '=', deliveryId).executeTakeFirst()) as { notice_id: string | null } | undefined;
  if (!delivery?.notice_id) return delivery ? null : undefined;
  return noticeById(db, delivery.notice_id);
}

/** The notice with its offer (and a conflict's payment); undefined once the notice or its offer is gone. */
export async function noticeById(db: Kysely<any>, noticeId: string): Promise<OfferNotice | undefined> {
  const notice = (await db.selectFrom('offer_notices').select(['id', 'type', 'payload', 'created_at', 'offer_id']).where('id', '=', noticeId).executeTakeFirst()) as
    | { id: string; type: string; payload: string | null; created_at: string; offer_id: string }
    | undefined;
  if (!notice) return undefined;
  const offer = (await db.selectFrom('offers').selectAll().where('id', '=', notice.offer_id).executeTakeFirst()) as OffersTable | undefined;
  if (!offer) return undefined;
  let payment: OfferPaymentConflict | undefined;
  if (notice.type === 'offer.conflict') {
    // The conflict's payment row is written in the notice's transaction, with the same instant.
    const row = (await db.selectFrom('offer_payments').select(['provider', 'amount', 'currency', 'reason'])
      .where('offer_id', '=', offer.id).where('outcome', '=', 'conflict').where('received_at', '=', notice.created_at).executeTakeFirst()) as
      | { provider: string; amount: number | string; currency: string; reason: string | null }
      | undefined;
    if (row) payment = { ...row, amount: Number(row.amount) };
  }
  return { id: notice.id, type: notice.type, payload: notice.payload, createdAt: notice.created_at, offer, ...(payment && { payment }) };
}

/** Clears what a notice carried for its message (the guest's link) once no delivery needs it. */
export async function clearPayload(db: Kysely<any>, noticeId: string): Promise<void> {
  await db.updateTable('offer_notices').set({ payload: null }).where('id', '=', noticeId).execute();
}

/** The state each event announces (a conflict: where the offer stood when the payment came). */
const ANNOUNCED: Record<string, OffersTable['state']> = {
  'offer.sent': 'open', 'offer.accepted': 'accepted', 'offer.paid': 'paid', 'offer.withdrawn': 'withdrawn', 'offer.expired': 'expired', 'offer.unavailable': 'unavailable',
};

/**
 * `{ type, timestamp, data }` like `booking.created`. No guest data at all: `requestId` points at the
 * request that `booking.created` announced. Amounts are integers in the currency's unit.
 */
export function offerWebhookBody(notice: OfferNotice): string {
  const o = notice.offer;
  const state = ANNOUNCED[notice.type] ?? stateAt(o, new Date(notice.createdAt));
  return JSON.stringify({
    type: notice.type,
    timestamp: notice.createdAt,
    data: {
      offerId: o.id, requestId: o.booking_id, version: Number(o.version), listing: o.listing || null,
      checkIn: o.check_in, checkOut: o.check_out, currency: o.currency, total: Number(o.total), deposit: Number(o.deposit),
      balanceDue: o.balance_due, expiresAt: o.expires_at, state,
      ...(notice.type === 'offer.paid' && { paidBy: o.paid_by }),
      ...(notice.payment && { payment: notice.payment }),
    },
  });
}
