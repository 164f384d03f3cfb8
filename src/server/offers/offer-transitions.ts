/**
 * What happens to an offer after it is sent: withdrawn by the owner, accepted by the guest (terms
 * version, time and language; no IP), paid (the bank path by the owner's tap, a provider's verified
 * event otherwise). Paid books the request. A provider event is applied once per event id; a payment
 * for an offer that is no longer live, or a second one, is recorded as a conflict and alerted, and
 * nothing is booked.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import type { PaymentEvent } from './payment-provider';
import { isLive, offerView, stateAt, type OfferView } from './offer-view';
import type { OffersTable } from './offers-schema';
import { hashToken, queueNotice, TOKEN_SHAPE, type OffersDb } from './offers-store';

export type Acceptance = { adults: number; children: number; arrivalTime?: string; termsVersion: string; locale: string };
export type Change = { outcome: 'done'; offer: OfferView } | { outcome: 'missing' } | { outcome: 'refused'; state: string; message: string };

async function fresh(trx: Kysely<Database>, where: { id: string } | { tokenHash: string }) {
  const query = trx.selectFrom('offers').selectAll();
  return ('id' in where ? query.where('id', '=', where.id) : query.where('token_hash', '=', where.tokenHash)).executeTakeFirst();
}

/** Marks the offer paid and its request Booked, and queues the owner's alert and the guest's confirmation. */
async function book(trx: Kysely<Database>, row: OffersTable, by: string, now: Date) {
  const at = now.toISOString();
  await trx.updateTable('offers').set({ state: 'paid', paid_at: at, paid_by: by }).where('id', '=', row.id).execute();
  await trx.updateTable('bookings').set({ status: 'booked' }).where('id', '=', row.booking_id).execute();
  await queueNotice(trx, row, 'offer.paid', now);
  await queueNotice(trx, row, 'offer.confirmation', now, 'guest');
  return { ...row, state: 'paid' as const, paid_at: at, paid_by: by };
}

export function offerTransitions(store: OffersDb) {
  return {
    async withdraw(id: string, now: Date): Promise<Change> {
      return store.write(async (trx) => {
        const row = await fresh(trx, { id });
        if (!row) return { outcome: 'missing' as const };
        const state = stateAt(row, now);
        if (!isLive(state)) return { outcome: 'refused' as const, state, message: `This offer is ${state}; only an open or accepted offer can be withdrawn.` };
        const at = now.toISOString();
        await trx.updateTable('offers').set({ state: 'withdrawn', ended_at: at }).where('id', '=', id).execute();
        await queueNotice(trx, row, 'offer.withdrawn', now);
        return { outcome: 'done' as const, offer: offerView({ ...row, state: 'withdrawn', ended_at: at }, now) };
      });
    },

    /** The guest's Accept. A second Accept of the same version is refused and changes nothing. */
    async accept(token: string, acceptance: Acceptance, now: Date): Promise<Change> {
      if (!TOKEN_SHAPE.test(token)) return { outcome: 'missing' };
      return store.write(async (trx) => {
        const row = await fresh(trx, { tokenHash: hashToken(token) });
        if (!row) return { outcome: 'missing' as const };
        const state = stateAt(row, now);
        if (state !== 'open') return { outcome: 'refused' as const, state, message: state === 'accepted' ? 'This offer was accepted already.' : `This offer is ${state}.` };
        if (acceptance.termsVersion !== row.terms_version) return { outcome: 'refused' as const, state, message: 'The terms changed: reload the page and read them again.' };
        const accepted = {
          state: 'accepted' as const, accepted_at: now.toISOString(), accepted_terms: row.terms_version, accepted_locale: acceptance.locale,
          adults: acceptance.adults, children: acceptance.children, arrival_time: acceptance.arrivalTime ?? null,
        };
        await trx.updateTable('offers').set(accepted).where('id', '=', row.id).where('state', '=', 'open').execute();
        await queueNotice(trx, row, 'offer.accepted', now);
        return { outcome: 'done' as const, offer: offerView({ ...row, ...accepted }, now) };
      });
    },

    /** The owner saw the bank transfer: the offer is paid and the request Booked. */
    async depositReceived(id: string, now: Date): Promise<Change> {
      return store.write(async (trx) => {
        const row = await fresh(trx, { id });
        if (!row) return { outcome: 'missing' as const };
        const state = stateAt(row, now);
        if (!isLive(state)) return { outcome: 'refused' as const, state, message: `This offer is ${state}; make a new offer to book these dates.` };
        return { outcome: 'done' as const, offer: offerView(await book(trx, row, 'bank', now), now) };
      });
    },

    /**
     * A verified provider event, applied once per event id: `applied` books a live offer, `conflict`
     * records a payment for an offer that is no longer live (or paid twice) and alerts the owner.
     */
    async applyPayment(event: PaymentEvent, now: Date): Promise<'applied' | 'replayed' | 'conflict' | 'unknown' | 'ignored'> {
      return store.write(async (trx) => {
        const key = `${event.provider}:${event.eventId}`;
        const seen = await trx.selectFrom('offer_payments').select('event_key').where('event_key', '=', key).executeTakeFirst();
        if (seen) return 'replayed' as const;
        const row = await fresh(trx, { id: event.offerId });
        if (!row) return 'unknown' as const;
        const state = stateAt(row, now);
        const record = (outcome: 'paid' | 'conflict' | 'ignored', reason: string | null) =>
          trx.insertInto('offer_payments').values({
            event_key: key, offer_id: row.id, provider: event.provider, kind: event.kind, amount: event.amount, currency: event.currency, outcome, reason, received_at: now.toISOString(),
          }).execute();
        if (event.kind === 'expired') {
          await record('ignored', null);
          return 'ignored' as const;
        }
        const wrongAmount = event.currency !== row.currency || event.amount < Number(row.deposit);
        if (isLive(state) && !wrongAmount) {
          await record('paid', null);
          await book(trx, row, event.provider, now);
          return 'applied' as const;
        }
        await record('conflict', wrongAmount ? `amount ${event.amount} ${event.currency}` : state === 'paid' ? 'paid twice' : `offer ${state}`);
        await queueNotice(trx, row, 'offer.conflict', now);
        return 'conflict' as const;
      });
    },
  };
}
