import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../../test/doubles/stripe-stand-in';
import { startXenditStandIn, type XenditStandIn } from '../../../test/doubles/xendit-stand-in';
import { createOfferProviders, describeOfferProviders, offerProvidersFromEnv } from './providers-from-env';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_stand_in', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
const XENDIT = { XENDIT_SECRET_KEY: 'xnd_development_stand_in', XENDIT_CALLBACK_TOKEN: 'stand-in-callback-token' };

describe('offer payment providers from the environment', () => {
  it('turns a provider on with both of its values, and leaves it off with neither', () => {
    expect(offerProvidersFromEnv({})).toEqual({});
    expect(offerProvidersFromEnv({ ...STRIPE, ...XENDIT, STRIPE_SECRET_KEY: ' sk_test_stand_in ' })).toEqual({
      stripe: { secretKey: 'sk_test_stand_in', webhookSecret: 'whsec_abc' },
      xendit: { secretKey: 'xnd_development_stand_in', callbackToken: 'stand-in-callback-token' },
    });
    expect(offerProvidersFromEnv({ ...XENDIT, XENDIT_API_BASE: 'http://127.0.0.1:9' }).xendit?.apiBase).toBe('http://127.0.0.1:9');
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, /Stripe payments need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; STRIPE_WEBHOOK_SECRET is not set/],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_SECRET_KEY: '  ' }, /STRIPE_SECRET_KEY is not set/],
    [{ XENDIT_CALLBACK_TOKEN: 't' }, /Xendit payments need both XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN; XENDIT_SECRET_KEY is not set/],
    [{ ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_public' }, /STRIPE_SECRET_KEY must be a secret or restricted key/],
    [{ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'plain-signing-value' }, /STRIPE_WEBHOOK_SECRET must be the endpoint/],
    [{ ...XENDIT, XENDIT_SECRET_KEY: 'xnd_public_development_x' }, /XENDIT_SECRET_KEY must be a secret API key/],
    [{ ...STRIPE, STRIPE_API_BASE: 'ftp://stripe.example' }, /STRIPE_API_BASE must be an http\(s\) URL/],
  ])('stops the start on a half-set or misshapen provider (%o), naming the variable and never its value', (env, message) => {
    expect(() => offerProvidersFromEnv(env)).toThrow(message);
    try {
      offerProvidersFromEnv(env);
    } catch (error) {
      for (const value of Object.values(env)) if (value.trim().length > 2) expect(String(error)).not.toContain(value);
    }
  });
});

it('says at the start which providers are on, live or in test mode, and never a key', () => {
  expect(describeOfferProviders()).toMatch(/^Offer payments: bank transfer only \(set STRIPE_SECRET_KEY/);
  const line = describeOfferProviders(offerProvidersFromEnv({ ...STRIPE, STRIPE_SECRET_KEY: 'rk_live_restricted', ...XENDIT, XENDIT_API_BASE: 'http://127.0.0.1:9/x' }));
  expect(line).toBe('Offer payments: Stripe Checkout (live); Xendit invoices (test mode) at http://127.0.0.1:9.');
  for (const value of ['rk_live_restricted', 'whsec_abc', XENDIT.XENDIT_SECRET_KEY, XENDIT.XENDIT_CALLBACK_TOKEN]) expect(line).not.toContain(value);
});

describe('the configured providers', () => {
  let stripe: StripeStandIn;
  let xendit: XenditStandIn;
  beforeAll(async () => {
    [stripe, xendit] = await Promise.all([startStripeStandIn(), startXenditStandIn()]);
  });
  afterAll(() => Promise.all([stripe.close(), xendit.close()]));

  it('reach a stand-in the owner named on loopback, through the outbound policy', async () => {
    const providers = createOfferProviders(offerProvidersFromEnv({ ...STRIPE, ...XENDIT, STRIPE_API_BASE: stripe.url, XENDIT_API_BASE: xendit.url }));
    expect(Object.keys(providers).sort()).toEqual(['stripe', 'xendit']);
    const now = new Date();
    const payment = {
      offerId: 'offer-env', listing: 'villa', currency: 'IDR', amount: 1_000_000, description: 'Deposit', locale: 'en',
      expiresAt: new Date(now.getTime() + 3_600_000), successUrl: 'https://villa.example/offer/t?paid=1', cancelUrl: 'https://villa.example/offer/t',
    };
    await expect(providers.stripe!.start(payment, now)).resolves.toMatchObject({ providerRef: expect.stringMatching(/^cs_test_/) });
    await expect(providers.xendit!.start(payment, now)).resolves.toMatchObject({ url: expect.stringContaining(xendit.url) });
  });

  it('are none without options', () => {
    expect(createOfferProviders()).toEqual({});
  });
});
