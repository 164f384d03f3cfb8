/**
 * The receiver's VAPID identity (RFC 8292): the key pair from configuration, else one generated on first
 * use and kept in the database, so that every instance and every restart signs with the same key and the
 * owner's devices stay subscribed.
 */
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { OutboxTables } from './outbox-schema';

export type PushOptions = {
  /** Who runs this receiver, for the push services: `mailto:owner@villa.example` or an `https://` URL. */
  subject: string;
  /** A VAPID key pair (URL-safe base64, as `npx web-push generate-vapid-keys` prints). Default: generated once, kept in the database. */
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  /** Also push to `http` services and private addresses (a push service on loopback in tests). Default false. */
  allowPrivatePush?: boolean;
};

export type VapidKeys = { publicKey: string; privateKey: string };

const bytes = (value: string | undefined) => (value && /^[A-Za-z0-9_-]+=*$/.test(value) ? Buffer.from(value, 'base64url').length : 0);

/** Throws a clear message (never a key) for a subject or key pair the push services would refuse. */
export function checkPushOptions(options: PushOptions): void {
  if (!/^mailto:[^@\s]+@[^@\s]+$/.test(options.subject ?? '') && !/^https:\/\/\S+$/.test(options.subject ?? '')) {
    throw new Error('PUSH_SUBJECT must be mailto:you@example.com or an https:// URL (option notify.push.subject).');
  }
  const { vapidPublicKey, vapidPrivateKey } = options;
  if (vapidPublicKey === undefined && vapidPrivateKey === undefined) return;
  if (bytes(vapidPublicKey) !== 65 || bytes(vapidPrivateKey) !== 32) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must both be set, as `npx web-push generate-vapid-keys` prints them (options notify.push.vapidPublicKey and .vapidPrivateKey).');
  }
}

/** The configured pair, or the stored one (generated and stored by the first instance that needs it). */
export async function vapidKeys(db: Kysely<any>, options: Pick<PushOptions, 'vapidPublicKey' | 'vapidPrivateKey'>, now = new Date()): Promise<VapidKeys> {
  if (options.vapidPublicKey && options.vapidPrivateKey) return { publicKey: options.vapidPublicKey, privateKey: options.vapidPrivateKey };
  const keys = db as Kysely<OutboxTables>;
  const read = () => keys.selectFrom('push_keys').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirst();
  let row = await read();
  if (!row) {
    const made = webpush.generateVAPIDKeys();
    await keys
      .insertInto('push_keys')
      .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey, created_at: now.toISOString() })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    row = await read();
  }
  return { publicKey: row!.public_key, privateKey: row!.private_key };
}
