/**
 * Stripe Checkout for an offer's deposit, with the owner's secret key and the official `stripe` package. Every
 * call goes through the outbound policy's fetch; `apiBase` points it at a stand-in in tests. A session is made
 * per click and never outlives the offer; only the signed webhook settles it (stripe-webhook.ts).
 */
import Stripe from 'stripe';
import type { OutboundFetch } from '../outbound';
import type { OfferPayment, PaymentProvider, PaymentStart } from './payment-provider';
import { PaymentRefusedError } from './payment-refused';
import { stripeLocale, stripeRefusal, toStripeMinor } from './stripe-currencies';
import { readStripeWebhook } from './stripe-webhook';

export type StripeProviderOptions = {
  /** The account's secret key (`sk_live_…`, `sk_test_…`) or a restricted key that may write Checkout Sessions. */
  secretKey: string;
  /** The webhook endpoint's signing secret (`whsec_…`). */
  webhookSecret: string;
  /** Stripe's API origin; default https://api.stripe.com. */
  apiBase?: string;
  /** The outbound policy's fetch. */
  fetch: OutboundFetch;
};

const MINUTE = 60_000;
/** Stripe takes `expires_at` 30 min to 24 h ahead of its own clock; a minute of margin each side covers the trip. */
const SHORTEST = 31 * MINUTE;
const LONGEST = 24 * 60 * MINUTE - MINUTE;
const REQUEST_TIMEOUT_MS = 20_000;
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,200}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * When the session ends: the offer's expiry, but at most 24 h away; a string when less than Stripe's 30 min
 * are left, so the guest is not sent to a page that closes before the card is typed.
 */
export function checkoutExpiry(offerExpiresAt: Date, now: Date): Date | string {
  const left = offerExpiresAt.getTime() - now.getTime();
  if (left < SHORTEST) return 'The offer ends in less than 30 minutes, too soon for a card payment through Stripe.';
  return new Date(now.getTime() + Math.min(left, LONGEST));
}

/** One click's key: a retried or double-sent request in the same second gets the one session back. */
export function idempotencyKey(offerId: string, now: Date): string {
  return `bali-offer-${offerId}-${Math.floor(now.getTime() / 1000)}`;
}

function apiAddress(apiBase: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiBase);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('The Stripe API base must be an http(s) URL.');
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'https' ? 443 : 80), protocol };
}

export function stripeProvider(options: StripeProviderOptions): PaymentProvider {
  if (!options.secretKey) throw new Error('Stripe needs its secret key (STRIPE_SECRET_KEY).');
  if (!options.webhookSecret) throw new Error('Stripe needs the webhook signing secret (STRIPE_WEBHOOK_SECRET).');
  const stripe = new Stripe(options.secretKey, {
    ...apiAddress(options.apiBase ?? 'https://api.stripe.com'),
    httpClient: Stripe.createFetchHttpClient(options.fetch as typeof fetch),
    maxNetworkRetries: 1,
    timeout: REQUEST_TIMEOUT_MS,
    telemetry: false,
  });

  async function start(payment: OfferPayment, now: Date): Promise<PaymentStart> {
    const refusal = stripeRefusal(payment.currency, payment.amount);
    if (refusal) throw new PaymentRefusedError(refusal);
    const expiresAt = checkoutExpiry(payment.expiresAt, now);
    if (typeof expiresAt === 'string') throw new PaymentRefusedError(expiresAt);
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{
          quantity: 1,
          price_data: {
            currency: payment.currency.toLowerCase(),
            unit_amount: toStripeMinor(payment.currency, payment.amount),
            product_data: { name: payment.description.slice(0, 250) || 'Deposit' },
          },
        }],
        client_reference_id: payment.offerId,
        metadata: { offerId: payment.offerId, listing: payment.listing },
        payment_intent_data: { metadata: { offerId: payment.offerId } },
        expires_at: Math.floor(expiresAt.getTime() / 1000),
        ...(payment.guestEmail && EMAIL.test(payment.guestEmail) ? { customer_email: payment.guestEmail } : {}),
        locale: stripeLocale(payment.locale) as Stripe.Checkout.SessionCreateParams.Locale,
        success_url: payment.successUrl,
        cancel_url: payment.cancelUrl,
      },
      { idempotencyKey: idempotencyKey(payment.offerId, now) },
    );
    if (!session.url) throw new Error('Stripe made the Checkout Session without a payment page URL.');
    return { url: session.url, providerRef: session.id };
  }

  async function cancel(providerRef: string): Promise<void> {
    if (!SESSION_ID.test(providerRef)) throw new Error('Not a Stripe Checkout Session id.');
    try {
      await stripe.checkout.sessions.expire(providerRef);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      // Stripe refuses to expire a session that is complete or expired already, and knows none it never made.
      if (error.statusCode === 404) return;
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      if (session.status !== 'open') return;
      throw error;
    }
  }

  return {
    name: 'stripe',
    refuses: stripeRefusal,
    start,
    cancel,
    readWebhook: (rawBody, headers, now) => readStripeWebhook(stripe.webhooks, options.webhookSecret, rawBody, headers, now),
  };
}
