/**
 * The push channel: one Web Push message (RFC 8030) per device, encrypted for it (aes128gcm, RFC 8291) and
 * signed with the receiver's VAPID key (RFC 8292) by the `web-push` library, sent with a timeout like the
 * webhook. The topic is the booking's: a device that was offline gets the latest message once. 404 and 410
 * mean the browser dropped the subscription: it is removed. 413, 429, 5xx, a failed lookup or connection or
 * no answer in time are retried on the outbox's schedule. Every request follows the outbound policy.
 */
import webpush from 'web-push';
import type { AttemptResult, Deliver } from './booking-event';
import type { OutboxDatabase } from './outbox-store';
import { outboundFetch, type OutboundFetch, type OutboundPolicy } from '../outbound';
import { attemptFailure } from './attempt-failure';
import { pushEndpointUrl } from './push-endpoint';
import { vapidKeys, type PushOptions, type VapidKeys } from './push-keys';
import { pushPayload } from './push-payload';
import type { OwnerLanguage } from './owner-texts';
import { dropSubscription, subscriptionOfDelivery } from './push-subscriptions';
import { ATTEMPT_TIMEOUT_MS } from './retry-schedule';

/** Seams for tests: the outbound policy's resolver and block list, the fetch, the attempt timeout. */
export type PushSeams = { policy?: Omit<OutboundPolicy, 'allowPrivate'>; fetch?: OutboundFetch; timeoutMs?: number };

/** How long a push service keeps a message for a device that is offline: a day. */
const TTL_SECONDS = 86_400;

export function pushChannel(options: PushOptions, database: OutboxDatabase, seams: PushSeams = {}, language: OwnerLanguage = 'en'): Deliver {
  const send = pushSender(options, database, seams);
  return (booking, deliveryId) => send(deliveryId, pushPayload(booking, language), booking.id);
}

/** Sends one payload to the device of a push delivery; `topic` (letters and digits kept, 32 at most) replaces an older message with it. */
export function pushSender(options: PushOptions, database: OutboxDatabase, seams: PushSeams = {}): (deliveryId: string, payload: string, topic: string) => Promise<AttemptResult> {
  const allowPrivate = Boolean(options.allowPrivatePush);
  const { fetch: fetcher = outboundFetch({ ...seams.policy, allowPrivate }), timeoutMs = ATTEMPT_TIMEOUT_MS } = seams;
  let keys: Promise<VapidKeys> | undefined;
  const identity = () => {
    keys ??= vapidKeys(database.db, options);
    keys.catch(() => (keys = undefined));
    return keys;
  };

  return async (deliveryId, payload, topic): Promise<AttemptResult> => {
    const device = await subscriptionOfDelivery(database.db, deliveryId);
    if (!device) return { outcome: 'gone', error: 'alerts were turned off on this device' };
    const url = pushEndpointUrl(device.endpoint, allowPrivate);
    if (!url) return { outcome: 'gone', error: 'the push service is not an https service on a public host' };
    const { publicKey, privateKey } = await identity();
    const details = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      payload,
      {
        vapidDetails: { subject: options.subject, publicKey, privateKey },
        TTL: TTL_SECONDS,
        urgency: 'high',
        topic: topic.replace(/[^A-Za-z0-9]/g, '').slice(0, 32),
        contentEncoding: 'aes128gcm',
      },
    );
    let response: Response;
    try {
      response = await fetcher(url, {
        method: 'POST',
        headers: details.headers as Record<string, string>,
        body: details.body as Uint8Array,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return attemptFailure(error, timeoutMs);
    }
    await response.body?.cancel().catch(() => undefined);
    const status = response.status;
    if (status >= 200 && status < 300) return { outcome: 'delivered', status };
    if (status === 404 || status === 410) {
      await dropSubscription(database.db, device.id);
      return { outcome: 'gone', status, error: `HTTP ${status}: the device turned alerts off; it is removed` };
    }
    return { outcome: 'failed', status, error: `HTTP ${status}` };
  };
}
