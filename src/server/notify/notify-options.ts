/**
 * Which channels announce a booking: options of the receiver, or the environment of `npm start`. Either,
 * both or neither may be on; half a channel (an address without an SMTP server) is an error at start.
 */
import type { Channel, Deliver } from './booking-event';
import { emailChannel, ownerAddresses, smtpServerName, type EmailOptions } from './email-channel';
import { ownerLanguageOf, type OwnerLanguage } from './owner-texts';
import { checkPushOptions, type PushOptions } from './push-keys';
import { webhookChannel, type WebhookOptions, type WebhookSeams } from './webhook-channel';

export type NotifyOptions = {
  /** E-mail to the owner through SMTP. */
  email?: EmailOptions;
  /** A signed Standard Webhooks `booking.created` event. */
  webhook?: WebhookOptions;
  /** A short e-mail to the guest that the request arrived (needs `email`). Off by default. */
  acknowledge?: boolean;
  /** At most this many acknowledgements in any hour, across all guests (`GUEST_ACK_PER_HOUR`). Default 20. */
  acknowledgePerHour?: number;
  /** Web Push to the owner's devices that turned alerts on in the inbox (docs/notifications.md). */
  push?: PushOptions;
  /** The language of the owner's e-mail and push alerts: `en` (default) or `id`. The reply drafts stay in the guest's. */
  ownerLanguage?: OwnerLanguage;
  /** How long an instance holds a delivery it is sending, in ms; a killed instance's claim is taken over after it. Default 2 min. */
  leaseMs?: number;
};

type Env = Record<string, string | undefined>;

/** A switch of the environment: `1`/`true`/`on` or `0`/`false`/`off`/unset; anything else stops the start. */
export function envFlag(env: Env, name: string): boolean {
  const value = env[name]?.trim().toLowerCase() ?? '';
  if (['1', 'true', 'on'].includes(value)) return true;
  if (['', '0', 'false', 'off'].includes(value)) return false;
  throw new Error(`${name} must be 1 (on) or 0 (off).`);
}

/**
 * `NOTIFY_EMAIL`, `SMTP_URL`, `MAIL_FROM`, `WEBHOOK_URL`, `WEBHOOK_SECRET`, `PUSH_SUBJECT` (with
 * `VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`, `PUSH_ALLOW_PRIVATE`), `OWNER_LANGUAGE` and `NOTIFY_LEASE_SECONDS`.
 * Throws when a channel is half set.
 */
export function notifyOptionsFromEnv(env: Env): NotifyOptions {
  const value = (name: string) => env[name]?.trim() || undefined;
  const options: NotifyOptions = {};
  const [to, smtp] = [value('NOTIFY_EMAIL'), value('SMTP_URL')];
  if (to && smtp) options.email = { to, smtp, from: value('MAIL_FROM') };
  else if (to || smtp) throw new Error('E-mail notifications need both NOTIFY_EMAIL and SMTP_URL.');
  const [url, secret] = [value('WEBHOOK_URL'), value('WEBHOOK_SECRET')];
  if (url && secret) options.webhook = { url, secret };
  else if (url || secret) throw new Error('Webhook notifications need both WEBHOOK_URL and WEBHOOK_SECRET.');
  const [subject, vapidPublicKey, vapidPrivateKey] = [value('PUSH_SUBJECT'), value('VAPID_PUBLIC_KEY'), value('VAPID_PRIVATE_KEY')];
  if (subject) options.push = { subject, vapidPublicKey, vapidPrivateKey, allowPrivatePush: envFlag(env, 'PUSH_ALLOW_PRIVATE') };
  else if (vapidPublicKey || vapidPrivateKey) throw new Error('Push alerts need PUSH_SUBJECT (mailto:you@example.com) with the VAPID keys.');
  const ack = value('GUEST_ACK');
  if (ack !== undefined && ack !== 'on' && ack !== 'off') throw new Error('GUEST_ACK must be on or off.');
  if (ack === 'on') options.acknowledge = true;
  const perHour = value('GUEST_ACK_PER_HOUR');
  if (perHour !== undefined) {
    if (!/^\d+$/.test(perHour)) throw new Error('GUEST_ACK_PER_HOUR must be a whole number.');
    options.acknowledgePerHour = Number(perHour);
  }
  const ownerLanguage = ownerLanguageOf(value('OWNER_LANGUAGE'));
  if (ownerLanguage !== 'en') options.ownerLanguage = ownerLanguage;
  const lease = value('NOTIFY_LEASE_SECONDS');
  if (lease !== undefined) {
    if (!/^\d+(\.\d+)?$/.test(lease) || Number(lease) < 1) throw new Error('NOTIFY_LEASE_SECONDS must be a number of seconds, at least 1.');
    options.leaseMs = Number(lease) * 1000;
  }
  createChannels(options); // a bad address, URL or secret stops the start, not the first booking
  if (options.push) checkPushOptions(options.push);
  if (options.acknowledge && !options.email) throw new Error('GUEST_ACK=on needs e-mail: NOTIFY_EMAIL and SMTP_URL.');
  return options;
}

/** The deliverers of the configured channels; throws a clear message (never a secret) for a bad option. */
export function createChannels(options: NotifyOptions = {}, webhookSeams?: WebhookSeams): Partial<Record<Channel, Deliver>> {
  return {
    ...(options.email ? { email: emailChannel(options.email, {}, options.ownerLanguage) } : {}),
    ...(options.webhook ? { webhook: webhookChannel(options.webhook, webhookSeams) } : {}),
  };
}

/** One line for the start-up log: which channels are on, the SMTP host and the webhook's origin only. */
export function describeNotify(options: NotifyOptions = {}): string {
  const on: string[] = [];
  if (options.email) {
    const count = ownerAddresses(options.email.to).length;
    on.push(`e-mail to ${count} ${count === 1 ? 'address' : 'addresses'} via ${smtpServerName(options.email.smtp)}`);
  }
  if (options.webhook) on.push(`webhook to ${new URL(options.webhook.url).origin}`);
  if (options.push) on.push('push alerts to the devices that turn them on in the inbox');
  if (options.acknowledge && options.email) on.push('a note to each guest that the request arrived');
  return on.length
    ? `Notifications: ${on.join('; ')}.`
    : 'Notifications: off (set NOTIFY_EMAIL and SMTP_URL for e-mail, WEBHOOK_URL and WEBHOOK_SECRET for a webhook, PUSH_SUBJECT for push alerts).';
}
