/**
 * The guest's offer page as plain HTML: no script, one hashed style, forms that post back to the page.
 * Everything in the request's language; amounts add up exactly to the total; the expiry in the villa's
 * time zone.
 */
import { createHash } from 'node:crypto';
import { utcDateRange } from '../reply/utc-date-range';
import { nightsBetween } from '../calendar/nights';
import { estimateLabel, keepPercent, sameLabel } from '../pricing/line-label';
import { formatMoney } from '../pricing/quote-text';
import type { Currency } from '../pricing/rate-card';
import { REPLY_LANGUAGES, type ReplyLanguage } from '../reply/reply-language';
import { OFFER_TEXTS, villaName, type OfferTexts } from './offer-texts';
import type { OfferLine } from './offer-draft';
import type { OfferView } from './offer-view';

const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2933;background:#f6f4ef}
main{max-width:560px;margin:0 auto;padding:16px}h1{font-size:24px;margin:8px 0 4px}h2{font-size:18px;margin:24px 0 8px}
section{background:#fff;border:1px solid #d9d4c7;border-radius:8px;padding:16px;margin:12px 0}
table{width:100%;border-collapse:collapse}td{padding:6px 0;vertical-align:top}td.amount{text-align:right;white-space:nowrap;padding-left:12px}
tr.total td{border-top:2px solid #1f2933;font-weight:700}.terms{white-space:pre-wrap;overflow-wrap:anywhere}
label{display:block;margin:12px 0 4px;font-weight:600}input[type=number],input[type=time]{font:inherit;min-height:44px;width:100%;max-width:200px;padding:8px;border:1px solid #6b7280;border-radius:6px}
.check{display:flex;gap:10px;align-items:flex-start;font-weight:400}.check input{width:24px;height:24px;margin:2px 0 0;flex:none}
button{font:inherit;font-weight:600;min-height:44px;width:100%;margin-top:16px;padding:10px 16px;border:0;border-radius:6px;background:#0b5d57;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #b45309;outline-offset:2px}.error{color:#b42318;font-weight:600}
.note{color:#4b5563}.bank{white-space:pre-wrap;overflow-wrap:anywhere;font-family:ui-monospace,monospace;font-size:15px}`;

/** The CSP source for the one style element. */
export const STYLE_HASH = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;
export const PAGE_CSP = `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const pageLanguage = (locale: string): ReplyLanguage => (REPLY_LANGUAGES.includes(locale as ReplyLanguage) ? (locale as ReplyLanguage) : 'en');

function shell(lang: string, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<meta name="robots" content="noindex"><title>${escape(title)}</title><style>${CSS}</style></head><body><main>${body}</main></body></html>`;
}

/** The expiry as the guest reads it: date and time in the villa's zone, with the zone named. */
export function expiryText(at: string, lang: string, timeZone: string): string {
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(new Date(at));
}
const dayText = (day: string, lang: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

export type PageProvider = { name: string; label: string; refusal?: string };
/** `returning`: the guest is back from the provider's page (`?paid=1`), which proves nothing until its webhook. */
export type PageExtras = { returning?: boolean; errors?: string[]; values?: { adults?: string; children?: string; arrival?: string }; bankDetails?: string; providers?: PageProvider[]; token: string; villa?: string };

/**
 * An estimate line the owner left as it came in the guest's language; anything the owner typed as typed, its
 * percentage kept with the word before it.
 */
export function lineText(line: OfferLine, nights: number, lang: string): string {
  if (!line.kind) return keepPercent(line.label);
  const stored = { kind: line.kind, label: line.label, amount: line.amount };
  return sameLabel(estimateLabel(stored, nights, 'en'), line.label) ? estimateLabel(stored, nights, lang) : keepPercent(line.label);
}

export function offerPage(offer: OfferView, timeZone: string, extras: PageExtras): string {
  const lang = pageLanguage(offer.locale);
  const t: OfferTexts = OFFER_TEXTS[lang];
  const money = (amount: number) => escape(formatMoney(amount, offer.currency as Currency, lang));
  const name = extras.villa ?? villaName(offer.listing);
  const villa = escape(name);
  const nights = nightsBetween(offer.checkIn, offer.checkOut);
  const rows = offer.lines.map((l) => `<tr><td>${escape(lineText(l, nights, lang))}</td><td class="amount">${money(l.amount)}</td></tr>`).join('');
  const parts = [
    `<h1>${t.title}</h1><p>${villa}</p>`,
    `<section aria-labelledby="stay"><h2 id="stay">${t.stay}</h2><p>${escape(utcDateRange(offer.checkIn, offer.checkOut, lang, { day: 'numeric', month: 'long', year: 'numeric' }))} · ${t.nights(nights)}</p>`
      + `<table><tbody>${rows}<tr class="total"><td>${t.total}</td><td class="amount">${money(offer.total)}</td></tr></tbody></table>`
      + `<p><strong>${t.depositNow}: ${money(offer.deposit)}</strong><br>${offer.balanceDue ? `${escape(t.balanceBy(dayText(offer.balanceDue, lang)))}: ${money(offer.total - offer.deposit)}` : t.allNow}</p></section>`,
    `<section aria-labelledby="terms"><h2 id="terms">${t.terms}</h2><p class="terms">${offer.terms ? escape(offer.terms) : t.noTerms}</p></section>`,
  ];
  if (offer.state === 'paid') parts.push(`<section><p role="status">${t.paid}</p></section>`);
  else if (offer.state === 'accepted') parts.push(paySection(t, extras));
  else {
    const v = extras.values ?? {};
    const errors = errorList(extras.errors);
    parts.push(`<section aria-labelledby="accept"><h2 id="accept">${t.accept}</h2><p>${escape(t.expires(expiryText(offer.expiresAt, lang, timeZone)))}</p>${errors}`
      + `<form method="post"><input type="hidden" name="termsVersion" value="${escape(offer.termsVersion)}">`
      + `<label for="adults">${t.adults}</label><input id="adults" name="adults" type="number" min="1" max="30" required value="${escape(v.adults ?? '2')}">`
      + `<label for="children">${t.children}</label><input id="children" name="children" type="number" min="0" max="30" required value="${escape(v.children ?? '0')}">`
      + `<label for="arrival">${t.arrival} <span class="note">${t.optional}</span></label><input id="arrival" name="arrival" type="time" value="${escape(v.arrival ?? '')}">`
      + `<label class="check"><input type="checkbox" name="agree" value="yes" required> <span>${t.agree}</span></label>`
      + `<button type="submit">${t.accept}</button></form></section>`);
  }
  return shell(lang, `${t.title} · ${name}`, parts.join(''));
}

const errorList = (errors: string[] | undefined) => (errors?.length ? `<div role="alert">${errors.map((e) => `<p class="error">${escape(e)}</p>`).join('')}</div>` : '');

/** Stripe Checkout takes cards: the guest reads how they pay, not whose page they pay on. */
const payText = (t: OfferTexts, name: string, label: string) => (name === 'stripe' ? t.byCard : t.payWith(label));

function paySection(t: OfferTexts, extras: PageExtras): string {
  if (extras.returning) return `<section aria-labelledby="pay"><h2 id="pay">${t.depositNow}</h2><p role="status">${t.confirming}</p></section>`;
  const bank = extras.bankDetails ? `<h3>${t.bank}</h3><p class="bank">${escape(extras.bankDetails)}</p>` : '';
  const buttons = (extras.providers ?? []).map((p) => p.refusal
    ? `<p class="note">${escape(payText(t, p.name, p.label))}: ${t.unavailableProvider} (${escape(p.refusal)})</p>`
    : `<form method="post" action="${escape(extras.token)}/pay/${escape(p.name)}"><button type="submit">${escape(payText(t, p.name, p.label))}</button></form>`).join('');
  return `<section aria-labelledby="pay"><h2 id="pay">${t.depositNow}</h2><p role="status">${t.accepted}</p>${errorList(extras.errors)}${bank}${buttons}</section>`;
}

/**
 * The way to the provider's payment page: a page that moves on by itself (and a link to tap), not a
 * redirect, because the page's `form-action 'self'` also stops a form's redirect to another origin.
 */
export function handoffPage(locale: string, provider: { name: string; label: string }, url: string): string {
  const t = OFFER_TEXTS[pageLanguage(locale)];
  const to = escape(url);
  const title = payText(t, provider.name, provider.label);
  const said = escape(title);
  return shell(pageLanguage(locale), title, `<h1>${said}</h1><p><a href="${to}">${said}</a></p>`)
    .replace('<meta name="robots" content="noindex">', `<meta name="robots" content="noindex"><meta http-equiv="refresh" content="0;url=${to}">`);
}

/** 404 and 410: a plain page that says nothing about the offer. */
export function plainPage(locale: string | undefined, kind: 'gone' | 'missing'): string {
  const lang = pageLanguage(locale ?? 'en');
  const t = OFFER_TEXTS[lang];
  return shell(lang, kind === 'gone' ? t.gone : t.notFound, kind === 'gone' ? `<h1>${t.gone}</h1><p>${t.goneHint}</p>` : `<h1>${t.notFound}</h1>`);
}
