/**
 * The owner's e-mail and push texts in the owner's language (`ownerLanguage` / `OWNER_LANGUAGE`): English
 * and Indonesian, the same keys and `{name}` placeholders in both. The guest's own words and the reply
 * drafts stay in the guest's language.
 */
import { shippedMessages } from '../../i18n/catalogs';
import { TRAVEL_LABELS, TRAVEL_TAGS } from '../../booking-request';
import type { OwnerLanguage } from '../../inbox/i18n/catalogue';
import { pluralRules } from '../reply/cached-intl';

export type { OwnerLanguage };

const EN = {
  subject: 'New booking request: {name}, {checkIn} – {checkOut}',
  heading: 'New booking request from {name}',
  summary: '{from} – {to}, {nights}',
  'nights.one': '{count} night',
  'nights.other': '{count} nights',
  name: 'Name',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  nightsLabel: 'Nights',
  budget: 'Budget',
  travel: 'Travel',
  listing: 'Listing',
  language: 'Language',
  received: 'Received',
  reference: 'Reference',
  replyWhatsApp: 'Reply on WhatsApp',
  replyEmail: 'Reply by e-mail',
  drafted: 'The replies are drafted in {language}: edit them before sending.',
  replyTo: 'Replying to this e-mail writes to the guest.',
  pushTitle: 'New booking request',
  pushTitleListing: 'New booking request · {listing}',
} as const;

type Key = keyof typeof EN;

/** Indonesian as a villa manager in Bali reads it: "Anda", "email" in one spelling, check-in as booking sites write it. */
const ID: Record<Key, string> = {
  subject: 'Permintaan pemesanan baru: {name}, {checkIn} – {checkOut}',
  heading: 'Permintaan pemesanan baru dari {name}',
  summary: '{from} – {to}, {nights}',
  'nights.one': '{count} malam',
  'nights.other': '{count} malam',
  name: 'Nama',
  email: 'Email',
  whatsapp: 'WhatsApp',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  nightsLabel: 'Jumlah malam',
  budget: 'Anggaran',
  travel: 'Tujuan',
  listing: 'Listing',
  language: 'Bahasa',
  received: 'Diterima',
  reference: 'Referensi',
  replyWhatsApp: 'Balas lewat WhatsApp',
  replyEmail: 'Balas lewat email',
  drafted: 'Draf balasan ditulis dalam bahasa {language}: periksa dan sesuaikan sebelum dikirim.',
  replyTo: 'Membalas email ini berarti menulis langsung kepada tamu.',
  pushTitle: 'Permintaan pemesanan baru',
  pushTitleListing: 'Permintaan pemesanan baru · {listing}',
};

export const OWNER_TEXTS: Record<OwnerLanguage, Record<Key, string>> = { en: EN, id: ID };

/** The owner's text `key` with `{name}` placeholders filled. */
export function ownerText(lang: OwnerLanguage, key: Key, values: Record<string, string | number> = {}): string {
  return OWNER_TEXTS[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export const nightsText = (lang: OwnerLanguage, count: number) => ownerText(lang, pluralRules(lang).select(count) === 'one' ? 'nights.one' : 'nights.other', { count });

/** Intl locales: British English dates (Sat, 12 Dec 2026), Indonesian ones (Sab, 12 Des 2026). */
export const OWNER_LOCALE: Record<OwnerLanguage, string> = { en: 'en-GB', id: 'id-ID' };

const TRIP_KEYS = ['tripHoliday', 'tripNomad', 'tripHoneymoon', 'tripFamily', 'tripWellness', 'tripLongStay'] as const;

/** A stored travel tag as the form's tile says it in the owner's language; an unknown tag as stored. */
export function travelLabel(lang: OwnerLanguage, tag: string): string {
  const i = (TRAVEL_TAGS as readonly string[]).indexOf(tag);
  if (i < 0) return tag;
  return lang === 'en' ? TRAVEL_LABELS[i] : shippedMessages(lang)[TRIP_KEYS[i]];
}

/** `OWNER_LANGUAGE`: `en` (the default) or `id`; anything else stops the start with a clear message. */
export function ownerLanguageOf(value: string | undefined): OwnerLanguage {
  if (value === undefined || value === '' || value === 'en') return 'en';
  if (value === 'id') return 'id';
  throw new Error(`OWNER_LANGUAGE must be en or id (got "${value}").`);
}
