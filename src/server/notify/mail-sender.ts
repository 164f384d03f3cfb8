/**
 * One SMTP pool for messages composed elsewhere: each attempt has a whole deadline (nodemailer's timeouts
 * are per phase) and keeps only codes of a failure (an SMTP reply may echo an address).
 */
import type { AttemptResult } from './booking-event';
import type { EmailOptions } from './email-channel';
import { ATTEMPT_TIMEOUT_MS } from './retry-schedule';
import { smtpPool } from './smtp-pool';

export type MailSend = ((message: Record<string, unknown>, to: 'owner' | 'guest') => Promise<AttemptResult>) & { close(): void };

export function mailSender(email: EmailOptions, timeoutMs = ATTEMPT_TIMEOUT_MS): MailSend {
  const pool = smtpPool(email.smtp, timeoutMs);
  const send = async (message: Record<string, unknown>, to: 'owner' | 'guest'): Promise<AttemptResult> => {
    try {
      if ((await pool.send(message)) === 'timeout') return { outcome: 'failed', error: `SMTP timeout after ${timeoutMs / 1000} s` };
      return { outcome: 'delivered' };
    } catch (error) {
      const status = (error as { responseCode?: unknown }).responseCode;
      // A guest's address that the server refuses for good (5xx) bounces: trying again changes nothing.
      if (to === 'guest' && typeof status === 'number' && status >= 500) return { outcome: 'gone', status, error: `SMTP ${status}: the guest's address bounced` };
      const code = (error as { code?: unknown }).code;
      const word = typeof status === 'number' ? status : typeof code === 'string' && /^[A-Z_]+$/.test(code) ? code : 'error';
      return { outcome: 'failed', ...(typeof status === 'number' && { status }), error: `SMTP ${word}` };
    }
  };
  return Object.assign(send, { close: pool.close });
}
