/** The offer tables as Kysely sees them (migration `0017_offers`). */

/** Stored states; `expired` is also read from `expires_at` before the sweeper writes it. */
export type OfferState = 'open' | 'accepted' | 'paid' | 'expired' | 'withdrawn' | 'unavailable' | 'replaced';

export interface OffersTable {
  id: string;
  booking_id: string;
  version: number;
  /** `''` is the default listing. */
  listing: string;
  /** SHA-256 (hex) of the guest's link token; the token itself is never stored. */
  token_hash: string;
  state: OfferState;
  check_in: string;
  check_out: string;
  currency: string;
  /** JSON `{ label, amount }[]`, amounts in the currency's unit. */
  lines: string;
  total: number | string;
  deposit: number | string;
  deposit_note: string | null;
  /** The day the balance is due; null when everything is due now. */
  balance_due: string | null;
  expires_at: string;
  hold: number;
  terms: string;
  terms_version: string;
  locale: string;
  created_at: string;
  accepted_at: string | null;
  accepted_terms: string | null;
  accepted_locale: string | null;
  adults: number | null;
  children: number | null;
  arrival_time: string | null;
  paid_at: string | null;
  paid_by: string | null;
  ended_at: string | null;
}

/** One row per provider event (`provider:eventId`): applied, a conflict, or ignored. */
export interface OfferPaymentsTable {
  event_key: string;
  offer_id: string;
  provider: string;
  kind: string;
  amount: number | string;
  currency: string;
  outcome: 'paid' | 'conflict' | 'ignored';
  reason: string | null;
  received_at: string;
}

/** What the owner (push, webhook) and the guest (e-mail) are told about an offer, queued in its transaction. */
export interface OfferNoticesTable {
  id: string;
  offer_id: string;
  booking_id: string;
  type: string;
  audience: 'owner' | 'guest';
  state: 'pending' | 'sent';
  /** What the message needs that is stored nowhere else (the guest's link for an e-mail); cleared once sent. */
  payload: string | null;
  created_at: string;
}

/** A provider's checkout session or invoice, ended when the offer is withdrawn or replaced. */
export interface OfferCheckoutsTable {
  provider_ref: string;
  offer_id: string;
  provider: string;
  created_at: string;
}

export interface OfferLeasesTable {
  name: string;
  owner: string;
  lease_until: string;
}

export interface OfferTables {
  offers: OffersTable;
  offer_payments: OfferPaymentsTable;
  offer_notices: OfferNoticesTable;
  offer_leases: OfferLeasesTable;
  offer_checkouts: OfferCheckoutsTable;
}
