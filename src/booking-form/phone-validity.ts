/**
 * Phone typing helpers of the form: what a typed or pasted WhatsApp number means, and the countries the
 * picker can show. The E.164 check itself is part of the request contract (src/booking-request/e164.ts).
 */
import type { MetadataJson } from 'libphonenumber-js/core';
import { E164, isValidE164, phoneMetadata, splitAtCallingCode } from '../booking-request/e164';

/**
 * The number a guest means when they write it as at home after the calling code, trunk "0" included
 * ("+62 0812…", "+61 0412…", "+44 07700…"): without that 0, when it is not valid with it and valid without.
 * Anything else comes back unchanged, so what is sent is still E.164 of a real number or refused.
 */
export function withoutTrunkZero(value: string, data?: MetadataJson): string {
  if (!E164.test(value) || isValidE164(value, data)) return value;
  const split = splitAtCallingCode(value, (data ??= phoneMetadata()));
  if (!split || !split[1].startsWith('0')) return value;
  const candidate = `+${split[0]}${split[1].slice(1)}`;
  return isValidE164(candidate, data) ? candidate : value;
}

/**
 * A number written internationally ("+44 7911 123456", "0044 7911 123456", "(+44) 7911…", "tel:+44…", with
 * the invisible direction marks some apps wrap copied numbers in, or a full-width "＋"), after a label
 * ("WhatsApp: +61…", "Mob +1…"), or a WhatsApp link (wa.me/61412345678, "…send?phone=61412345678", whose
 * number is always international, without its "+") as `+` and its digits; `undefined` for anything else,
 * which belongs to the country already chosen. (A label or another country's link kept the "+62" shown:
 * "+62 614 123…" was valid, sent, and reached nobody.)
 */
export function internationalNumber(text: string): string | undefined {
  const typed = text.normalize('NFKC').replace(/\p{Cf}/gu, '').trim();
  const link = /(?:wa\.me\/|[?&]phone=)(?:\+|%2B)?(\d{7,15})\b/i.exec(typed);
  if (link) return `+${link[1]}`;
  const number = typed.replace(/^[^\d+]*/, '');
  const digits = number.replace(/^00/, '').replace(/\D/g, '');
  return /^(\+|00)/.test(number) && digits ? `+${digits}` : undefined;
}

/**
 * What the field's digits mean, as `+` and digits (`''` for none). No calling code starts with 0: digits
 * that do are a number written as at home ("0812…" typed after the guest cleared the "+62"), so they go
 * after `callingCode`, the code of the country still shown; the trunk 0 is dropped when the number is sent.
 */
export function typedNumber(digits: string, callingCode: string): string {
  if (!digits) return '';
  return digits.startsWith('0') && callingCode ? `+${callingCode}${digits}` : `+${digits}`;
}

/**
 * What a paste into the WhatsApp field means, as `+` and digits; `undefined` when the browser's own paste is
 * right. A number written internationally replaces the field's. One written as at home ("0812 3456 7890")
 * belongs to the country shown; pasted at the caret after its "+62" the browser gets it right, but over a
 * selection that takes the "+62" with it (select all, then paste) the calling code was lost and the number
 * read as "+08…": it keeps the code of `fieldText` then.
 */
export function pastedNumber(text: string, fieldText: string, selectionStart: number): string | undefined {
  const international = internationalNumber(text);
  if (international) return international;
  const code = /^\+(\d+)/.exec(fieldText)?.[1] ?? '';
  const digits = text.replace(/\D/g, '');
  if (!code || !digits) return undefined;
  // wa.me links and many apps write the calling code without the "+" ("6281234567890"): a whole valid
  // number that starts with the shown code is taken as that number, not as "+62 6281…".
  if (digits.startsWith(code) && isValidE164(`+${digits}`) && !isValidE164(`+${code}${digits}`)) return `+${digits}`;
  return selectionStart <= code.length ? `+${code}${digits}` : undefined;
}

/** The calling code of an ISO 3166-1 alpha-2 country (`'id'` → `'62'`), or `''` for a code the metadata lacks. */
export function callingCodeOf(country: string): string {
  const entry = (phoneMetadata().countries as Record<string, [string, ...unknown[]] | undefined>)[country.toUpperCase()];
  return entry?.[0] ?? '';
}

/**
 * Countries the phone metadata knows that react-phone-input-2's picker does not list (territories dialled
 * through a bigger country's code, mostly); kept equal to the library's list by a unit test.
 */
export const NOT_IN_PICKER = 'ac ai as ax bl bm cc ck cx eh fk fo gg gi gl im je ky mf mp ms nf nu pm sh sj sx ta tc tk vg vi wf yt';

/** Whether the form can preselect `country` (ISO 3166-1 alpha-2, any case): the picker shows its flag and code. */
export const isPickerCountry = (country: string) =>
  /^[a-z]{2}$/i.test(country) && callingCodeOf(country) !== '' && !NOT_IN_PICKER.includes(country.toLowerCase());
