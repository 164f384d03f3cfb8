import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startXenditStandIn, type XenditStandIn } from '../../../test/doubles/xendit-stand-in';
import { outboundFetch } from '../outbound';
import type { OfferPayment, PaymentProvider } from './payment-provider';
import { PaymentRefusedError } from './payment-refused';
import { invoiceDuration, xenditProvider } from './xendit-provider';

const HOUR = 3_600_000;

let standIn: XenditStandIn;
let xendit: PaymentProvider;

beforeAll(async () => {
  standIn = await startXenditStandIn();
  // The stand-in is on loopback: the outbound policy lets it through only when told, as for a feed in tests.
  xendit = xenditProvider({ secretKey: standIn.secretKey, callbackToken: standIn.callbackToken, apiBase: standIn.url, fetch: outboundFetch({ allowPrivate: true }) });
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
    locale: 'id',
    expiresAt: new Date(now.getTime() + 48 * HOUR),
    successUrl: 'https://villa.example/offer/abc?paid=1',
    cancelUrl: 'https://villa.example/offer/abc',
    ...overrides,
  };
}

const creates = () => standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v2/invoices');
const lastBody = () => creates().at(-1)!.body as Record<string, unknown>;

describe('Xendit invoices for a deposit', () => {
  it('makes an invoice in whole rupiah for the offer, lasting until its expiry, with Basic auth', async () => {
    const now = new Date();
    const offer = payment(now);
    const start = await xendit.start(offer, now);
    expect(lastBody()).toEqual({
      external_id: offer.offerId,
      amount: 4_500_000,
      currency: 'IDR',
      description: offer.description,
      invoice_duration: 48 * 3600,
      success_redirect_url: offer.successUrl,
      failure_redirect_url: offer.cancelUrl,
      locale: 'id',
      payer_email: 'guest@example.com',
    });
    expect(creates().at(-1)!.headers.authorization).toBe(`Basic ${Buffer.from(`${standIn.secretKey}:`).toString('base64')}`);
    expect(start).toEqual({ url: standIn.invoice(start.providerRef)!.invoice_url, providerRef: start.providerRef });
  });

  it('sends cents as a two-decimal amount, English for other languages, and no e-mail Xendit would refuse', async () => {
    const now = new Date();
    await xendit.start(payment(now, { currency: 'USD', amount: 12_345, locale: 'ko', guestEmail: 'nope' }), now);
    expect(lastBody()).toMatchObject({ amount: 123.45, currency: 'USD', locale: 'en' });
    expect(lastBody()).not.toHaveProperty('payer_email');
  });

  it('refuses what Xendit will not take, with the reason, before asking it', async () => {
    expect(xendit.refuses('IDR', 10_000)).toBeUndefined();
    expect(xendit.refuses('PHP', 100)).toBeUndefined();
    expect(xendit.refuses('AUD', 10_000)).toMatch(/not AUD/);
    expect(xendit.refuses('EUR', 10_000)).toMatch(/not EUR/);
    expect(xendit.refuses('IDR', 9_999)).toMatch(/at least 10000/);
    expect(xendit.refuses('IDR', 10_000.5)).toMatch(/whole number/);
    const now = new Date();
    const before = creates().length;
    await expect(xendit.start(payment(now, { currency: 'AUD' }), now)).rejects.toBeInstanceOf(PaymentRefusedError);
    await expect(xendit.start(payment(now, { expiresAt: new Date(now.getTime() + 5 * 60_000) }), now)).rejects.toThrow(/less than 10 minutes/);
    expect(creates()).toHaveLength(before);
  });

  it('counts the invoice\u2019s life in whole seconds to the offer\u2019s expiry, at most a year', () => {
    const now = new Date();
    expect(invoiceDuration(new Date(now.getTime() + HOUR + 999), now)).toBe(3600);
    expect(invoiceDuration(new Date(now.getTime() + 400 * 24 * HOUR), now)).toBe(365 * 24 * 3600);
    expect(invoiceDuration(new Date(now.getTime() - HOUR), now)).toMatch(/less than 10 minutes/);
  });

  it('fails without a refusal when Xendit refuses the key, naming its error code and no secret', async () => {
    const wrong = xenditProvider({ secretKey: 'xnd_development_wrong', callbackToken: 't', apiBase: standIn.url, fetch: outboundFetch({ allowPrivate: true }) });
    const now = new Date();
    const error = await wrong.start(payment(now), now).then(() => undefined, (e: Error) => e);
    expect(error).not.toBeInstanceOf(PaymentRefusedError);
    expect(String(error)).toMatch(/HTTP 401 INVALID_API_KEY/);
    expect(String(error)).not.toContain('xnd_development_wrong');
  });

  it('goes through the outbound policy: without its loopback allowance the stand-in is never reached', async () => {
    const guarded = xenditProvider({ secretKey: standIn.secretKey, callbackToken: 't', apiBase: standIn.url, fetch: outboundFetch() });
    const now = new Date();
    const before = standIn.requests.length;
    await expect(guarded.start(payment(now), now)).rejects.toMatchObject({ code: 'EBLOCKED' });
    expect(standIn.requests).toHaveLength(before);
  });
});

