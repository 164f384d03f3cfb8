/**
 * "Alerts turned on for Chrome on Android", pushed to every device of the owner's when a new one subscribes:
 * a device a stranger adds with a borrowed session cannot be added silently. Sent at once, not through the
 * outbox (there is no booking to announce); a device that cannot be reached just misses it.
 */
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import { outboundFetch, type OutboundPolicy } from '../outbound';
import type { OutboxTables } from './outbox-schema';
import { pushEndpointUrl } from './push-endpoint';
import { vapidKeys, type PushOptions } from './push-keys';

/** The announcement's text for a device label ("Chrome on Android"). */
export const announcementText = (device: string) => `Alerts turned on for ${device}`;

/** Pushes the announcement to every stored device; resolves with how many push services took it. */
export async function announceDevice(db: Kysely<any>, options: PushOptions, device: string, policy: Omit<OutboundPolicy, 'allowPrivate'> = {}): Promise<number> {
  const allowPrivate = Boolean(options.allowPrivatePush);
  const fetcher = outboundFetch({ ...policy, allowPrivate });
  const { publicKey, privateKey } = await vapidKeys(db, options);
  const devices = await (db as Kysely<OutboxTables>).selectFrom('push_subscriptions').select(['endpoint', 'p256dh', 'auth']).execute();
  const payload = JSON.stringify({ title: announcementText(device), body: 'Every new booking request will buzz this device too. Not you? Remove it in Devices.' });
  const sent = await Promise.all(devices.map(async ({ endpoint, p256dh, auth }) => {
    const url = pushEndpointUrl(endpoint, allowPrivate);
    if (!url) return false;
    const details = webpush.generateRequestDetails({ endpoint, keys: { p256dh, auth } }, payload, {
      vapidDetails: { subject: options.subject, publicKey, privateKey }, TTL: 86_400, urgency: 'normal', contentEncoding: 'aes128gcm',
    });
    try {
      const response = await fetcher(url, { method: 'POST', headers: details.headers as Record<string, string>, body: details.body as Uint8Array, signal: AbortSignal.timeout(15_000) });
      return response.ok;
    } catch {
      return false;
    }
  }));
  return sent.filter(Boolean).length;
}
