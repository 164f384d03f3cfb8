/** What a payment provider needs to take a deposit for one offer version. Amounts in the currency's unit. */
export interface OfferPayment {
  offerId: string;          // the offer version's id (stable, not the token)
  listing: string;
  currency: string;         // ISO 4217, upper case: IDR, USD, AUD, EUR
  amount: number;           // the deposit now, integer in the currency's unit (whole rupiah, cents)
  description: string;      // "Villa Sunset · 3–6 March 2027 · deposit"
  guestEmail?: string;
  locale: string;           // the request's language (en, id, zh, zh-Hant, ko, ja, fr, de)
  expiresAt: Date;          // the offer's expiry
  successUrl: string;       // the guest's offer page (…/offer/<token>?paid=1) — never trusted for settlement
  cancelUrl: string;        // the guest's offer page
}
export interface PaymentStart { url: string; providerRef: string }   // where to send the guest; session/invoice id
/** A verified provider event about one offer. `eventId` is unique per provider event (for once-only). */
export interface PaymentEvent {
  provider: 'stripe' | 'xendit';
  eventId: string;
  offerId: string;
  providerRef: string;
  kind: 'paid' | 'expired';
  amount: number;           // integer in the currency's unit
  currency: string;
}
export type WebhookResult =
  | { ok: true; event: PaymentEvent | null }           // null: a verified event we ignore (other types)
  | { ok: false; status: 400 | 401; error: string };  // forged, stale, malformed
export interface PaymentProvider {
  readonly name: 'stripe' | 'xendit';
  /** A reason the provider refuses this deposit (currency, amount, decimals), or undefined. */
  refuses(currency: string, amount: number): string | undefined;
  start(payment: OfferPayment, now: Date): Promise<PaymentStart>;
  /** Ends an open session/invoice (withdrawal, new version). Never throws for an already-ended one. */
  cancel(providerRef: string): Promise<void>;
  /** Verifies and reads a webhook/callback body. Pure apart from the clock; no database. */
  readWebhook(rawBody: string, headers: Headers, now: Date): WebhookResult;
}
