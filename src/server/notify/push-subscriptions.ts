/**
 * The owner's devices that turned alerts on. The inbox stores the browser's `PushSubscription.toJSON()`
 * (one row per endpoint: subscribing again replaces the keys and the owning session) with the session that
 * made it: the device is removed when that session ends. A new booking that is not spam queues one push
 * delivery per device of a live session in its own insert transaction.
 */
import { createECDH, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OutboxTables, QueuedBooking } from './outbox-schema';
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

/** Who turned alerts on: the session (SHA-256 of its secret) and the device's label. */
export type SubscriptionOwner = { sessionHash: string; browser: string; platform: string };

/**
 * Stores a device (or replaces the keys and owner of one already stored under that endpoint); true when the
 * endpoint is new, which the owner is told about on every device.
 */
export async function saveSubscription(db: Kysely<any>, subscription: PushSubscriptionJson, now: Date, owner: SubscriptionOwner): Promise<boolean> {
  const { endpoint, keys } = subscription;
  const known = await outbox(db).selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).executeTakeFirst();
  const set = { p256dh: keys.p256dh, auth: keys.auth, session_hash: owner.sessionHash, browser: owner.browser, platform: owner.platform };
  await outbox(db)
    .insertInto('push_subscriptions')
    .values({ id: randomUUID(), endpoint, created_at: now.toISOString(), ...set })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(set))
    .execute();
  return !known;
}

/** Removes a device by its endpoint; true when it was stored. */
export async function removeSubscription(db: Kysely<any>, endpoint: string): Promise<boolean> {
  const result = await outbox(db).deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes a device by its id (the owner's "Remove" in Devices); true when it was stored. */
export async function removeDevice(db: Kysely<any>, id: string): Promise<boolean> {
  const result = await outbox(db).deleteFrom('push_subscriptions').where('id', '=', id).executeTakeFirst();
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
 * booking's insert transaction (it reads the booking's status there unless `known` gives it).
 */
export async function queuePushDeliveries(trx: Kysely<any>, bookingId: string, now: Date, known?: Pick<QueuedBooking, 'status'>): Promise<void> {
  const db = trx as Kysely<OutboxTables & { bookings: { id: string; status: string } }>;
  const booking = known ?? (await db.selectFrom('bookings').select('status').where('id', '=', bookingId).executeTakeFirst());
  if (!booking || booking.status === 'spam') return;
  // Only devices whose session is alive: a session's end removes its devices, this is the second lock.
  const devices = await (db as Kysely<any>).selectFrom('push_subscriptions').select('id')
    .where('session_hash', 'in', (eb: any) => eb.selectFrom('inbox_sessions').select('id_hash'))
    .orderBy('created_at').execute() as Array<{ id: string }>;
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
