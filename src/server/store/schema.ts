/**
 * The tables as Kysely sees them, and the booking types the store reads and writes. Times are ISO 8601 UTC
 * strings in TEXT columns on both dialects: the same behaviour everywhere and a plain string compare.
 * A migration that adds a table adds its interface to {@link Database} here.
 */
import type { Generated, Kysely } from 'kysely';
import type { BookingRequest } from '../../booking-request';
import type { CalendarTables } from '../calendar/calendar-schema';
import type { OfferTables } from '../offers/offers-schema';
import type { OutboxTables } from '../notify/outbox-schema';
import type { PricingTables } from '../pricing/pricing-schema';
import type { QuoteSnapshot } from '../pricing/quote-snapshot';
import type { ReviewsTables } from '../reviews/reviews-schema';

export type Dialect = 'sqlite' | 'postgres';

/**
 * Where a request stands for the owner: new until answered, then replied, booked (it became a stay) or
 * archived; spam is the spam shield's verdict (or the owner's), never notified.
 */
export const BOOKING_STATUSES = ['new', 'replied', 'booked', 'archived', 'spam'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface BookingsTable {
  id: string;
  created_at: string;
  name: string;
  email: string;
  whatsapp: string;
  check_in: string;
  check_out: string;
  budget_currency: string;
  budget_amount: number;
  /** JSON array of travel tags. */
  travel_type: string;
  idempotency_key: string | null;
  body_hash: string;
  listing: string | null;
  locale: string | null;
  status: Generated<BookingStatus>;
  replied_at: string | null;
  /** What the spam shield or the daily limit saw (comma-separated), null when nothing. */
  signals: Generated<string | null>;
  /** The estimate recomputed when the request was stored (JSON `QuoteSnapshot`), null without rates. */
  quote: Generated<string | null>;
}

/** The spam shield's shared secret and its used solutions (`0008_spam`). */
export interface SpamSettingsTable {
  name: string;
  value: string;
}
export interface SpamProofsTable {
  challenge: string;
  idempotency_key: string;
  expires_at: string;
}

/** One row per counted request: the sliding-window rate limit shared by every instance on one database. */
export interface RateLimitHitsTable {
  bucket: string;
  hit_at: string;
}

export interface Database extends OutboxTables, CalendarTables, PricingTables, OfferTables, ReviewsTables {
  bookings: BookingsTable;
  rate_limit_hits: RateLimitHitsTable;
  spam_settings: SpamSettingsTable;
  spam_proofs: SpamProofsTable;
}

/** A booking as stored and as listed to the site owner. */
export type StoredBooking = BookingRequest & {
  /** Random UUID, also the `id` in the `201` answer. */
  id: string;
  /** ISO 8601 instant (UTC) when the request was stored. */
  createdAt: string;
  /** The listing (villa) the request is for, when the page said so. */
  listing?: string;
  /** The guest's language (BCP 47), when the page said so. */
  locale?: string;
  status: BookingStatus;
  /** ISO 8601 instant (UTC) of the first reply. */
  repliedAt?: string;
  /** What the spam shield or the daily limit saw (`proof-missing`, `honeypot`, `daily-limit`, …). */
  signals?: string[];
  /** The estimate from the listing's rates when the request was stored (recomputed by the receiver). */
  quote?: QuoteSnapshot;
};

/** What to store: the validated request plus the bookkeeping the handler computed. */
export type NewBooking = {
  id: string;
  createdAt: string;
  booking: BookingRequest;
  listing?: string;
  locale?: string;
  /** The client's `Idempotency-Key`, if it sent one. */
  idempotencyKey?: string;
  /** SHA-256 (hex) of the canonical request, compared when a key is reused. */
  bodyHash: string;
  /** `spam` stores the request without notifying anyone; default `new`. */
  status?: 'new' | 'spam';
  /** What the spam shield saw in the request. */
  signals?: string[];
  /** The receiver's estimate for the stay, when the listing has rates. */
  quote?: QuoteSnapshot;
};

/** Outcome of `save`. */
export type SaveResult =
  | { outcome: 'created'; id: string }
  /** The key was used before with the same body: nothing was stored, `id` is the first booking's. */
  | { outcome: 'replayed'; id: string }
  /** The key was used before with a different body: nothing was stored. */
  | { outcome: 'conflict' };

/** What `find` returns for a key that was used. */
export type StoredKey = { id: string; bodyHash: string };

/** Runs inside the transaction that inserts a new booking (the outbox queues its deliveries there). */
export type SaveHook = (trx: Kysely<Database>, bookingId: string) => Promise<void>;

/** A page of the listing. */
export type ListQuery = {
  /** Rows per page: default 100, at most 1000. */
  limit?: number;
  /** `nextCursor` of the page before. */
  cursor?: string;
  status?: BookingStatus;
  /** Text searched in the name, e-mail, WhatsApp number and listing (case-insensitive). */
  q?: string;
};
export type BookingPage = { bookings: StoredBooking[]; nextCursor?: string };
