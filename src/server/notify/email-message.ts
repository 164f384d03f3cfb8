/**
 * The e-mail to the owner about a new request: plain text plus simple HTML (no remote images, no tracking),
 * every field, the nights, and the two one-tap replies. Guest text is one line in headers and escaped in HTML.
 */
import { TRAVEL_LABELS, TRAVEL_TAGS } from '../../booking-request';
import { formatBudget, mailtoLink, nightsBetween, replyLocale, whatsappLink } from '../reply';
import type { NotifiedBooking } from './booking-event';
import { readablePhone } from '../readable-phone';

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

const LABELS = new Map<string, string>(TRAVEL_TAGS.map((tag, i) => [tag, TRAVEL_LABELS[i]]));

const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dateLine = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
const instant = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const receivedLine = (iso: string) => `${instant.format(new Date(iso))} UTC`;

/** "Korean (South Korea)" for `ko-KR`; the tag itself when Intl has no name for it. */
function languageName(locale: string): string {
  try {
    return new Intl.DisplayNames('en', { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/** The subject: `New booking request: <name>, <check-in> – <check-out>`. */
export const ownerSubject = (b: NotifiedBooking) => `New booking request: ${oneLine(b.name)}, ${b.checkIn} – ${b.checkOut}`;

/** The rows shown in both parts, label and value, in the form's order. */
function rows(b: NotifiedBooking): Array<[string, string]> {
  const nights = nightsBetween(b.checkIn, b.checkOut);
  const list: Array<[string, string]> = [
    ['Name', oneLine(b.name)],
    ['E-mail', b.email],
    ['WhatsApp', readablePhone(b.whatsapp)],
    ['Check-in', dateLine(b.checkIn)],
    ['Check-out', dateLine(b.checkOut)],
    ['Nights', String(nights)],
    ['Budget', formatBudget('en', b.budgetCurrency, b.budgetAmount)],
    ['Travel', b.travelType.map((tag) => LABELS.get(tag) ?? tag).join(', ')],
  ];
  if (b.listing) list.push(['Listing', b.listing]);
  if (b.locale) list.push(['Language', `${languageName(b.locale)}, ${b.locale}`]);
  list.push(['Received', receivedLine(b.createdAt)], ['Reference', b.id]);
  return list;
}

/** Composes the owner's e-mail for one booking. */
export function ownerEmail(b: NotifiedBooking, to: string[], from: string): OwnerEmail {
  const whatsapp = whatsappLink(b);
  const mailto = mailtoLink(b);
  const table = rows(b);
  const name = oneLine(b.name);
  const nights = nightsBetween(b.checkIn, b.checkOut);
  const summary = `${dateLine(b.checkIn)} – ${dateLine(b.checkOut)}, ${nights} ${nights === 1 ? 'night' : 'nights'}`;
  const language = replyLocale(b.locale ?? undefined).language;
  const drafted = `The replies are drafted in ${languageName(language)}: edit them before sending.`;
  const width = Math.max(...table.map(([label]) => label.length)) + 2;

  const text = [
    `New booking request from ${name}`,
    summary,
    '',
    ...table.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    '',
    `Reply on WhatsApp: ${whatsapp}`,
    '',
    `Reply by e-mail: ${mailto}`,
    '',
    drafted,
    'Replying to this e-mail writes to the guest.',
    '',
  ].join('\n');

  const button = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;border-radius:6px;` +
    `background:#0f766e;color:#ffffff;text-decoration:none;font-weight:bold">${label}</a>`;
  const html = [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    '<body style="margin:0;padding:16px;font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">',
    `<h1 style="font-size:20px;margin:0 0 4px">New booking request from ${escapeHtml(name)}</h1>`,
    `<p style="margin:0 0 16px">${escapeHtml(summary)}</p>`,
    `<p style="margin:0 0 8px">${button(whatsapp, 'Reply on WhatsApp')}${button(mailto, 'Reply by e-mail')}</p>`,
    `<p style="margin:0 0 16px;color:#4b5563">${escapeHtml(drafted)}</p>`,
    '<table style="border-collapse:collapse">',
    ...table.map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;vertical-align:top">${label}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    '<p style="margin:16px 0 0;color:#4b5563">Replying to this e-mail writes to the guest.</p>',
    '</body></html>',
    '',
  ].join('\n');

  return {
    to,
    from,
    replyTo: { name, address: b.email.trim() },
    subject: ownerSubject(b),
    text,
    html,
  };
}
