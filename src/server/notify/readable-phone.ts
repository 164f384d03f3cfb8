/**
 * A stored WhatsApp number written for reading as its country writes it, with the calling code in front:
 * `+6281234567890` as `+62 812-3456-7890`, a Korean mobile as `+82 10-1234-5678`. The groups and hyphens
 * are the country's national format without its trunk prefix (libphonenumber-js's international format
 * turns every separator into a space); a national format with brackets (`(201) 555-0123`) or other digits
 * (Argentina's `15`) keeps the international one. scripts/patches/phone-masks.mjs groups the form's field alike.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** The national format after its trunk prefix, when it holds exactly the national number. */
export function withoutTrunkPrefix(national: string, nationalNumber: string): string | undefined {
  if (/[()]/.test(national)) return undefined;
  const digits = national.replace(/\D/g, '');
  if (!digits.endsWith(nationalNumber)) return undefined;
  let prefix = digits.length - nationalNumber.length;
  let at = 0;
  while (prefix > 0) if (/\d/.test(national[at++])) prefix--;
  return national.slice(at).replace(/^\D+/, '');
}

/** As stored when the library cannot place the number. */
export function readablePhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  const written = withoutTrunkPrefix(parsed.formatNational(), parsed.nationalNumber);
  return written ? `+${parsed.countryCallingCode} ${written}` : parsed.formatInternational();
}
