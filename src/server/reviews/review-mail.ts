/**
 * The review request e-mail through the outbox: a fresh one-time link per attempt (only its hash is
 * stored), the guest's language, plain text and simple HTML (no remote images, no tracking), an opt-out
 * link. Nothing is sent for a request already answered or a guest who opted out meanwhile; a permanent
 * SMTP refusal (5xx: the address bounces) is recorded on the request and never retried.
 */
import type { AttemptResult, Deliver } from '../notify/booking-event';
import { ownerAddresses, type EmailOptions } from '../notify/email-channel';
import { escapeHtml as esc } from '../notify/email-message';
import { ATTEMPT_TIMEOUT_MS } from '../notify/retry-schedule';
import { smtpPool } from '../notify/smtp-pool';
import type { ReviewRequests } from './review-requests';
import { reviewTexts } from './review-texts';

export type ReviewMail = { subject: string; text: string; html: string };

export function reviewMail(lang: string, firstName: string, url: string): ReviewMail {
  const t = reviewTexts(lang);
  const optOut = `${url}/opt-out`;
  const text = [t.hello(firstName), '', t.ask, '', `${t.write}: ${url}`, t.once, '', `${t.optOutLine} ${optOut}`].join('\n');
  const html = `<!doctype html><html lang="${esc(lang)}"><body><p>${esc(t.hello(firstName))}</p><p>${esc(t.ask)}</p>` +
    `<p><a href="${esc(url)}">${esc(t.write)}</a></p><p>${esc(t.once)}</p><p><small>${esc(t.optOutLine)} <a href="${esc(optOut)}">${esc(optOut)}</a></small></p></body></html>`;
  return { subject: t.title, text, html };
}

export function reviewMailChannel(email: EmailOptions, requests: ReviewRequests, seams: { origin: string; now: () => Date; timeoutMs?: number }): Deliver {
  const timeoutMs = seams.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
  const owners = ownerAddresses(email.to);
  const from = email.from?.trim() || `"Your stay" <${owners[0]}>`;
  const pool = smtpPool(email.smtp, timeoutMs);
  const deliver: Deliver = async (booking, deliveryId): Promise<AttemptResult> => {
    const request = await requests.byBooking(booking.id);
    if (!request || request.state !== 'open') return { outcome: 'gone', error: 'review already sent or address bounced' };
    if (await requests.optedOut(booking.email)) return { outcome: 'gone', error: 'the guest opted out' };
    const token = await requests.link(request.id, seams.now());
    const mail = reviewMail(request.lang, request.first_name || booking.name.trim(), `${seams.origin}/review/${token}`);
    try {
      const sent = await pool.send({ ...mail, to: booking.email, from, replyTo: owners[0], messageId: `<${deliveryId}@bali-widgets>` });
      if (sent === 'timeout') return { outcome: 'failed', error: `SMTP timeout after ${timeoutMs / 1000} s` };
      return { outcome: 'delivered' };
    } catch (error) {
      // Only codes: an SMTP reply often repeats the guest's address.
      const status = (error as { responseCode?: unknown }).responseCode;
      if (typeof status === 'number' && status >= 500) {
        await requests.bounced(booking.id);
        return { outcome: 'gone', status, error: `SMTP ${status}: the guest's address bounced` };
      }
      return { outcome: 'failed', ...(typeof status === 'number' && { status }), error: `SMTP ${typeof status === 'number' ? status : 'error'}` };
    }
  };
  return Object.assign(deliver, { close: pool.close });
}
