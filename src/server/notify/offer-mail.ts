/**
 * The guest's offer e-mails, in the request's language: the offer (its link, the villa, the dates, total,
 * deposit and balance, the expiry in the villa's time zone) and the confirmation once the deposit is paid,
 * whose calendar file is the acknowledgement's event again (same UID) at `SEQUENCE:1`, confirmed.
 * Plain text and simple HTML, no remote images, no tracking; guest text escaped.
 */
import { utcDateRange } from '../reply/utc-date-range';
import { nightsBetween } from '../calendar/nights';
import { expiryText, pageLanguage } from '../offers/offer-page';
import { OFFER_TEXTS, villaName } from '../offers/offer-texts';
import { formatMoney } from '../pricing/quote-text';
import type { Currency } from '../pricing/rate-card';
import { replyLocale } from '../reply/reply-language';
import { ackCalendar } from './ack-message';
import { ACK_TEXTS } from './ack-texts';
import type { NotifiedBooking } from './booking-event';
import { escapeHtml } from './email-message';
import { firstName } from './first-name';
import { OFFER_MAIL_TEXTS } from './offer-mail-texts';
import type { OfferNotice } from './offer-notice';

export type GuestOfferMail = {
  subject: string; text: string; html: string; lang: string;
  icalEvent?: { method: 'PUBLISH'; filename: string; content: string };
};

function words(booking: NotifiedBooking, notice: OfferNotice) {
  const lang = pageLanguage(notice.offer.locale);
  const guest = replyLocale(booking.locale ?? undefined);
  // The guest's own region formats dates and amounts when it writes the same language.
  const tag = guest.language === lang ? guest.tag : lang;
  return { lang, tag, page: OFFER_TEXTS[lang], mail: OFFER_MAIL_TEXTS[lang], hello: ACK_TEXTS[lang].hello(firstName(booking.name)) };
}

const dayText = (day: string, tag: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

function compose(lang: string, subject: string, paragraphs: string[], rows: Array<[string, string]>, footer: string, link?: { href: string; label: string }) {
  const text = [...paragraphs.flatMap((p) => [p, '']), ...rows.map(([k, v]) => `${k}: ${v}`), '', '—', footer, ''].join('\n');
  const html = `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 16px;background:#f6f1ea;color:#2d2a26;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#fffaf3;border:1px solid #e6dccd;border-radius:12px;padding:24px">
${paragraphs.map((p) => `<p style="margin:0 0 12px;white-space:pre-line;overflow-wrap:anywhere">${escapeHtml(p)}</p>`).join('\n')}
${link ? `<p style="margin:0 0 16px"><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:12px 18px;border-radius:8px;background:#0b5d57;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(link.label)}</a></p>` : ''}
<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">
${rows.map(([k, v]) => `<tr><th scope="row" style="text-align:start;padding:6px 12px 6px 0;vertical-align:top;color:#6b6157;font-weight:600">${escapeHtml(k)}</th><td style="padding:6px 0">${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
<p style="margin:16px 0 0;font-size:14px;color:#6b6157">${escapeHtml(footer)}</p>
</div></body></html>
`;
  return { text, html };
}

/** The stay, the total and the deposit rows both e-mails show. */
function stayRows(notice: OfferNotice, w: ReturnType<typeof words>, depositLabel: string): Array<[string, string]> {
  const o = notice.offer;
  const money = (amount: number) => formatMoney(amount, o.currency as Currency, w.tag);
  const stay = `${o.listing ? `${villaName(o.listing)} · ` : ''}${utcDateRange(o.check_in, o.check_out, w.tag, { day: 'numeric', month: 'long', year: 'numeric' })} · ${w.page.nights(nightsBetween(o.check_in, o.check_out))}`;
  const balance = Number(o.total) - Number(o.deposit);
  return [
    [w.page.stay, stay],
    [w.page.total, money(Number(o.total))],
    [depositLabel, money(Number(o.deposit))],
    balance > 0
      ? [o.balance_due ? w.page.balanceBy(dayText(o.balance_due, w.tag)) : w.mail.balance, money(balance)]
      : [w.mail.balance, w.mail.nothingDue],
  ];
}

/** `offer.email`: the guest's link to the offer, with what it holds and until when. */
export function offerMail(booking: NotifiedBooking, notice: OfferNotice, link: string, timeZone: string): GuestOfferMail {
  const w = words(booking, notice);
  const villa = villaName(notice.offer.listing);
  const subject = w.page.subject(villa);
  const body = compose(w.lang, subject, [w.hello, w.page.send(villa, link, expiryText(notice.offer.expires_at, w.tag, timeZone))], stayRows(notice, w, w.page.depositNow), w.mail.footer, { href: link, label: w.mail.open });
  return { subject, ...body, lang: w.lang };
}

/** `offer.confirmation`: booked, the deposit paid, the balance and its day, and the confirmed calendar event. */
export function confirmationMail(booking: NotifiedBooking, notice: OfferNotice, now: Date): GuestOfferMail {
  const w = words(booking, notice);
  const o = notice.offer;
  const stay = utcDateRange(o.check_in, o.check_out, w.tag, { day: 'numeric', month: 'long', year: 'numeric' });
  const subject = w.mail.booked(villaName(o.listing), stay);
  const body = compose(w.lang, subject, [w.hello, w.mail.confirmed, w.mail.calendar], stayRows(notice, w, w.mail.depositPaid), w.mail.footer);
  const content = ackCalendar({ id: o.booking_id, checkIn: o.check_in, checkOut: o.check_out }, w.mail.summary, now, { sequence: 1, status: 'CONFIRMED' });
  return { subject, ...body, lang: w.lang, icalEvent: { method: 'PUBLISH', filename: w.mail.file, content } };
}
