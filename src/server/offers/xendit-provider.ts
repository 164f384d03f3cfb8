/**
 * Xendit invoices for an offer's deposit (Indonesian businesses): plain JSON over the outbound policy's fetch,
 * Basic auth with the secret key, an invoice per click that lasts until the offer's expiry. Only the
 * verified callback settles it (xendit-callback.ts).
 */
import type { OutboundFetch } from '../outbound';
import type { OfferPayment, PaymentProvider, PaymentStart } from './payment-provider';
import { PaymentRefusedError } from './payment-refused';
import { readXenditCallback } from './xendit-callback';
import { toXenditAmount, xenditLocale, xenditRefusal } from './xendit-money';

export type XenditProviderOptions = {
  /** The secret API key with Money-in write permission (`xnd_production_…`, `xnd_development_…`). */
  secretKey: string;
  /** The callback verification token from the dashboard's Callbacks page. */
  callbackToken: string;
  /** Xendit's API origin; default https://api.xendit.co. */
  apiBase?: string;
  /** The outbound policy's fetch. */
  fetch: OutboundFetch;
};

/** Less time than this, and a guest paying by bank transfer to a virtual account would not make it. */
const SHORTEST_SECONDS = 10 * 60;
/** Xendit's longest invoice: a year. */
const LONGEST_SECONDS = 365 * 24 * 3600;
const REQUEST_TIMEOUT_MS = 20_000;
const INVOICE_ID = /^[A-Za-z0-9_-]{1,100}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The invoice's life in whole seconds up to the offer's expiry, or the reason there is too little left. */
export function invoiceDuration(offerExpiresAt: Date, now: Date): number | string {
  const seconds = Math.floor((offerExpiresAt.getTime() - now.getTime()) / 1000);
  if (seconds < SHORTEST_SECONDS) return 'The offer ends in less than 10 minutes, too soon for a payment through Xendit.';
  return Math.min(seconds, LONGEST_SECONDS);
}

/** What a failed answer says, without the body's personal data: its status and Xendit's error code. */
async function failure(response: Response, what: string): Promise<Error> {
  const body = (await response.json().catch(() => ({}))) as { error_code?: unknown };
  const code = typeof body.error_code === 'string' ? ` ${body.error_code.slice(0, 80)}` : '';
  return new Error(`Xendit did not ${what} (HTTP ${response.status}${code}).`);
}

export function xenditProvider(options: XenditProviderOptions): PaymentProvider {
  if (!options.secretKey) throw new Error('Xendit needs its secret key (XENDIT_SECRET_KEY).');
  if (!options.callbackToken) throw new Error('Xendit needs the callback verification token (XENDIT_CALLBACK_TOKEN).');
  const base = new URL(options.apiBase ?? 'https://api.xendit.co');
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new Error('The Xendit API base must be an http(s) URL.');
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  const call = (path: string, method: 'GET' | 'POST', body?: unknown) =>
    options.fetch(new URL(path, base), {
      method,
      headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? null : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });

  async function start(payment: OfferPayment, now: Date): Promise<PaymentStart> {
    const refusal = xenditRefusal(payment.currency, payment.amount);
    if (refusal) throw new PaymentRefusedError(refusal);
    const duration = invoiceDuration(payment.expiresAt, now);
    if (typeof duration === 'string') throw new PaymentRefusedError(duration);
    const email = payment.guestEmail && EMAIL.test(payment.guestEmail) ? payment.guestEmail : undefined;
    const response = await call('/v2/invoices', 'POST', {
      external_id: payment.offerId,
      amount: toXenditAmount(payment.currency, payment.amount),
      currency: payment.currency,
      description: payment.description.slice(0, 1000),
      invoice_duration: duration,
      success_redirect_url: payment.successUrl,
      failure_redirect_url: payment.cancelUrl,
      locale: xenditLocale(payment.locale),
      ...(email ? { payer_email: email } : {}),
    });
    if (!response.ok) throw await failure(response, 'create the invoice');
    const invoice = (await response.json().catch(() => ({}))) as { id?: unknown; invoice_url?: unknown };
    if (typeof invoice.id !== 'string' || typeof invoice.invoice_url !== 'string') throw new Error('Xendit answered without an invoice id and URL.');
    return { url: invoice.invoice_url, providerRef: invoice.id };
  }

  async function cancel(providerRef: string): Promise<void> {
    if (!INVOICE_ID.test(providerRef)) throw new Error('Not a Xendit invoice id.');
    const id = encodeURIComponent(providerRef);
    const response = await call(`/invoices/${id}/expire!`, 'POST');
    await response.body?.cancel().catch(() => undefined);
    if (response.ok || response.status === 404) return;
    if (response.status >= 500) throw new Error(`Xendit did not expire the invoice (HTTP ${response.status}).`);
    // Xendit refuses to expire an invoice that is paid or expired already: look before calling it a failure.
    const check = await call(`/v2/invoices/${id}`, 'GET');
    if (!check.ok) throw await failure(check, 'expire the invoice');
    const invoice = (await check.json().catch(() => ({}))) as { status?: unknown };
    if (invoice.status !== 'PENDING') return;
    throw new Error('Xendit did not expire the invoice, and it is still open.');
  }

  return {
    name: 'xendit',
    refuses: xenditRefusal,
    start,
    cancel,
    readWebhook: (rawBody, headers) => readXenditCallback(options.callbackToken, rawBody, headers),
  };
}
