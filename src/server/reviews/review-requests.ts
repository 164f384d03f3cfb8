/**
 * Review requests: one per Booked request (a unique booking id, so two instances or two taps never make
 * two), each with one-time links. A link is 32 random bytes (256 bits) of which only the SHA-256 is
 * stored; it lives 30 days, and the first review sent through any link of a request uses the request up.
 * A guest who opts out is remembered by a hash of their mailbox only.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { mailbox } from '../notify/mailbox';
import { firstName } from '../notify/first-name';
import { replyLocale } from '../reply/reply-language';
import type { Database } from '../store/schema';
import type { OpenedDatabase } from '../store/open';
import { rowOf, type NewReview } from './review-store';
import type { ReviewRequestsTable } from './reviews-schema';

type Db = Pick<OpenedDatabase, 'db' | 'write'>;
export const LINK_DAYS = 30;
const DAY = 86_400_000;

export const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');
export const mailboxHash = (email: string) => hashOf(`bali-review-optout\u0000${mailbox(email.trim())}`);
/** base64url of 32 random bytes: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const couldBeToken = (token: string) => TOKEN.test(token);

export type AskedBooking = { id: string; name: string; email: string; listing?: string | null; locale?: string | null };
export type OpenRequest = Pick<ReviewRequestsTable, 'id' | 'booking_id' | 'listing' | 'lang' | 'first_name' | 'state' | 'mailbox_hash'>;
/** What a link finds: the open request, a used (or expired) one, or nothing. */
export type LinkState = { state: 'open'; request: OpenRequest } | { state: 'gone' } | { state: 'unknown' };

export function reviewRequests({ db, write }: Db) {
  async function find(trx: Kysely<Database>, token: string, now: Date): Promise<LinkState> {
    if (!couldBeToken(token)) return { state: 'unknown' };
    const row = await trx
      .selectFrom('review_tokens')
      .innerJoin('review_requests', 'review_requests.id', 'review_tokens.request_id')
      .select(['review_requests.id', 'booking_id', 'listing', 'lang', 'first_name', 'state', 'mailbox_hash', 'expires_at'])
      .where('token_hash', '=', hashOf(token))
      .executeTakeFirst();
    if (!row) return { state: 'unknown' };
    if (row.state === 'used' || row.expires_at <= now.toISOString()) return { state: 'gone' };
    return { state: 'open', request: row };
  }

  return {
    /**
     * Makes the booking's review request unless it has one or its guest opted out; undefined then.
     * Run it inside the transaction that queues the e-mail, so the two are made together or not at all.
     */
    async ask(trx: Kysely<Database>, booking: AskedBooking, askedBy: 'email' | 'owner', now: Date): Promise<string | undefined> {
      const hash = mailboxHash(booking.email);
      const out = await trx.selectFrom('review_optouts').select('mailbox_hash').where('mailbox_hash', '=', hash).executeTakeFirst();
      if (out) return undefined;
      const id = randomUUID();
      const inserted = await trx
        .insertInto('review_requests')
        .values({
          id, booking_id: booking.id, listing: booking.listing ?? '', mailbox_hash: hash, lang: replyLocale(booking.locale ?? undefined).language,
          first_name: firstName(booking.name), asked_by: askedBy, state: 'open', created_at: now.toISOString(), used_at: null,
        })
        .onConflict((oc) => oc.column('booking_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id;
    },

    /** The booking's request, made now by the owner if it has none; `optedOut` when the guest said no. */
    async forOwner(booking: AskedBooking, now: Date): Promise<{ request?: ReviewRequestsTable; optedOut?: true }> {
      return write(async (trx) => {
        await this.ask(trx, booking, 'owner', now);
        const request = await trx.selectFrom('review_requests').selectAll().where('booking_id', '=', booking.id).executeTakeFirst();
        return request ? { request } : { optedOut: true };
      });
    },

    /** A new link for the request (each e-mail attempt or owner's tap makes one; any of them works once). */
    async link(requestId: string, now: Date): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const expires = new Date(now.getTime() + LINK_DAYS * DAY).toISOString();
      await db.insertInto('review_tokens').values({ token_hash: hashOf(token), request_id: requestId, expires_at: expires }).execute();
      return token;
    },

    open: (token: string, now: Date) => find(db, token, now),

    /** Stores the guest's review as pending and uses the request up, in one transaction. */
    async submit(token: string, review: Omit<NewReview, 'listing' | 'source' | 'requestId'>, now: Date): Promise<LinkState> {
      return write(async (trx) => {
        const link = await find(trx, token, now);
        if (link.state !== 'open') return link;
        const used = await trx
          .updateTable('review_requests')
          .set({ state: 'used', used_at: now.toISOString() })
          .where('id', '=', link.request.id)
          .where('state', '!=', 'used')
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) === 0) return { state: 'gone' } as const;
        await trx.insertInto('reviews').values(rowOf({ ...review, listing: link.request.listing, source: 'guest', requestId: link.request.id }, now)).execute();
        return link;
      });
    },

    /** Remembers that this guest wants no more review requests (any link of theirs works, used or not). */
    async optOut(token: string, now: Date): Promise<boolean> {
      if (!couldBeToken(token)) return false;
      const row = await db
        .selectFrom('review_tokens')
        .innerJoin('review_requests', 'review_requests.id', 'review_tokens.request_id')
        .select('mailbox_hash')
        .where('token_hash', '=', hashOf(token))
        .executeTakeFirst();
      if (!row) return false;
      await db.insertInto('review_optouts').values({ mailbox_hash: row.mailbox_hash, created_at: now.toISOString() }).onConflict((oc) => oc.column('mailbox_hash').doNothing()).execute();
      return true;
    },

    async optedOut(email: string): Promise<boolean> {
      return Boolean(await db.selectFrom('review_optouts').select('mailbox_hash').where('mailbox_hash', '=', mailboxHash(email)).executeTakeFirst());
    },

    async bounced(bookingId: string): Promise<void> {
      await db.updateTable('review_requests').set({ state: 'bounced' }).where('booking_id', '=', bookingId).where('state', '=', 'open').execute();
    },

    byBooking: (bookingId: string) => db.selectFrom('review_requests').selectAll().where('booking_id', '=', bookingId).executeTakeFirst(),
  };
}

export type ReviewRequests = ReturnType<typeof reviewRequests>;
