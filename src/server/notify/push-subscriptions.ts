/**
 * The owner's devices that turned alerts on. The inbox stores the browser's `PushSubscription.toJSON()`
 * (one row per endpoint: subscribing again replaces the keys); a new booking that is not spam queues one
 * push delivery per device in its own insert transaction.
 */
import { createECDH, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OutboxTables } from './outbox-schema';
import { pushEndpointUrl } from './push-endpoint';

export type PushSubscriptionJson = { endpoint: string; keys: { p256dh: string; auth: string } };

const outbox = (db: Kysely<unknown>) => db as unknown as Kysely<OutboxTables>;

const fromBase64Url = (value: unknown): Buffer | undefined =>
  typeof value === 'string' && /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url') : undefined;

/** True for an uncompressed P-256 public key (65 bytes, on the curve). */
function isP256Point(key: Buffer): boolean {
  if (key.length !== 65 || key[0] !== 4) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.alloc(32, 1));
    ecdh.computeSecret(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * The subscription when its endpoint and keys are usable, else a short reason for the 400 answer: an
 * endpoint that is not an https push service on a public host (unless `allowPrivate`), a `p256dh` that is
 * no P-256 point, an `auth` secret that is not 16 bytes.
 */
export function parseSubscription(value: unknown, allowPrivate = false): PushSubscriptionJson | string {
  const { endpoint, keys } = (value ?? {}) as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  if (!pushEndpointUrl(endpoint, allowPrivate)) return 'The endpoint must be an https push service.';
  const p256dh = fromBase64Url(keys?.p256dh);
  const auth = fromBase64Url(keys?.auth);
  if (!p256dh || !isP256Point(p256dh)) return 'keys.p256dh must be a P-256 public key (URL-safe base64).';
  if (!auth || auth.length !== 16) return 'keys.auth must be 16 bytes (URL-safe base64).';
  return { endpoint: endpoint as string, keys: { p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') } };
}

/** Stores a device (or replaces the keys of one already stored under that endpoint). */
export async function saveSubscription(db: Kysely<any>, subscription: PushSubscriptionJson, now: Date): Promise<void> {
  const { endpoint, keys } = subscription;
  await outbox(db)
    .insertInto('push_subscriptions')
    .values({ id: randomUUID(), endpoint, p256dh: keys.p256dh, auth: keys.auth, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ p256dh: keys.p256dh, auth: keys.auth }))
    .execute();
}

/** Removes a device by its endpoint; true when it was stored. */
export async function removeSubscription(db: Kysely<any>, endpoint: string): Promise<boolean> {
  const result = await outbox(db).deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes a device by id (its push service answered 404 or 410: the browser dropped it). */
export async function dropSubscription(db: Kysely<any>, id: string): Promise<void> {
  await outbox(db).deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/** The device a push delivery goes to, or undefined once it was removed. */
export async function subscriptionOfDelivery(db: Kysely<any>, deliveryId: string) {
  return outbox(db)
    .selectFrom('deliveries')
    .innerJoin('push_subscriptions', 'push_subscriptions.id', 'deliveries.subscription_id')
    .select(['push_subscriptions.id', 'push_subscriptions.endpoint', 'push_subscriptions.p256dh', 'push_subscriptions.auth'])
    .where('deliveries.id', '=', deliveryId)
    .executeTakeFirst();
}

/**
 * Queues one pending push per stored device, due now, unless the booking is spam; run it inside the
 * booking's insert transaction (it reads the booking's status there).
 */
export async function queuePushDeliveries(trx: Kysely<any>, bookingId: string, now: Date): Promise<void> {
  const db = trx as Kysely<OutboxTables & { bookings: { id: string; status: string } }>;
  const booking = await db.selectFrom('bookings').select('status').where('id', '=', bookingId).executeTakeFirst();
  if (!booking || booking.status === 'spam') return;
  const devices = await db.selectFrom('push_subscriptions').select('id').orderBy('created_at').execute();
  if (devices.length === 0) return;
  const at = now.toISOString();
  await db
    .insertInto('deliveries')
    .values(devices.map((device) => ({
      id: randomUUID(), booking_id: bookingId, channel: 'push' as const, subscription_id: device.id, state: 'pending' as const,
      attempts: 0, next_attempt_at: at, claimed_until: null, last_status: null, last_error: null, created_at: at, updated_at: at,
    })))
    .execute();
}
