/**
 * The e-mail to the owner about a new request, in the owner's language: plain text plus simple HTML (no
 * remote images, no tracking), every field, the nights, and the two one-tap replies (drafted in the
 * guest's language). Guest text is one line in headers and escaped in HTML.
 */
import { formatBudget, mailtoLink, nightsBetween, replyLocale, whatsappLink } from '../reply';
import { dateTimeFormat, displayNames } from '../reply/cached-intl';
import type { NotifiedBooking } from './booking-event';
import { nightsText, OWNER_LOCALE, ownerText, travelLabel, type OwnerLanguage } from './owner-texts';
import { readablePhone } from './readable-phone';

export type OwnerEmail = {
  to: string[];
  from: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
};

/** Line breaks, tabs and other controls become spaces: a header value stays one header. */
export const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').replace(/ {2,}/g, ' ').trim();

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

const dateLine = (lang: OwnerLanguage, iso: string) =>
  dateTimeFormat(OWNER_LOCALE[lang], { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const receivedLine = (lang: OwnerLanguage, iso: string) =>
  `${dateTimeFormat(OWNER_LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

/** "Korean (South Korea)" (English), "Korea (Korea Selatan)" (Indonesian) for `ko-KR`; the tag itself when Intl has no name for it. */
function languageName(lang: OwnerLanguage, locale: string): string {
  try {
    return displayNames(lang, { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/** The subject: `New booking request: <name>, <check-in> – <check-out>`. */
export const ownerSubject = (b: NotifiedBooking, lang: OwnerLanguage = 'en') =>
  ownerText(lang, 'subject', { name: oneLine(b.name), checkIn: b.checkIn, checkOut: b.checkOut });

/** The rows shown in both parts, label and value, in the form's order. */
function rows(b: NotifiedBooking, lang: OwnerLanguage): Array<[string, string]> {
  const nights = nightsBetween(b.checkIn, b.checkOut);
  const t = (key: Parameters<typeof ownerText>[1]) => ownerText(lang, key);
  const list: Array<[string, string]> = [
    [t('name'), oneLine(b.name)],
    [t('email'), b.email],
    [t('whatsapp'), readablePhone(b.whatsapp)],
    [t('checkIn'), dateLine(lang, b.checkIn)],
    [t('checkOut'), dateLine(lang, b.checkOut)],
    [t('nightsLabel'), String(nights)],
    [t('budget'), formatBudget(lang, b.budgetCurrency, b.budgetAmount)],
    [t('travel'), b.travelType.map((tag) => travelLabel(lang, tag)).join(', ')],
  ];
  if (b.listing) list.push([t('listing'), b.listing]);
  if (b.locale) list.push([t('language'), `${languageName(lang, b.locale)}, ${b.locale}`]);
  list.push([t('received'), receivedLine(lang, b.createdAt)], [t('reference'), b.id]);
  return list;
}

/** Composes the owner's e-mail for one booking, in the owner's language (English unless given). */
export function ownerEmail(b: NotifiedBooking, to: string[], from: string, lang: OwnerLanguage = 'en'): OwnerEmail {
  const whatsapp = whatsappLink(b);
  const mailto = mailtoLink(b);
  const table = rows(b, lang);
  const name = oneLine(b.name);
  const nights = nightsBetween(b.checkIn, b.checkOut);
  const summary = ownerText(lang, 'summary', { from: dateLine(lang, b.checkIn), to: dateLine(lang, b.checkOut), nights: nightsText(lang, nights) });
  const language = replyLocale(b.locale ?? undefined).language;
  const drafted = ownerText(lang, 'drafted', { language: languageName(lang, language) });
  const heading = ownerText(lang, 'heading', { name });
  const [replyWhatsApp, replyEmail, replyTo] = [ownerText(lang, 'replyWhatsApp'), ownerText(lang, 'replyEmail'), ownerText(lang, 'replyTo')];
  const width = Math.max(...table.map(([label]) => label.length)) + 2;

  const text = [
    heading,
    summary,
    '',
    ...table.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    '',
    `${replyWhatsApp}: ${whatsapp}`,
    '',
    `${replyEmail}: ${mailto}`,
    '',
    drafted,
    replyTo,
    '',
  ].join('\n');

  const button = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;border-radius:6px;` +
    `background:#0f766e;color:#ffffff;text-decoration:none;font-weight:bold">${label}</a>`;
  const html = [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>`,
    '<body style="margin:0;padding:16px;font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">',
    `<h1 style="font-size:20px;margin:0 0 4px">${escapeHtml(heading)}</h1>`,
    `<p style="margin:0 0 16px">${escapeHtml(summary)}</p>`,
    `<p style="margin:0 0 8px">${button(whatsapp, escapeHtml(replyWhatsApp))}${button(mailto, escapeHtml(replyEmail))}</p>`,
    `<p style="margin:0 0 16px;color:#4b5563">${escapeHtml(drafted)}</p>`,
    '<table style="border-collapse:collapse">',
    ...table.map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p style="margin:16px 0 0;color:#4b5563">${escapeHtml(replyTo)}</p>`,
    '</body></html>',
    '',
  ].join('\n');

  return {
    to,
    from,
    replyTo: { name, address: b.email.trim() },
    subject: ownerSubject(b, lang),
    text,
    html,
  };
}
