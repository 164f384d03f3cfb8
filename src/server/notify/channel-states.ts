/**
 * Which notification channels the receiver's options ask for, and which of those are complete. A channel
 * whose secret is unset (`smtp: process.env.SMTP_URL` during `next build`, or on a host where it was never
 * set) is "not configured": it is said once in the log and shown in the inbox, and bookings are stored and
 * answered as ever. A value that is set but wrong stops the start (createChannels checks it).
 */
import type { ChannelState } from '../../inbox/inbox-api-types';
import type { NotifyOptions } from './notify-options';

/** A channel's state; `missing` names the unset settings as variable (option), e.g. `SMTP_URL (notify.email.smtp)`. */
export type { ChannelState } from '../../inbox/inbox-api-types';

const unset = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

const WORDS = { email: 'E-mail notifications', webhook: 'Webhook notifications', push: 'Push alerts' } as const;

/** The complete channels of `notify` and the state of each channel it names. */
export function settleNotify(notify: NotifyOptions = {}): { options: NotifyOptions; states: ChannelState[] } {
  if (notify.acknowledge && !notify.email) {
    throw new TypeError('bali-widgets: notify.acknowledge needs notify.email (GUEST_ACK=on needs NOTIFY_EMAIL and SMTP_URL): the note to the guest is an e-mail.');
  }
  const options: NotifyOptions = { ...notify };
  const states: ChannelState[] = [];
  const settle = (channel: ChannelState['channel'], given: object | undefined, required: Record<string, string>) => {
    if (!given) return;
    const missing = Object.entries(required)
      .filter(([key]) => unset((given as Record<string, unknown>)[key]))
      .map(([, name]) => name);
    if (missing.length) delete options[channel];
    states.push(missing.length ? { channel, state: 'not configured', missing } : { channel, state: 'on' });
  };
  settle('email', notify.email, { to: 'NOTIFY_EMAIL (notify.email.to)', smtp: 'SMTP_URL (notify.email.smtp)' });
  settle('webhook', notify.webhook, { url: 'WEBHOOK_URL (notify.webhook.url)', secret: 'WEBHOOK_SECRET (notify.webhook.secret)' });
  settle('push', notify.push, { subject: 'PUSH_SUBJECT (notify.push.subject)' });
  if (!options.email) delete options.acknowledge;
  return { options, states };
}

/** The start-up line of a channel that is not configured. */
export function notConfiguredLine(state: ChannelState): string {
  return `bali-widgets: ${WORDS[state.channel]} are not configured: ${state.missing?.join(' and ')} not set. Bookings are stored and answered as ever; the inbox shows the channel as not configured.`;
}
