/**
 * The payment providers of offers: the receiver's `offers` options, or the environment of `npm start`. A
 * provider with none of its values is off; one with half of them stops the start with the missing name, as
 * the notification channels do. Every provider call goes through the outbound policy.
 */
import { isBlockedAddress, literalAddress, outboundFetch, type OutboundPolicy } from '../outbound';
import type { PaymentProvider } from './payment-provider';
import { stripeProvider } from './stripe-provider';
import { xenditProvider } from './xendit-provider';

export type OfferProviderOptions = {
  /** Stripe Checkout: the secret key and the webhook endpoint's signing secret; `apiBase` for a stand-in. */
  stripe?: { secretKey: string; webhookSecret: string; apiBase?: string };
  /** Xendit invoices: the secret key and the callback verification token; `apiBase` for a stand-in. */
  xendit?: { secretKey: string; callbackToken: string; apiBase?: string };
};

type Env = Record<string, string | undefined>;

/** Both values or neither: the provider's options, undefined, or an error naming what is missing. */
function pair(env: Env, provider: string, names: [string, string]): [string, string] | undefined {
  const [a, b] = names.map((name) => env[name]?.trim() || undefined);
  if (a && b) return [a, b];
  if (!a && !b) return undefined;
  throw new Error(`${provider} payments need both ${names[0]} and ${names[1]}; ${a ? names[1] : names[0]} is not set.`);
}

function checkBase(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error(`${name} must be an http(s) URL.`);
  return value;
}

/**
 * `STRIPE_SECRET_KEY` with `STRIPE_WEBHOOK_SECRET`, `XENDIT_SECRET_KEY` with `XENDIT_CALLBACK_TOKEN`, and
 * `STRIPE_API_BASE`/`XENDIT_API_BASE` (a local stand-in). Throws when a provider is half set or a value has
 * the wrong shape (the message names the variable, never its value).
 */
export function offerProvidersFromEnv(env: Env): OfferProviderOptions {
  const options: OfferProviderOptions = {};
  const stripe = pair(env, 'Stripe', ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
  if (stripe) {
    if (!/^(sk|rk)_(live|test)_\w+$/.test(stripe[0])) throw new Error('STRIPE_SECRET_KEY must be a secret or restricted key (sk_live_…, sk_test_…, rk_…).');
    if (!/^whsec_\S+$/.test(stripe[1])) throw new Error('STRIPE_WEBHOOK_SECRET must be the endpoint\u2019s signing secret (whsec_…).');
    const apiBase = checkBase('STRIPE_API_BASE', env.STRIPE_API_BASE?.trim() || undefined);
    options.stripe = { secretKey: stripe[0], webhookSecret: stripe[1], ...(apiBase && { apiBase }) };
  }
  const xendit = pair(env, 'Xendit', ['XENDIT_SECRET_KEY', 'XENDIT_CALLBACK_TOKEN']);
  if (xendit) {
    if (!/^xnd_(production|development)_\w+$/.test(xendit[0])) throw new Error('XENDIT_SECRET_KEY must be a secret API key (xnd_production_…, xnd_development_…).');
    const apiBase = checkBase('XENDIT_API_BASE', env.XENDIT_API_BASE?.trim() || undefined);
    options.xendit = { secretKey: xendit[0], callbackToken: xendit[1], ...(apiBase && { apiBase }) };
  }
  return options;
}

/** An API base that itself names this machine or a private address: the owner chose it (a stand-in). */
function namesPrivateHost(apiBase: string | undefined): boolean {
  if (!apiBase) return false;
  const url = new URL(apiBase);
  const literal = literalAddress(url);
  const host = url.hostname.toLowerCase();
  return literal ? isBlockedAddress(literal) : host === 'localhost' || host.endsWith('.localhost');
}

/** The configured providers, each with a fetch that follows the outbound policy. */
export function createOfferProviders(options: OfferProviderOptions = {}, policy: Omit<OutboundPolicy, 'allowPrivate'> = {}): Partial<Record<'stripe' | 'xendit', PaymentProvider>> {
  const fetchFor = (apiBase?: string) => outboundFetch({ ...policy, allowPrivate: namesPrivateHost(apiBase) });
  return {
    ...(options.stripe ? { stripe: stripeProvider({ ...options.stripe, fetch: fetchFor(options.stripe.apiBase) }) } : {}),
    ...(options.xendit ? { xendit: xenditProvider({ ...options.xendit, fetch: fetchFor(options.xendit.apiBase) }) } : {}),
  };
}

/** The start's line about payments: which providers are on and whether with live or test keys, never a key. */
export function describeOfferProviders(options: OfferProviderOptions = {}): string {
  const on: string[] = [];
  const at = (apiBase?: string) => (apiBase ? ` at ${new URL(apiBase).origin}` : '');
  if (options.stripe) on.push(`Stripe Checkout (${/^(sk|rk)_live_/.test(options.stripe.secretKey) ? 'live' : 'test mode'})${at(options.stripe.apiBase)}`);
  if (options.xendit) on.push(`Xendit invoices (${/^xnd_production_/.test(options.xendit.secretKey) ? 'live' : 'test mode'})${at(options.xendit.apiBase)}`);
  return on.length
    ? `Offer payments: ${on.join('; ')}.`
    : 'Offer payments: bank transfer only (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe, XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN for Xendit).';
}
