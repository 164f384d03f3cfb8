/**
 * What the owner is told about an offer, in the owner's language (English, Indonesian): the push on the
 * lock screen (guest's name, stay, amount; never an address or a phone number) and the e-mail about a
 * payment that nothing could book.
 */
import { formatMoney } from '../pricing/quote-text';
import type { Currency } from '../pricing/rate-card';
import { villaName } from '../offers/offer-texts';
import type { NotifiedBooking } from './booking-event';
import { escapeHtml, oneLine } from './email-message';
import type { OfferNotice } from './offer-notice';
import { OWNER_LOCALE, type OwnerLanguage } from './owner-texts';
import { MAX_PAYLOAD_BYTES, stayText } from './push-payload';

type Words = {
  accepted: string; paid: string; unavailable: string; conflict: string;
  deposit: (amount: string) => string; paidBy: (amount: string, by: string) => string; taken: string; nothingBooked: string;
  subject: (name: string, stay: string) => string; explain: string; reason: string; payment: string; offer: string; reference: string;
};

const WORDS: Record<OwnerLanguage, Words> = {
  en: {
    accepted: 'Offer accepted', paid: 'Deposit paid: booked', unavailable: 'Offer no longer available', conflict: 'Payment needs you',
    deposit: (a) => `deposit ${a} due`, paidBy: (a, by) => `${a} by ${by}`, taken: 'the nights were taken', nothingBooked: 'nothing was booked',
    subject: (n, s) => `Payment conflict: ${n}, ${s}`,
    explain: 'A payment arrived for an offer that can no longer be booked (expired, withdrawn, no longer available or paid already). Nothing was booked automatically: check the payment with the provider and decide with the guest.',
    reason: 'Why', payment: 'Payment', offer: 'Offer', reference: 'Request',
  },
  id: {
    accepted: 'Penawaran diterima', paid: 'Deposit dibayar: sudah dipesan', unavailable: 'Penawaran tidak tersedia lagi', conflict: 'Pembayaran perlu dicek',
    deposit: (a) => `deposit ${a}`, paidBy: (a, by) => `${a} lewat ${by}`, taken: 'tanggalnya sudah terisi', nothingBooked: 'belum ada yang dipesan',
    subject: (n, s) => `Konflik pembayaran: ${n}, ${s}`,
    explain: 'Ada pembayaran untuk penawaran yang tidak bisa dipesan lagi (kedaluwarsa, ditarik, tidak tersedia, atau sudah dibayar). Tidak ada yang dipesan otomatis: periksa pembayarannya di penyedia dan putuskan bersama tamu.',
    reason: 'Alasan', payment: 'Pembayaran', offer: 'Penawaran', reference: 'Permintaan',
  },
};

const money = (amount: number, currency: string, lang: OwnerLanguage) => formatMoney(amount, currency as Currency, OWNER_LOCALE[lang]);
const PROVIDERS: Record<string, string> = { bank: 'bank', stripe: 'Stripe', xendit: 'Xendit' };

/** The push for `offer.accepted`, `offer.paid`, `offer.unavailable` and `offer.conflict`; the service worker opens the request from `id`. */
export function offerPushPayload(booking: NotifiedBooking, notice: OfferNotice, lang: OwnerLanguage = 'en'): string {
  const w = WORDS[lang];
  const o = notice.offer;
  const title = `${{ 'offer.accepted': w.accepted, 'offer.paid': w.paid, 'offer.unavailable': w.unavailable }[notice.type] ?? w.conflict}${o.listing ? ` · ${villaName(o.listing)}` : ''}`;
  const what = notice.type === 'offer.accepted' ? w.deposit(money(Number(o.deposit), o.currency, lang))
    : notice.type === 'offer.paid' ? w.paidBy(money(Number(o.deposit), o.currency, lang), PROVIDERS[o.paid_by ?? ''] ?? o.paid_by ?? '')
    : notice.type === 'offer.unavailable' ? w.taken
    : `${notice.payment ? `${money(notice.payment.amount, notice.payment.currency, lang)}: ` : ''}${w.nothingBooked}`;
  const make = (name: string) => JSON.stringify({ title, body: `${name} · ${stayText(o.check_in, o.check_out, lang)} · ${what}`, id: o.booking_id, ...(o.listing && { listing: o.listing }) });
  let name = oneLine(booking.name);
  while (Buffer.byteLength(make(name)) > MAX_PAYLOAD_BYTES && name.length > 1) name = `${[...name].slice(0, Math.floor([...name].length * 0.8)).join('')}…`;
  return make(name);
}

/** The owner's e-mail about a conflict: what arrived, why nothing was booked, and which request. */
export function conflictEmail(booking: NotifiedBooking, notice: OfferNotice, lang: OwnerLanguage = 'en') {
  const w = WORDS[lang];
  const o = notice.offer;
  const name = oneLine(booking.name);
  const stay = stayText(o.check_in, o.check_out, lang);
  const p = notice.payment;
  const rows: Array<[string, string]> = [
    ...(p ? [[w.payment, `${money(p.amount, p.currency, lang)} · ${PROVIDERS[p.provider] ?? p.provider}`] as [string, string]] : []),
    ...(p?.reason ? [[w.reason, p.reason] as [string, string]] : []),
    [w.offer, `${villaName(o.listing)} · ${stay} · v${Number(o.version)} · ${money(Number(o.total), o.currency, lang)}`],
    [w.reference, o.booking_id],
  ];
  const subject = w.subject(name, stay);
  return {
    subject,
    text: [subject, '', w.explain, '', ...rows.map(([k, v]) => `${k}: ${v}`), ''].join('\n'),
    html: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">`
      + `<h1 style="font-size:20px">${escapeHtml(subject)}</h1><p>${escapeHtml(w.explain)}</p><table>`
      + rows.map(([k, v]) => `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')
      + '</table></body></html>\n',
  };
}
