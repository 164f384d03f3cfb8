/**
 * The webhook channel: a signed `booking.created` event POSTed as JSON. The body is the same on every retry
 * (its `timestamp` is the booking's); the `webhook-timestamp` header and the signature are per attempt.
 */
import type { AttemptResult, Deliver, NotifiedBooking } from './booking-event';
import { isBlockedAddress, literalAddress, outboundFetch, type OutboundFetch, type OutboundPolicy } from '../outbound';
import { attemptFailure } from './attempt-failure';
import { ATTEMPT_TIMEOUT_MS } from './retry-schedule';
import { signWebhook, webhookKey } from './webhook-signature';

export type WebhookOptions = {
  /** Where events are POSTed (`https://…`; `http://` too, for a receiver on the same host). */
  url: string;
  /** The Standard Webhooks secret, `whsec_` + base64 (at least 24 bytes). Unset: the channel is not configured. */
  secret: string | undefined;
  /**
   * Also deliver when the URL's name resolves to a private address (a receiver on the local network). A URL
   * that names a private address itself (`http://127.0.0.1:5678/`, `localhost`) is the owner's explicit
   * choice and always allowed; a public name is checked on every connection (no rebinding to a private host).
   */
  allowPrivate?: boolean;
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

/** Seams for tests: the clock of `webhook-timestamp`, the outbound policy's resolver and block list, the fetch, the attempt timeout. */
export type WebhookSeams = { now?: () => Date; policy?: Omit<OutboundPolicy, 'allowPrivate'>; fetch?: OutboundFetch; timeoutMs?: number };

/** A URL that itself names this machine or a private address: the owner chose it. */
function namesPrivateHost(url: URL): boolean {
  const literal = literalAddress(url);
  const host = url.hostname.toLowerCase();
  return literal ? isBlockedAddress(literal) : host === 'localhost' || host.endsWith('.localhost');
}

const WEBHOOK_URL_PROBLEM = 'WEBHOOK_URL must be an http(s) URL, e.g. https://hooks.example.com/bookings (option notify.webhook.url).';

/** Checks the options and returns the deliverer. */
export function webhookChannel(options: WebhookOptions, seams: WebhookSeams = {}): Deliver {
  const send = webhookSender(options, seams);
  return (booking, deliveryId) => send(deliveryId, webhookBody(booking));
}

/** Posts one signed event body; `deliveryId` is its `webhook-id`, the same on every retry. */
export function webhookSender(options: WebhookOptions, seams: WebhookSeams = {}): (deliveryId: string, body: string) => Promise<AttemptResult> {
  const { now = () => new Date(), timeoutMs = ATTEMPT_TIMEOUT_MS } = seams;
  const key = webhookKey(options.secret);
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    throw new Error(WEBHOOK_URL_PROBLEM);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(WEBHOOK_URL_PROBLEM);
  if (url.username || url.password) throw new Error('WEBHOOK_URL may not hold a user name or password (the signature proves the sender).');
  const allowPrivate = Boolean(options.allowPrivate) || namesPrivateHost(url);
  const fetcher = seams.fetch ?? outboundFetch({ ...seams.policy, allowPrivate });

  return async (deliveryId, body): Promise<AttemptResult> => {
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
      return attemptFailure(error, timeoutMs);
    }
    await response.body?.cancel().catch(() => undefined);
    const status = response.status;
    if (status >= 200 && status < 300) return { outcome: 'delivered', status };
    if (status === 410) return { outcome: 'gone', status, error: 'HTTP 410 Gone: the endpoint asked for no more deliveries' };
    return { outcome: 'failed', status, error: `HTTP ${status}` };
  };
}
