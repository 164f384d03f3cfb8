/**
 * Reads a Xendit invoice callback: the `x-callback-token` header compared in constant time with the
 * account's verification token, then the invoice's status. `PAID` and `SETTLED` are one payment (Xendit sends
 * `SETTLED` when the money reaches the balance, after `PAID` for some channels), so the event id of a paid
 * invoice is per invoice, not per status: the second one finds it applied already.
 */
import { sameSecret } from '../access/admin-auth';
import type { WebhookResult } from './payment-provider';
import { fromXenditAmount } from './xendit-money';

type InvoiceCallback = { id?: unknown; external_id?: unknown; status?: unknown; amount?: unknown; paid_amount?: unknown; currency?: unknown };

const refused = (error: string): WebhookResult => ({ ok: false, status: 400, error });

export function readXenditCallback(callbackToken: string, rawBody: string, headers: Headers): WebhookResult {
  const token = headers.get('x-callback-token');
  if (!token || !sameSecret(token, callbackToken)) return { ok: false, status: 401, error: 'The x-callback-token header does not match the callback verification token.' };
  let body: InvoiceCallback;
  try {
    body = JSON.parse(rawBody) as InvoiceCallback;
  } catch {
    return refused('The body is not JSON.');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return refused('The body is not a Xendit invoice callback.');
  const { id, external_id: offerId, status } = body;
  if (typeof id !== 'string' || !id || typeof offerId !== 'string' || !offerId || typeof status !== 'string') {
    return refused('The callback needs the invoice\u2019s id, external_id and status.');
  }
  const kind = status === 'PAID' || status === 'SETTLED' ? 'paid' : status === 'EXPIRED' ? 'expired' : undefined;
  if (!kind) return { ok: true, event: null };
  const currency = typeof body.currency === 'string' ? body.currency.toUpperCase() : 'IDR';
  const amount = fromXenditAmount(currency, kind === 'paid' && body.paid_amount !== undefined ? body.paid_amount : body.amount);
  if (amount === undefined) return refused('The callback\u2019s amount or currency is not one an offer uses.');
  return { ok: true, event: { provider: 'xendit', eventId: `${id}:${kind}`, offerId, providerRef: id, kind, amount, currency } };
}
