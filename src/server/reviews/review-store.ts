/**
 * Reviews through Kysely, the same on SQLite and PostgreSQL: the public list (approved only: pinned first,
 * then position, then newest; at most 50), the summary, the owner's list and changes, and imports written
 * in one transaction (a file is stored whole or not at all).
 */
import { randomUUID } from 'node:crypto';
import type { AdminReview, PublicReview, ReviewChange, ReviewSource, ReviewStatus, ReviewSummary } from '../../inbox/reviews-api-types';
import type { OpenedDatabase } from '../store/open';
import type { ReviewsTable } from './reviews-schema';

type Db = Pick<OpenedDatabase, 'db' | 'write'>;

/** At most this many reviews in the public list: a carousel never shows more. */
export const PUBLIC_LIMIT = 50;

export type NewReview = {
  listing: string;
  rating: number;
  text: string;
  name: string;
  lang: string;
  day: string;
  source: ReviewSource;
  consentAt?: string;
  attestedAt?: string;
  requestId?: string;
  /** `passed` or the proof's signal when the spam shield checked the guest's browser. */
  browserCheck?: string;
};

const publicOf = (row: ReviewsTable): PublicReview => ({
  id: row.id,
  name: row.name,
  text: row.text,
  rating: Number(row.rating),
  date: row.day,
  source: row.source,
  lang: row.lang,
  reply: row.reply,
});

const adminOf = (row: ReviewsTable): AdminReview => ({
  ...publicOf(row),
  listing: row.listing,
  status: row.status,
  pinned: Number(row.pinned) === 1,
  position: Number(row.position),
  requestId: row.request_id,
  consentAt: row.consent_at,
  browserCheck: row.browser_check ?? null,
});

export const rowOf = (review: NewReview, now: Date): ReviewsTable => ({
  id: randomUUID(),
  listing: review.listing,
  rating: review.rating,
  text: review.text,
  name: review.name,
  lang: review.lang,
  day: review.day,
  source: review.source,
  status: 'pending',
  reply: null,
  pinned: 0,
  position: 0,
  consent_at: review.consentAt ?? null,
  attested_at: review.attestedAt ?? null,
  request_id: review.requestId ?? null,
  created_at: now.toISOString(),
  browser_check: review.browserCheck ?? null,
});

export function reviewStore({ db, write }: Db) {
  const ordered = () =>
    db.selectFrom('reviews').selectAll().orderBy('pinned', 'desc').orderBy('position', 'asc').orderBy('day', 'desc').orderBy('created_at', 'desc');
  return {
    async approved(listing: string): Promise<PublicReview[]> {
      const rows = await ordered().where('listing', '=', listing).where('status', '=', 'approved').limit(PUBLIC_LIMIT).execute();
      return rows.map(publicOf);
    },

    async summary(listing: string): Promise<ReviewSummary> {
      const row = await db
        .selectFrom('reviews')
        .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum<number>('rating').as('total')])
        .where('listing', '=', listing)
        .where('status', '=', 'approved')
        .executeTakeFirstOrThrow();
      const count = Number(row.count);
      // One decimal, half up, from integers: 4.25 is 4.3 whatever floating point makes of it.
      return { count, average: count ? Math.round((Number(row.total) * 10) / count + 1e-9) / 10 : null };
    },

    async list(filter: { listing?: string; status?: ReviewStatus }): Promise<AdminReview[]> {
      let query = ordered();
      if (filter.listing !== undefined) query = query.where('listing', '=', filter.listing);
      if (filter.status) query = query.where('status', '=', filter.status);
      return (await query.limit(1000).execute()).map(adminOf);
    },

    /** Every listing with reviews or requests, the default one (`''`) always among them. */
    async listings(): Promise<string[]> {
      const [reviewed, requested] = await Promise.all([
        db.selectFrom('reviews').select('listing').distinct().execute(),
        db.selectFrom('bookings').select('listing').distinct().where('listing', 'is not', null).execute(),
      ]);
      return [...new Set(['', ...reviewed.map((r) => r.listing), ...requested.map((r) => r.listing ?? '')])].sort();
    },

    async get(id: string): Promise<AdminReview | undefined> {
      const row = await db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
      return row && adminOf(row);
    },

    async change(id: string, change: ReviewChange): Promise<AdminReview | undefined> {
      const set: Partial<ReviewsTable> = {
        ...(change.status !== undefined && { status: change.status }),
        ...(change.reply !== undefined && { reply: change.reply }),
        ...(change.pinned !== undefined && { pinned: change.pinned ? 1 : 0 }),
        ...(change.position !== undefined && { position: change.position }),
      };
      if (Object.keys(set).length) await db.updateTable('reviews').set(set).where('id', '=', id).execute();
      return this.get(id);
    },

    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('reviews').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Stores every review or none. */
    async importAll(reviews: readonly NewReview[], now: Date): Promise<number> {
      if (!reviews.length) return 0;
      await write(async (trx) => {
        for (let i = 0; i < reviews.length; i += 100) {
          await trx.insertInto('reviews').values(reviews.slice(i, i + 100).map((r) => rowOf(r, now))).execute();
        }
      });
      return reviews.length;
    },
  };
}

export type ReviewStore = ReturnType<typeof reviewStore>;
