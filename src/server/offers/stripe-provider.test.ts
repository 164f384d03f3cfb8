import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../../test/doubles/stripe-stand-in';
import { outboundFetch } from '../outbound';
import type { OfferPayment, PaymentProvider } from './payment-provider';
import { PaymentRefusedError } from './payment-refused';
import { checkoutExpiry, stripeProvider } from './stripe-provider';

const HOUR = 3_600_000;
const WEBHOOK_SECRET = 'whsec_stand_in_signing_secret';

let standIn: StripeStandIn;
let stripe: PaymentProvider;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  // The stand-in is on loopback: the outbound policy lets it through only when told, as for a feed in tests.
  stripe = stripeProvider({ secretKey: standIn.secretKey, webhookSecret: WEBHOOK_SECRET, apiBase: standIn.url, fetch: outboundFetch({ allowPrivate: true }) });
});
afterAll(() => standIn.close());

let offers = 0;
function payment(now: Date, overrides: Partial<OfferPayment> = {}): OfferPayment {
  offers += 1;
  return {
    offerId: `offer-${offers}`,
    listing: 'villa-sunset',
    currency: 'IDR',
    amount: 4_500_000,
    description: 'Villa Sunset · 3–6 March · deposit',
    guestEmail: 'guest@example.com',
    locale: 'ko',
    expiresAt: new Date(now.getTime() + 10 * HOUR),
    successUrl: 'https://villa.example/offer/abc?paid=1',
    cancelUrl: 'https://villa.example/offer/abc',
    ...overrides,
  };
}

const created = () => standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
const lastCreate = () => created().at(-1)!;

