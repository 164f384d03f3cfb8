/**
 * Reads a Stripe webhook: the `Stripe-Signature` header checked by the `stripe` package against the signing
 * secret, the timestamp within 300 s of the injected clock either way (the package checks only the past),
 * then the Checkout events an offer cares about. A session this receiver did not make (no `offerId` in its
 * metadata: the owner's other sales on the same account) is a verified event to ignore.
 */
import Stripe from 'stripe';
import type { PaymentEvent, WebhookResult } from './payment-provider';
import { fromStripeMinor } from './stripe-currencies';

/** Stripe's own default: an event signed longer ago (or later) than this is refused as a replay. */
export const STRIPE_TOLERANCE_SECONDS = 300;

const PAID = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

type Session = {
  id?: unknown;
  payment_status?: unknown;
  amount_total?: unknown;
  currency?: unknown;
  metadata?: { offerId?: unknown } | null;
};

const refused = (error: string): WebhookResult => ({ ok: false, status: 400, error });

export function readStripeWebhook(webhooks: typeof Stripe.webhooks, secret: string, rawBody: string, headers: Headers, now: Date): WebhookResult {
  const header = headers.get('stripe-signature');
  if (!header) return refused('The Stripe-Signature header is missing.');
  let event: Stripe.Event;
  try {
    event = webhooks.constructEvent(rawBody, header, secret, STRIPE_TOLERANCE_SECONDS, undefined, now.getTime());
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) return refused('The body is not a JSON Stripe event.');
    return refused(/tolerance/i.test(error.message) ? 'The event is too old: its signature is outside the 300 s tolerance.' : 'The Stripe signature does not match the body.');
  }
  const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(header)?.[1]);
  if (!(Math.abs(now.getTime() / 1000 - signedAt) <= STRIPE_TOLERANCE_SECONDS)) return refused('The event\u2019s signature time is outside the 300 s tolerance.');
  if (!event || typeof event !== 'object' || typeof event.type !== 'string' || typeof event.id !== 'string') return refused('The body is not a Stripe event.');
  const kind = PAID.has(event.type) ? 'paid' : event.type === 'checkout.session.expired' ? 'expired' : undefined;
  if (!kind) return { ok: true, event: null };
  const session = (event.data as { object?: Session } | undefined)?.object;
  if (!session || typeof session !== 'object' || typeof session.id !== 'string') return refused('The event carries no Checkout Session.');
  const offerId = session.metadata?.offerId;
  if (typeof offerId !== 'string' || !offerId) return { ok: true, event: null };
  // `completed` with `unpaid` is a bank debit still on its way; its `async_payment_succeeded` settles it.
  if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid') return { ok: true, event: null };
  const currency = typeof session.currency === 'string' ? session.currency.toUpperCase() : '';
  const amount = typeof session.amount_total === 'number' ? fromStripeMinor(currency, session.amount_total) : undefined;
  if (amount === undefined) return refused('The Checkout Session\u2019s amount or currency is not one an offer uses.');
  // Per session and kind: a redelivery, and a bank debit's `async_payment_succeeded` after its `completed`, are one payment.
  const payment: PaymentEvent = { provider: 'stripe', eventId: `${session.id}:${kind}`, offerId, providerRef: session.id, kind, amount, currency };
  return { ok: true, event: payment };
}
