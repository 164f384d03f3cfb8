/**
 * A payment provider for the offer routes' tests: its webhook body is JSON signed with a shared secret in
 * `fake-signature` (HMAC-SHA256), so a test can forge, replay and time events without a provider.
 */
import { createHmac } from 'node:crypto';
import type { PaymentEvent, PaymentProvider } from '../../src/server/offers/payment-provider';

export function fakeProvider(secret = 'fake-secret', refused?: string) {
  const started: { offerId: string; amount: number; currency: string; description: string; successUrl: string }[] = [];
  const cancelled: string[] = [];
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('hex');
  const provider: PaymentProvider = {
    name: 'stripe',
    refuses: (currency) => (refused && currency === refused ? `${refused} is not taken` : undefined),
    async start(payment) {
      started.push({ offerId: payment.offerId, amount: payment.amount, currency: payment.currency, description: payment.description, successUrl: payment.successUrl });
      return { url: `https://pay.example/session/${started.length}`, providerRef: `cs_${started.length}` };
    },
    async cancel(ref) {
      cancelled.push(ref);
    },
    readWebhook(raw, headers) {
      if (headers.get('fake-signature') !== sign(raw)) return { ok: false, status: 401, error: 'Bad signature.' };
      try {
        return { ok: true, event: JSON.parse(raw) as PaymentEvent };
      } catch {
        return { ok: false, status: 400, error: 'Not JSON.' };
      }
    },
  };
  const webhook = (event: PaymentEvent, forged = false) => {
    const body = JSON.stringify(event);
    return { body, headers: { 'fake-signature': forged ? sign(`${body} `) : sign(body) } };
  };
  return { provider, started, cancelled, webhook };
}