describe('Stripe Checkout sessions for a deposit', () => {
  it('asks for a rupiah deposit in Stripe\u2019s minor units (IDR × 100), for the offer, in the guest\u2019s language', async () => {
    const now = new Date();
    const offer = payment(now);
    const start = await stripe.start(offer, now);
    const form = lastCreate().form;
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'idr',
      'line_items[0][price_data][unit_amount]': '450000000',
      'line_items[0][price_data][product_data][name]': offer.description,
      client_reference_id: offer.offerId,
      'metadata[offerId]': offer.offerId,
      customer_email: 'guest@example.com',
      locale: 'ko',
      success_url: offer.successUrl,
      cancel_url: offer.cancelUrl,
      expires_at: String(Math.floor(offer.expiresAt.getTime() / 1000)),
    });
    expect(lastCreate().headers['idempotency-key']).toContain(offer.offerId);
    expect(start.providerRef).toMatch(/^cs_test_/);
    expect(start.url).toBe(`${standIn.url}/c/pay/${start.providerRef}`);
  });

  it.each([
    ['USD', 12_345, '12345', 'usd'],
    ['AUD', 50, '50', 'aud'],
    ['EUR', 99_999_999, '99999999', 'eur'],
  ])('takes %s cents as they are (%i → %s)', async (currency, amount, minor, lower) => {
    const now = new Date();
    await stripe.start(payment(now, { currency, amount }), now);
    expect(lastCreate().form).toMatchObject({ 'line_items[0][price_data][unit_amount]': minor, 'line_items[0][price_data][currency]': lower });
  });

  it.each([
    ['zh-Hant', 'zh-TW'], ['zh', 'zh'], ['id', 'id'], ['ja', 'ja'], ['de', 'de'], ['fr', 'fr'], ['en', 'en'], ['xx', 'auto'],
  ])('shows Checkout in %s as locale %s', async (locale, expected) => {
    const now = new Date();
    await stripe.start(payment(now, { locale }), now);
    expect(lastCreate().form.locale).toBe(expected);
  });

  it('leaves out an e-mail Stripe would refuse rather than failing the payment', async () => {
    const now = new Date();
    await stripe.start(payment(now, { guestEmail: 'not an address' }), now);
    expect(lastCreate().form.customer_email).toBeUndefined();
  });

  it('ends the session at the offer\u2019s expiry, at most 24 h away, and refuses when less than 30 min are left', async () => {
    const now = new Date();
    const later = (ms: number) => new Date(now.getTime() + ms);
    expect(checkoutExpiry(later(48 * HOUR), now)).toEqual(later(24 * HOUR - 60_000));
    expect(checkoutExpiry(later(40 * 60_000), now)).toEqual(later(40 * 60_000));
    expect(checkoutExpiry(later(30 * 60_000), now)).toMatch(/less than 30 minutes/);
    expect(checkoutExpiry(later(-HOUR), now)).toMatch(/less than 30 minutes/);

    await stripe.start(payment(now, { expiresAt: later(72 * HOUR) }), now);
    expect(lastCreate().form.expires_at).toBe(String(Math.floor((now.getTime() + 24 * HOUR - 60_000) / 1000)));
    const before = created().length;
    await expect(stripe.start(payment(now, { expiresAt: later(20 * 60_000) }), now)).rejects.toBeInstanceOf(PaymentRefusedError);
    expect(created()).toHaveLength(before);
  });

  it('gives a repeated click in the same second its one session, and a later click a new one', async () => {
    const now = new Date();
    const offer = payment(now);
    const first = await stripe.start(offer, now);
    const again = await stripe.start(offer, now);
    const later = await stripe.start(offer, new Date(now.getTime() + 5_000));
    expect(again).toEqual(first);
    expect(later.providerRef).not.toBe(first.providerRef);
  });

  it('refuses currencies and amounts Stripe will not take, with the reason, before asking Stripe', async () => {
    expect(stripe.refuses('IDR', 10_000)).toBeUndefined();
    expect(stripe.refuses('USD', 50)).toBeUndefined();
    expect(stripe.refuses('IDR', 9_999)).toMatch(/at least 10000/);
    expect(stripe.refuses('USD', 49)).toMatch(/at least 50/);
    expect(stripe.refuses('EUR', 100_000_000)).toMatch(/at most/);
    expect(stripe.refuses('IDR', 9_999_999_999)).toBeUndefined();
    expect(stripe.refuses('XYZ', 5_000)).toMatch(/not XYZ/);
    expect(stripe.refuses('USD', 10.5)).toMatch(/whole number/);
    const now = new Date();
    const before = created().length;
    await expect(stripe.start(payment(now, { currency: 'XYZ' }), now)).rejects.toThrow(/not XYZ/);
    expect(created()).toHaveLength(before);
  });

  it('fails without a refusal when Stripe refuses the key, and names no secret', async () => {
    const wrong = stripeProvider({ secretKey: 'sk_test_wrong', webhookSecret: WEBHOOK_SECRET, apiBase: standIn.url, fetch: outboundFetch({ allowPrivate: true }) });
    const now = new Date();
    const error = await wrong.start(payment(now), now).then(() => undefined, (e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PaymentRefusedError);
    expect(String(error)).not.toContain('sk_test_wrong');
  });

  it('goes through the outbound policy: without its loopback allowance the stand-in is never reached', async () => {
    const guarded = stripeProvider({ secretKey: standIn.secretKey, webhookSecret: WEBHOOK_SECRET, apiBase: standIn.url, fetch: outboundFetch() });
    const now = new Date();
    const before = standIn.requests.length;
    await expect(guarded.start(payment(now), now)).rejects.toThrow();
    expect(standIn.requests).toHaveLength(before);
  });
});

describe('ending a Stripe session', () => {
  it('expires an open session, and takes an ended or unknown one quietly', async () => {
    const now = new Date();
    const open = await stripe.start(payment(now), now);
    await stripe.cancel(open.providerRef);
    expect(standIn.session(open.providerRef)?.status).toBe('expired');
    await expect(stripe.cancel(open.providerRef)).resolves.toBeUndefined();

    const paid = await stripe.start(payment(now), now);
    standIn.complete(paid.providerRef);
    await expect(stripe.cancel(paid.providerRef)).resolves.toBeUndefined();
    expect(standIn.session(paid.providerRef)?.status).toBe('complete');
    await expect(stripe.cancel('cs_test_unknown')).resolves.toBeUndefined();
  });

  it('rejects a reference that is not a session id, and a Stripe that keeps failing', async () => {
    await expect(stripe.cancel('../../v1/charges')).rejects.toThrow(/Checkout Session id/);
    const now = new Date();
    const open = await stripe.start(payment(now), now);
    standIn.failNext(500, 500);
    await expect(stripe.cancel(open.providerRef)).rejects.toThrow();
    expect(standIn.session(open.providerRef)?.status).toBe('open');
  });
});