describe('ending a Xendit invoice', () => {
  it('expires a pending invoice, and takes a paid, expired or unknown one quietly', async () => {
    const now = new Date();
    const open = await xendit.start(payment(now), now);
    await xendit.cancel(open.providerRef);
    expect(standIn.invoice(open.providerRef)?.status).toBe('EXPIRED');
    await expect(xendit.cancel(open.providerRef)).resolves.toBeUndefined();

    const paid = await xendit.start(payment(now), now);
    standIn.callback(paid.providerRef, 'PAID');
    await expect(xendit.cancel(paid.providerRef)).resolves.toBeUndefined();
    expect(standIn.invoice(paid.providerRef)?.status).toBe('PAID');
    await expect(xendit.cancel('0123456789abcdef01234567')).resolves.toBeUndefined();
  });

  it('rejects a reference that is not an invoice id, and a Xendit that fails', async () => {
    await expect(xendit.cancel('../v2/invoices')).rejects.toThrow(/invoice id/);
    const now = new Date();
    const open = await xendit.start(payment(now), now);
    standIn.failNext(503);
    await expect(xendit.cancel(open.providerRef)).rejects.toThrow(/HTTP 503/);
    expect(standIn.invoice(open.providerRef)?.status).toBe('PENDING');
  });
});

describe('Xendit callbacks', () => {
  it('reads PAID as the offer\u2019s payment, and SETTLED for the same invoice as the same payment', async () => {
    const now = new Date();
    const start = await xendit.start(payment(now, { offerId: 'offer-paid' }), now);
    const paid = standIn.callback(start.providerRef, 'PAID');
    const event = { provider: 'xendit', eventId: `${start.providerRef}:paid`, offerId: 'offer-paid', providerRef: start.providerRef, kind: 'paid', amount: 4_500_000, currency: 'IDR' };
    expect(xendit.readWebhook(paid.body, paid.headers, now)).toEqual({ ok: true, event });
    expect(xendit.readWebhook(paid.body, paid.headers, now), 'a replay').toEqual({ ok: true, event });
    const settled = standIn.callback(start.providerRef, 'SETTLED');
    expect(xendit.readWebhook(settled.body, settled.headers, now)).toEqual({ ok: true, event });
  });

  it('reads EXPIRED as expired, cents back from a two-decimal amount, and ignores other statuses', async () => {
    const now = new Date();
    const start = await xendit.start(payment(now, { currency: 'USD', amount: 12_345 }), now);
    const expired = standIn.callback(start.providerRef, 'EXPIRED');
    expect(xendit.readWebhook(expired.body, expired.headers, now)).toMatchObject({ ok: true, event: { kind: 'expired', amount: 12_345, currency: 'USD', eventId: `${start.providerRef}:expired` } });
    const pending = standIn.callback(start.providerRef, 'PENDING');
    expect(xendit.readWebhook(pending.body, pending.headers, now)).toEqual({ ok: true, event: null });
  });

  it('refuses a wrong or missing callback token with a 401', async () => {
    const now = new Date();
    const start = await xendit.start(payment(now), now);
    const forged = standIn.callback(start.providerRef, 'PAID', 'guessed-token');
    expect(xendit.readWebhook(forged.body, forged.headers, now)).toMatchObject({ ok: false, status: 401 });
    expect(xendit.readWebhook(forged.body, new Headers(), now)).toMatchObject({ ok: false, status: 401 });
  });

  it('answers malformed bodies with the right token with a 400 and never throws', () => {
    const headers = new Headers({ 'x-callback-token': standIn.callbackToken });
    for (const body of ['', 'not json', '[]', 'null', '{"status":"PAID"}', '{"id":"a","external_id":"o","status":7}',
      '{"id":"a","external_id":"o","status":"PAID","amount":4500000.5,"currency":"IDR"}',
      '{"id":"a","external_id":"o","status":"PAID","amount":"4500000","currency":"IDR"}',
      '{"id":"a","external_id":"o","status":"PAID","amount":100,"currency":"XYZ"}']) {
      expect(() => xendit.readWebhook(body, headers, new Date())).not.toThrow();
      expect(xendit.readWebhook(body, headers, new Date()), body).toMatchObject({ ok: false, status: 400 });
    }
  });
});
