/**
 * Making and reading offers. A new version replaces every live one of its request (their links answer
 * 410); a hold is refused while another request's live hold covers any of the nights, and the check and
 * the insert run under one per-listing lock so two instances cannot both win.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/schema';
import type { OpenedDatabase } from '../store/open';
import { replyLocale } from '../reply/reply-language';
import type { OfferDraft } from './offer-draft';
import { offerView, stateAt, type OfferView } from './offer-view';
import type { OffersTable } from './offers-schema';

export type OffersDb = Pick<OpenedDatabase, 'db' | 'write' | 'dialect'>;

/** 24 random bytes: 192 bits, 32 URL-safe characters. Only the SHA-256 is stored. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type CreateResult =
  | { outcome: 'created'; offer: OfferView; token: string }
  | { outcome: 'missing' }
  | { outcome: 'held'; requestId: string; name: string; checkIn: string; checkOut: string };

/** Queues a notice in the offer's own transaction: a change and its announcement commit together. */
export async function queueNotice(trx: Kysely<Database>, offer: Pick<OffersTable, 'id' | 'booking_id'>, type: string, now: Date, audience: 'owner' | 'guest' = 'owner', payload: string | null = null) {
  await trx.insertInto('offer_notices').values({ id: randomUUID(), offer_id: offer.id, booking_id: offer.booking_id, type, audience, state: 'pending', payload, created_at: now.toISOString() }).execute();
}

/** Serialises hold checks per listing: an advisory lock on PostgreSQL; SQLite's write lock already does. */
export async function lockListing(trx: Kysely<Database>, dialect: OffersDb['dialect'], listing: string) {
  if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtext(${`offers:${listing}`}))`.execute(trx);
}

/** Another request's live hold on any of the nights, if there is one. */
export async function otherHold(trx: Kysely<Database>, listing: string, bookingId: string, checkIn: string, checkOut: string, now: Date) {
  return trx
    .selectFrom('offers')
    .innerJoin('bookings', 'bookings.id', 'offers.booking_id')
    .select(['offers.booking_id', 'bookings.name', 'offers.check_in', 'offers.check_out'])
    .where('offers.listing', '=', listing)
    .where('offers.hold', '=', 1)
    .where('offers.state', 'in', ['open', 'accepted'])
    .where('offers.expires_at', '>', now.toISOString())
    .where('offers.booking_id', '<>', bookingId)
    .where('offers.check_in', '<', checkOut)
    .where('offers.check_out', '>', checkIn)
    .executeTakeFirst();
}

export function offersStore(store: OffersDb) {
  const { db } = store;
  return {
    /** `linkFor` makes the guest's link from the new token; with `email`, the guest's e-mail is queued with it. */
    async create(bookingId: string, draft: OfferDraft, now: Date, email?: { linkFor: (token: string) => string }): Promise<CreateResult> {
      return store.write(async (trx) => {
        const booking = await trx.selectFrom('bookings').select(['id', 'listing', 'check_in', 'check_out', 'locale']).where('id', '=', bookingId).executeTakeFirst();
        if (!booking) return { outcome: 'missing' as const };
        const listing = booking.listing ?? '';
        await lockListing(trx, store.dialect, listing);
        if (draft.hold) {
          const other = await otherHold(trx, listing, bookingId, booking.check_in, booking.check_out, now);
          if (other) return { outcome: 'held' as const, requestId: other.booking_id, name: other.name, checkIn: other.check_in, checkOut: other.check_out };
        }
        const at = now.toISOString();
        const last = await trx.selectFrom('offers').select((eb) => eb.fn.max('version').as('v')).where('booking_id', '=', bookingId).executeTakeFirst();
        await trx.updateTable('offers').set({ state: 'replaced', ended_at: at }).where('booking_id', '=', bookingId).where('state', 'in', ['open', 'accepted']).execute();
        const token = randomBytes(24).toString('base64url');
        const row: OffersTable = {
          id: randomUUID(), booking_id: bookingId, version: Number(last?.v ?? 0) + 1, listing, token_hash: hashToken(token), state: 'open',
          check_in: booking.check_in, check_out: booking.check_out, currency: draft.currency, lines: JSON.stringify(draft.lines),
          total: draft.total, deposit: draft.deposit, deposit_note: draft.depositNote ?? null, balance_due: draft.balanceDue ?? null,
          expires_at: draft.expiresAt, hold: draft.hold ? 1 : 0, terms: draft.terms, terms_version: draft.termsVersion,
          locale: replyLocale(booking.locale ?? undefined).language, created_at: at, accepted_at: null, accepted_terms: null,
          accepted_locale: null, adults: null, children: null, arrival_time: null, paid_at: null, paid_by: null, ended_at: null,
        };
        await trx.insertInto('offers').values(row).execute();
        await queueNotice(trx, row, 'offer.sent', now);
        if (email) await queueNotice(trx, row, 'offer.email', now, 'guest', JSON.stringify({ link: email.linkFor(token) }));
        return { outcome: 'created' as const, offer: offerView(row, now), token };
      });
    },

    /** Every version of a request's offers, newest first. */
    async list(bookingId: string, now: Date): Promise<OfferView[]> {
      const rows = await db.selectFrom('offers').selectAll().where('booking_id', '=', bookingId).orderBy('version', 'desc').execute();
      return rows.map((row) => offerView(row, now));
    },

    async byId(id: string): Promise<OffersTable | undefined> {
      return db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The offer behind a guest's link (any state), or undefined for a token nobody was given. */
    async byToken(token: string): Promise<OffersTable | undefined> {
      if (!TOKEN_SHAPE.test(token)) return undefined;
      return db.selectFrom('offers').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
    },

    /** Live holds overlapping `[from, to)` of a listing, for busy nights (no guest data). */
    async holds(listing: string, from: string, to: string, now: Date) {
      const rows = await db
        .selectFrom('offers')
        .select(['id', 'booking_id', 'check_in', 'check_out', 'state', 'expires_at'])
        .where('listing', '=', listing)
        .where('hold', '=', 1)
        .where('state', 'in', ['open', 'accepted'])
        .where('expires_at', '>', now.toISOString())
        .where('check_out', '>', from)
        .where('check_in', '<', to)
        .execute();
      return rows.filter((r) => stateAt(r, now) !== 'expired');
    },

    /** The notices queued for an offer's request, oldest first (the owner's inbox and the tests read them). */
    async notices(bookingId: string) {
      return db.selectFrom('offer_notices').select(['type', 'audience', 'offer_id', 'created_at']).where('booking_id', '=', bookingId).orderBy('created_at').execute();
    },
  };
}

export type OffersStore = ReturnType<typeof offersStore>;
