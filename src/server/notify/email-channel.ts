/**
 * The e-mail channel: the owner's message sent through SMTP with nodemailer. Errors keep only codes: an SMTP
 * reply may echo an address, and errors end up in the owner's listing and in logs.
 */
import type { AttemptResult, Deliver } from './booking-event';
import { ownerEmail } from './email-message';
import type { OwnerLanguage } from './owner-texts';
import { ATTEMPT_TIMEOUT_MS } from './retry-schedule';
import { smtpPool } from './smtp-pool';

export type EmailOptions = {
  /** The owner's addresses: an array, or one string of comma-separated addresses. */
  to: string | readonly string[];
  /** `smtp://user:pass@host:port` or `smtps://…`, or nodemailer transport options (e.g. `{ host, port, auth }`). */
  smtp: string | Record<string, unknown> | undefined;
  /** The sender, e.g. `"Villa Samudra" <bookings@villa.example>`. Default: the SMTP user when it is an address, else the first owner address. */
  from?: string;
};

const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+$/;

/** The owner's addresses from a comma-separated string or a list; throws when one is not an address. */
export function ownerAddresses(to: string | readonly string[]): string[] {
  const list = (typeof to === 'string' ? to.split(',') : [...to]).map((a) => a.trim()).filter(Boolean);
  if (list.length === 0) throw new Error('NOTIFY_EMAIL must name at least one address, e.g. owner@villa.example (option notify.email.to).');
  for (const address of list) if (!ADDRESS.test(address)) throw new Error('NOTIFY_EMAIL must be e-mail addresses separated by commas, e.g. owner@villa.example,manager@villa.example (option notify.email.to).');
  return list;
}

export const SMTP_URL_PROBLEM =
  'SMTP_URL must look like smtp://user:pass@host:587 (smtps://user:pass@host:465 for TLS; option notify.email.smtp).';

/** Host and port of the SMTP server, for the start-up line (never the user or password). */
export function smtpServerName(smtp: EmailOptions['smtp']): string {
  if (smtp === undefined || smtp === null) throw new Error(SMTP_URL_PROBLEM);
  if (typeof smtp !== 'string') return `${String(smtp.host ?? 'localhost')}:${String(smtp.port ?? 587)}`;
  // The value may hold a password: the message shows the expected shape, never the value.
  if (!URL.canParse(smtp) || !/^smtps?:$/.test(new URL(smtp).protocol) || !new URL(smtp).hostname) throw new Error(SMTP_URL_PROBLEM);
  const url = new URL(smtp);
  return `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
}

function defaultFrom(smtp: EmailOptions['smtp'], to: string[]): string {
  const user = typeof smtp === 'string' ? decodeURIComponent(new URL(smtp).username) : String((smtp?.auth as { user?: string })?.user ?? '');
  return `"Booking requests" <${ADDRESS.test(user) ? user : to[0]}>`;
}

/**
 * The Message-ID of a delivery: made from its id, so a message sent again after a lost outcome (any
 * retry, any process) is the same message to the owner's mail client, which shows it once.
 */
export function messageIdOf(deliveryId: string, from: string): string {
  const domain = /@([^\s@<>",;]+)>?\s*$/.exec(from)?.[1] ?? 'bali-widgets.invalid';
  return `<${deliveryId.replace(/[^\w.-]/g, '')}.booking@${domain}>`;
}

/** `SMTP 550 EENVELOPE`: the reply and nodemailer codes, without the server's words. */
function reason(error: unknown): { status?: number; error: string } {
  const e = error as { responseCode?: number; code?: string; originalCode?: string };
  const code = [e?.originalCode, e?.code].filter((c): c is string => typeof c === 'string' && /^[A-Z_]+$/.test(c));
  const status = typeof e?.responseCode === 'number' ? e.responseCode : undefined;
  const short = ['SMTP', status, ...new Set(code)].filter((p) => p !== undefined).join(' ');
  return status === undefined ? { error: short } : { status, error: short };
}

/** Seams for tests: the attempt timeout. */
export type EmailSeams = { timeoutMs?: number };

/** Checks the options and returns the deliverer. */
export function emailChannel(options: EmailOptions, { timeoutMs = ATTEMPT_TIMEOUT_MS }: EmailSeams = {}, language: OwnerLanguage = 'en'): Deliver {
  const to = ownerAddresses(options.to);
  smtpServerName(options.smtp);
  if (options.from?.trim() && !/[^\s@<>",;]+@[^\s@<>",;]+>?\s*$/.test(options.from.trim())) {
    throw new Error('MAIL_FROM must be an address, e.g. "Villa Samudra" <bookings@villa.example> (option notify.email.from).');
  }
  const from = options.from?.trim() || defaultFrom(options.smtp, to);
  const pool = smtpPool(options.smtp, timeoutMs);
  const deliver: Deliver = async (booking, deliveryId): Promise<AttemptResult> => {
    const message = { ...ownerEmail(booking, to, from, language), messageId: messageIdOf(deliveryId, from) };
    try {
      // A server that answers a byte at a time would hold an attempt past its delivery's lease (and another
      // instance would send it again), so the whole attempt has a deadline.
      if ((await pool.send(message)) === 'timeout') return { outcome: 'failed', error: `SMTP timeout after ${timeoutMs / 1000} s` };
      return { outcome: 'delivered' };
    } catch (error) {
      return { outcome: 'failed', ...reason(error) };
    }
  };
  return Object.assign(deliver, { close: pool.close });
}
