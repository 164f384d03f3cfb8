import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StandInSession, type StripeStandIn } from '../../../test/doubles/stripe-stand-in';
import { outboundFetch } from '../outbound';
import type { PaymentProvider } from './payment-provider';
import { stripeProvider } from './stripe-provider';

const SECRET = 'whsec_stand_in_signing_secret';
const HOUR = 3_600_000;

let standIn: StripeStandIn;
let stripe: PaymentProvider;
let session: StandInSession;
const now = new Date();
const seconds = Math.floor(now.getTime() / 1000);

beforeAll(async () => {
  standIn = await startStripeStandIn();
  stripe = stripeProvider({ secretKey: standIn.secretKey, webhookSecret: SECRET, apiBase: standIn.url, fetch: outboundFetch({ allowPrivate: true }) });
  const start = await stripe.start({
    offerId: 'offer-7', listing: 'villa-sunset', currency: 'IDR', amount: 4_500_000, description: 'Deposit', locale: 'en',
    expiresAt: new Date(now.getTime() + 10 * HOUR), successUrl: 'https://villa.example/offer/t?paid=1', cancelUrl: 'https://villa.example/offer/t',
  }, now);
  session = standIn.complete(start.providerRef);
});
afterAll(() => standIn.close());

const read = (signed: { body: string; headers: Headers }, at = now) => stripe.readWebhook(signed.body, signed.headers, at);

describe('Stripe webhooks', () => {
  it('reads a paid Checkout Session as the offer\u2019s payment, in whole rupiah again', () => {
    expect(read(standIn.signedEvent('checkout.session.completed', session, SECRET, seconds))).toEqual({
      ok: true,
      event: { provider: 'stripe', eventId: `${session.id}:paid`, offerId: 'offer-7', providerRef: session.id, kind: 'paid', amount: 4_500_000, currency: 'IDR' },
    });
  });

  it('gives a replayed event, and the bank debit\u2019s later success, the one event id: the payment is applied once', () => {
    const first = read(standIn.signedEvent('checkout.session.completed', session, SECRET, seconds));
    const replay = read(standIn.signedEvent('checkout.session.completed', session, SECRET, seconds + 60));
    const debit = read(standIn.signedEvent('checkout.session.async_payment_succeeded', session, SECRET, seconds));
    const ids = [first, replay, debit].map((r) => (r.ok ? r.event?.eventId : r.error));
    expect(new Set(ids)).toEqual(new Set([`${session.id}:paid`]));
  });

  it('waits for a bank debit: `completed` while still unpaid is no payment yet', () => {
    const unpaid = { ...session, payment_status: 'unpaid' as const };
    expect(read(standIn.signedEvent('checkout.session.completed', unpaid, SECRET, seconds))).toEqual({ ok: true, event: null });
    expect(read(standIn.signedEvent('checkout.session.async_payment_succeeded', { ...unpaid, payment_status: 'paid' }, SECRET, seconds))).toMatchObject({ ok: true, event: { kind: 'paid' } });
  });

  it('reads an expired session as expired', () => {
    const expired = { ...session, status: 'expired' as const, payment_status: 'unpaid' as const };
    expect(read(standIn.signedEvent('checkout.session.expired', expired, SECRET, seconds))).toMatchObject({ ok: true, event: { kind: 'expired', eventId: `${session.id}:expired` } });
  });

  it('ignores other event types, and sessions this receiver did not make', () => {
    expect(read(standIn.signedEvent('payment_intent.succeeded', session, SECRET, seconds))).toEqual({ ok: true, event: null });
    expect(read(standIn.signedEvent('checkout.session.async_payment_failed', session, SECRET, seconds))).toEqual({ ok: true, event: null });
    expect(read(standIn.signedEvent('checkout.session.completed', { ...session, metadata: {} }, SECRET, seconds))).toEqual({ ok: true, event: null });
  });

  it('refuses a forged signature, a changed body and a missing header with a 400', () => {
    expect(read(standIn.signedEvent('checkout.session.completed', session, 'whsec_someone_else', seconds))).toMatchObject({ ok: false, status: 400, error: expect.stringMatching(/does not match/) });
    const signed = standIn.signedEvent('checkout.session.completed', session, SECRET, seconds);
    expect(read({ ...signed, body: signed.body.replace('450000000', '100') })).toMatchObject({ ok: false, status: 400 });
    expect(read({ ...signed, headers: new Headers() })).toMatchObject({ ok: false, status: 400, error: expect.stringMatching(/missing/) });
    expect(read({ ...signed, headers: new Headers({ 'stripe-signature': 'garbage' }) })).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses an event signed more than 300 s before or after the clock, and takes one just inside', () => {
    const at = (offset: number) => read(standIn.signedEvent('checkout.session.completed', session, SECRET, seconds + offset));
    expect(at(-301)).toMatchObject({ ok: false, status: 400, error: expect.stringMatching(/300 s/) });
    expect(at(301)).toMatchObject({ ok: false, status: 400, error: expect.stringMatching(/300 s/) });
    expect(at(-299)).toMatchObject({ ok: true, event: { kind: 'paid' } });
    expect(at(299)).toMatchObject({ ok: true, event: { kind: 'paid' } });
    // The clock is the injected one, not the machine's: a day later the same event is stale.
    const signed = standIn.signedEvent('checkout.session.completed', session, SECRET, seconds);
    expect(read(signed, new Date(now.getTime() + 24 * HOUR))).toMatchObject({ ok: false, status: 400 });
  });

  it('answers malformed but correctly signed bodies with a 400 and never throws', () => {
    const sign = (body: string) => ({ body, headers: new Headers({ 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET, timestamp: seconds }) }) });
    for (const body of ['not json', '[]', 'null', '{"type":"checkout.session.completed"}', '{"id":"evt_1","type":"checkout.session.completed","data":{}}',
      JSON.stringify({ id: 'evt_2', type: 'checkout.session.completed', data: { object: { ...session, amount_total: 'lots' } } }),
      JSON.stringify({ id: 'evt_3', type: 'checkout.session.completed', data: { object: { ...session, amount_total: 450000050 } } }),
      JSON.stringify({ id: 'evt_4', type: 'checkout.session.completed', data: { object: { ...session, currency: 'xyz' } } })]) {
      expect(() => read(sign(body))).not.toThrow();
      expect(read(sign(body)), body).toMatchObject({ ok: false, status: 400 });
    }
    expect(read({ body: '', headers: new Headers({ 'stripe-signature': `t=${seconds},v1=00` }) })).toMatchObject({ ok: false, status: 400 });
  });
});
