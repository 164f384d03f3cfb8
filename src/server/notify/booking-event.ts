import type { StoredRequestFields } from '../../booking-request';
import type { QuoteSnapshot } from '../pricing/quote-snapshot';

/** The booking as the notifications see it: the stored request plus where it came from. */
export type NotifiedBooking = StoredRequestFields & {
  id: string;
  /** ISO 8601 instant (UTC) when the request was stored. */
  createdAt: string;
  /** The listing slug from the endpoint's `?listing=`, when the page named one. */
  listing?: string | null;
  /** The guest's language, the first tag of their browser's `Accept-Language` (e.g. `ko-KR`). */
  locale?: string | null;
  /** The receiver's estimate stored with the request, when the listing has rates. */
  quote?: QuoteSnapshot;
};

/** The channels a booking is announced on. */
export const CHANNELS = ['email', 'webhook', 'push', 'acknowledgement', 'review'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * The outcome of one attempt. `error` is short and never holds personal data (an SMTP server's reply may
 * echo the guest's or owner's address, so only codes are kept).
 */
export type AttemptResult =
  | { outcome: 'delivered'; status?: number }
  /** Try again on the schedule. */
  | { outcome: 'failed'; status?: number; error: string }
  /** Never try again (a webhook answered 410 Gone, or the booking was erased). */
  | { outcome: 'gone'; status?: number; error: string };

/** What the dispatcher's claim already read of a delivery: the offer notice it carries (null: none). */
export type Claimed = { noticeId: string | null };

/**
 * Sends one booking on one channel; `deliveryId` is stable across retries (the webhook-id). `close` ends
 * what the channel keeps open (SMTP connections); the dispatcher calls it when it stops.
 */
export type Deliver = ((booking: NotifiedBooking, deliveryId: string, claimed?: Claimed) => Promise<AttemptResult>) & { close?: () => void };
