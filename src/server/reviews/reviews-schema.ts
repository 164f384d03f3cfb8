/** The reviews' tables as Kysely sees them (`0019_reviews`). */
import type { ReviewSource, ReviewStatus } from '../../inbox/reviews-api-types';

export interface ReviewsTable {
  id: string;
  listing: string;
  rating: number;
  text: string;
  name: string;
  /** BCP 47 tag of the text, '' when unknown. */
  lang: string;
  /** The stay's or the review's day, `YYYY-MM-DD`. */
  day: string;
  source: ReviewSource;
  status: ReviewStatus;
  reply: string | null;
  /** 1 or 0 on both databases. */
  pinned: number;
  position: number;
  consent_at: string | null;
  /** When the owner attested that an imported review is real. */
  attested_at: string | null;
  request_id: string | null;
  created_at: string;
  /** The browser check of a guest's review (`0021_review_check`): `passed`, a proof signal, or null when none ran. */
  browser_check: string | null;
}

export interface ReviewRequestsTable {
  id: string;
  booking_id: string;
  listing: string;
  /** SHA-256 of the guest's mailbox (plus-tags and Gmail's dots removed): matched against opt-outs. */
  mailbox_hash: string;
  lang: string;
  first_name: string;
  asked_by: 'email' | 'owner';
  state: 'open' | 'used' | 'bounced';
  created_at: string;
  used_at: string | null;
}

export interface ReviewTokensTable {
  token_hash: string;
  request_id: string;
  expires_at: string;
}

export interface ReviewOptoutsTable {
  mailbox_hash: string;
  created_at: string;
}

export interface ReviewsTables {
  reviews: ReviewsTable;
  review_requests: ReviewRequestsTable;
  review_tokens: ReviewTokensTable;
  review_optouts: ReviewOptoutsTable;
}
