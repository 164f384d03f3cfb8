/**
 * The SMTP connections of one mail channel: a pool opened at the first message, kept and reused (a new
 * connection per e-mail cost more than composing it), bounded, and closed with the dispatcher that sends
 * through it. A connection the server drops is replaced; a message it was carrying is sent again on another
 * connection, or its attempt fails and the outbox tries again.
 */
import { createTransport, type Transporter } from 'nodemailer';

/** At most this many connections per channel, each used for at most this many messages. */
const MAX_CONNECTIONS = 2;
const MAX_MESSAGES = 100;

export type SmtpPool = {
  /** Sends one message; 'timeout' at the whole deadline (nodemailer's timeouts are per phase); rejects with nodemailer's error. */
  send(message: Record<string, unknown>): Promise<'sent' | 'timeout'>;
  /** Closes the connections (a message still being sent finishes first); a later send opens a new pool. */
  close(): void;
};

export function smtpPool(smtp: string | Record<string, unknown> | undefined, timeoutMs: number): SmtpPool {
  const settings = {
    pool: true, maxConnections: MAX_CONNECTIONS, maxMessages: MAX_MESSAGES,
    connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs,
    ...(typeof smtp === 'string' ? { url: smtp } : smtp),
  };
  let transport: Transporter | undefined;
  return {
    async send(message) {
      transport ??= createTransport(settings as Parameters<typeof createTransport>[0]);
      // At the deadline the message leaves the pool: it is not sent after its attempt was recorded as failed.
      const abort = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => (abort.abort(), resolve('timeout')), timeoutMs)));
      const sent = transport.sendMail({ ...message, disableUrlAccess: true, disableFileAccess: true, signal: abort.signal }).then(() => 'sent' as const);
      sent.catch(() => {}); // after the deadline, its late failure is nobody's
      try {
        return await Promise.race([sent, deadline]);
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      transport?.close();
      transport = undefined;
    },
  };
}
