/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): `v1,<base64 HMAC-SHA256 of
 * "<webhook-id>.<webhook-timestamp>.<body>">`, keyed with the secret's base64-decoded bytes.
 */
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';

const PREFIX = 'whsec_';
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The key bytes of a `whsec_…` secret (the prefix is optional, as in the reference libraries). Throws a
 * message that never repeats the secret when it is not base64 or shorter than 24 bytes.
 */
export function webhookKey(secret: string | undefined): KeyObject {
  if (!secret?.trim()) throw new Error('WEBHOOK_SECRET must be set (option notify.webhook.secret; docs/notifications.md shows how to make one).');
  const encoded = secret.trim().startsWith(PREFIX) ? secret.trim().slice(PREFIX.length) : secret.trim();
  if (!BASE64.test(encoded)) throw new Error('WEBHOOK_SECRET must be "whsec_" followed by base64 (option notify.webhook.secret; docs/notifications.md shows how to make one).');
  const key = createSecretKey(encoded, 'base64');
  if (key.symmetricKeySize! < 24) throw new Error('WEBHOOK_SECRET must hold at least 24 bytes (32 base64 characters; option notify.webhook.secret).');
  return key;
}

/** The `webhook-signature` header value for one attempt. `timestamp` is in seconds since the epoch. */
export function signWebhook(key: KeyObject, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}
