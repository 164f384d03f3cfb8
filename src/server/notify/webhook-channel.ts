/**
 * The webhook channel: a signed `booking.created` event POSTed as JSON. The body is the same on every retry
 * (its `timestamp` is the booking's); the `webhook-timestamp` header and the signature are per attempt.
 */
import type { AttemptResult, Deliver, NotifiedBooking } from './booking-event';
import { ATTEMPT_TIMEOUT_MS } from './retry-schedule';
import { signWebhook, webhookKey } from './webhook-signature';

export type WebhookOptions = {
  /** Where events are POSTed (`https://…`; `http://` too, for a receiver on the same host). */
  url: string;
  /** The Standard Webhooks secret, `whsec_` + base64 (at least 24 bytes). */
  secret: string;
};

/**
 * The event body: `{ type, timestamp, data }`, with the eight request fields in `data` and `quote`, the
 * receiver's estimate (amounts in the currency's unit), or null when the listing has no rates.
 */
export function webhookBody(booking: NotifiedBooking): string {
  const { id, createdAt, listing, locale, name, email, whatsapp, checkIn, checkOut, budgetCurrency, budgetAmount, travelType, quote } = booking;
  return JSON.stringify({
    type: 'booking.created',
    timestamp: createdAt,
    data: {
      id, createdAt, listing: listing ?? null, locale: locale ?? null,
      name, email, whatsapp, checkIn, checkOut, budgetCurrency, budgetAmount, travelType, quote: quote ?? null,
    },
  });
}

/** Seams for tests: the clock of `webhook-timestamp`, the fetch, the attempt timeout. */
export type WebhookSeams = { now?: () => Date; fetch?: typeof fetch; timeoutMs?: number };

/** A short reason without personal data: the network error's code, or the timeout. */
function reason(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; code?: string; cause?: { code?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return `timeout after ${timeoutMs / 1000} s`;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code) ? code : 'network error';
}

/** Checks the options and returns the deliverer. */
export function webhookChannel(options: WebhookOptions, seams: WebhookSeams = {}): Deliver {
  const { now = () => new Date(), fetch: fetcher = fetch, timeoutMs = ATTEMPT_TIMEOUT_MS } = seams;
  const key = webhookKey(options.secret);
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    throw new Error('WEBHOOK_URL must be an http(s) URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('WEBHOOK_URL must be an http(s) URL.');

  return async (booking, deliveryId): Promise<AttemptResult> => {
    const body = webhookBody(booking);
    const timestamp = Math.floor(now().getTime() / 1000);
    let response: Response;
    try {
      response = await fetcher(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'bali-widgets-webhooks',
          'webhook-id': deliveryId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(key, deliveryId, timestamp, body),
        },
        body,
        // A redirect is a misconfigured URL: it would re-send the signed body somewhere else.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { outcome: 'failed', error: reason(error, timeoutMs) };
    }
    await response.body?.cancel().catch(() => undefined);
    const status = response.status;
    if (status >= 200 && status < 300) return { outcome: 'delivered', status };
    if (status === 410) return { outcome: 'gone', status, error: 'HTTP 410 Gone: the endpoint asked for no more deliveries' };
    return { outcome: 'failed', status, error: `HTTP ${status}` };
  };
}
