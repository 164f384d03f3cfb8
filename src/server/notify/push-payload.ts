/**
 * What the owner's lock screen shows, in the owner's language: the guest's name, the stay and the budget,
 * never an e-mail address or a phone number. The service worker opens the request from `id`. The encrypted message may hold at
 * most 4096 bytes (RFC 8030): the name is shortened until the payload fits.
 */
import { numberFormat } from '../reply/cached-intl';
import type { NotifiedBooking } from './booking-event';
import { ownerText, type OwnerLanguage } from './owner-texts';

const MONTHS: Record<OwnerLanguage, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
};

/** Plain text of at most this many bytes leaves room for the aes128gcm header, padding and tag. */
export const MAX_PAYLOAD_BYTES = 3800;

/** "10–15 Mar", "28 Mar – 2 Apr", "30 Dec 2027 – 3 Jan 2028"; "10–15 Mei" in Indonesian. */
export function stayText(checkIn: string, checkOut: string, lang: OwnerLanguage = 'en'): string {
  const [y1, m1, d1] = checkIn.split('-').map(Number);
  const [y2, m2, d2] = checkOut.split('-').map(Number);
  const month = MONTHS[lang];
  if (y1 !== y2) return `${d1} ${month[m1 - 1]} ${y1} – ${d2} ${month[m2 - 1]} ${y2}`;
  if (m1 !== m2) return `${d1} ${month[m1 - 1]} – ${d2} ${month[m2 - 1]}`;
  return `${d1}–${d2} ${month[m1 - 1]}`;
}

/** "Ji-woo Park · 10–15 Mar · USD 1,500"; "… · USD 1.500" in Indonesian. */
export function pushText(
  booking: Pick<NotifiedBooking, 'name' | 'checkIn' | 'checkOut' | 'budgetCurrency' | 'budgetAmount'>,
  name = booking.name,
  lang: OwnerLanguage = 'en',
): string {
  const amount = numberFormat(lang === 'id' ? 'id-ID' : 'en-US', { maximumFractionDigits: 2 }).format(booking.budgetAmount);
  return `${name.replace(/\s+/g, ' ').trim()} · ${stayText(booking.checkIn, booking.checkOut, lang)} · ${booking.budgetCurrency} ${amount}`;
}

export type PushPayload = { title: string; body: string; id: string; listing?: string };

/** The JSON the service worker receives, at most {@link MAX_PAYLOAD_BYTES} bytes. */
export function pushPayload(booking: NotifiedBooking, lang: OwnerLanguage = 'en'): string {
  const title = booking.listing ? ownerText(lang, 'pushTitleListing', { listing: booking.listing }) : ownerText(lang, 'pushTitle');
  const make = (name: string) =>
    JSON.stringify({ title, body: pushText(booking, name, lang), id: booking.id, ...(booking.listing && { listing: booking.listing }) } satisfies PushPayload);
  let name = [...booking.name];
  let json = make(booking.name);
  while (Buffer.byteLength(json) > MAX_PAYLOAD_BYTES && name.length > 1) {
    name = name.slice(0, Math.max(1, Math.floor(name.length * 0.8)));
    json = make(`${name.join('')}…`);
  }
  return json;
}
