/**
 * The guest acknowledgement: what the guest asked for, in their language, that nothing is booked or paid
 * yet, how the owner answers, and how fast once that is known; plain text, simple HTML (no remote images,
 * no tracking) and a calendar file holding the stay as tentative. Guest text is escaped in HTML.
 */
import { TRAVEL_TAGS } from '../../booking-request';
import { shippedMessages, type MessageKey } from '../../i18n/catalogs';
import { formatBudget, nightsBetween } from '../reply';
import { utcDateRange } from '../reply/utc-date-range';
import { readablePhone } from './readable-phone';
import { ackLanguage, ackPunctuation, ACK_TEXTS } from './ack-texts';
import type { NotifiedBooking } from './booking-event';
import { escapeHtml, oneLine } from './email-message';
import { firstName } from './first-name';

export type AckMessage = {
  to: string;
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  icalEvent: { method: 'PUBLISH'; filename: string; content: string };
};

/** The form's tile texts, in the order of `TRAVEL_TAGS`: the e-mail names the purposes as the guest saw them. */
const TILES: MessageKey[] = ['tripHoliday', 'tripNomad', 'tripHoneymoon', 'tripFamily', 'tripWellness', 'tripLongStay'];
const icsText = (value: string) => oneLine(value).replace(/[\\;,]/g, (c) => `\\${c}`);

/**
 * RFC 5545: the stay as an all-day event (check-out day exclusive), lines folded at 75 octets; tentative for
 * the request. The UID is the request's: a later version of the event (`SEQUENCE` 1, confirmed) replaces it.
 */
export function ackCalendar(
  booking: Pick<NotifiedBooking, 'id' | 'checkIn' | 'checkOut'>, summary: string, now: Date,
  version: { sequence: number; status: 'TENTATIVE' | 'CONFIRMED' } = { sequence: 0, status: 'TENTATIVE' },
): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//bali-widgets//booking request//EN', 'METHOD:PUBLISH', 'BEGIN:VEVENT',
    `UID:${booking.id}@bali-widgets`, `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${booking.checkIn.replace(/-/g, '')}`, `DTEND;VALUE=DATE:${booking.checkOut.replace(/-/g, '')}`,
    ...(version.sequence ? [`SEQUENCE:${version.sequence}`] : []), `SUMMARY:${icsText(summary)}`, `STATUS:${version.status}`, 'TRANSP:OPAQUE', 'END:VEVENT', 'END:VCALENDAR',
  ];
  const fold = (line: string) => {
    const out: string[] = [];
    let current = '';
    for (const char of line) {
      if (Buffer.byteLength(current + char) > (out.length ? 74 : 75)) {
        out.push(current);
        current = '';
      }
      current += char;
    }
    return [...out, current].join('\r\n ');
  };
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** `hours`: the owner's usual answer time, when known. `domain`: the right side of the Message-ID. */
export function ackMessage(booking: NotifiedBooking, o: { from: string; replyTo: string; deliveryId: string; hours?: number; now: Date }): AckMessage {
  const { language, tag } = ackLanguage(booking.locale);
  const t = ACK_TEXTS[language];
  const p = ackPunctuation(language, tag);
  const stay = utcDateRange(booking.checkIn, booking.checkOut, tag, { day: 'numeric', month: 'long', year: 'numeric' });
  const nights = t.nights(nightsBetween(booking.checkIn, booking.checkOut));
  const budget = booking.budgetAmount > 0 ? formatBudget(tag, booking.budgetCurrency, booking.budgetAmount) : '—';
  const tiles = shippedMessages(language);
  const labels = booking.travelType.map((travel) => {
    const i = TRAVEL_TAGS.indexOf(travel as (typeof TRAVEL_TAGS)[number]);
    return i < 0 ? travel : tiles[TILES[i]].replace(/\u00ad/g, '');
  });
  const purposes = p.list(labels);
  const name = firstName(booking.name);
  const rows: Array<[string, string]> = [[t.dates, `${stay}${p.aside(nights)}`], [t.budget, budget], [t.purposes, purposes]];
  const paragraphs = [
    t.notBooked,
    `${t.answer(readablePhone(booking.whatsapp), booking.email)}${o.hours ? `${p.sentences}${t.usually(o.hours)}` : ''}`,
    t.calendar,
  ];
  const text = [t.hello(name), '', t.arrived, '', ...rows.map(([k, v]) => `${k}${p.colon}${v}`), '', ...paragraphs.flatMap((p) => [p, '']), '—', t.footer, ''].join('\n');
  const html = `<!doctype html>
<html lang="${escapeHtml(tag)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t.subject(stay))}</title></head>
<body style="margin:0;padding:24px 16px;background:#f6f1ea;color:#2d2a26;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#fffaf3;border:1px solid #e6dccd;border-radius:12px;padding:24px">
<p style="margin:0 0 12px">${escapeHtml(t.hello(name))}</p>
<p style="margin:0 0 16px">${escapeHtml(t.arrived)}</p>
<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">
${rows.map(([k, v]) => `<tr><th scope="row" style="text-align:start;padding:6px 12px 6px 0;vertical-align:top;color:#6b6157;font-weight:600;white-space:nowrap">${escapeHtml(k)}</th><td style="padding:6px 0">${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
<p style="margin:0 0 12px;padding:12px 14px;background:#fdf0d2;color:#5c3a00;border-radius:10px"><strong>${escapeHtml(t.notBooked)}</strong></p>
${paragraphs.slice(1).map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:16px 0 0;font-size:14px;color:#6b6157">${escapeHtml(t.footer)}</p>
</div></body></html>
`;
  return {
    to: booking.email,
    from: o.from,
    replyTo: o.replyTo,
    subject: t.subject(stay),
    text,
    html,
    // The same on every retry of this delivery: a mail client shows a repeat once.
    messageId: `<ack-${o.deliveryId}@bali-widgets>`,
    icalEvent: { method: 'PUBLISH', filename: t.file, content: ackCalendar(booking, t.summary, o.now) },
  };
}
