import { createRequire } from 'node:module';

/**
 * react-phone-input-2's masks group some countries' mobile numbers as nobody there writes them (a Korean
 * mobile came out "+82 101 2345 678"; Koreans write +82 10-1234-5678). At build time each mask whose groups
 * differ from how the country writes its example mobile number (its national format without the trunk
 * prefix, as the inbox shows numbers: src/server/readable-phone.ts) takes that format, hyphens and all, keeping the library's capacity (extra digits lengthen the last group), so no digit a
 * guest types is cut. Where the country's own format has brackets, a mask whose groups agree keeps its punctuation ("(201) 555-0123"). No byte of
 * libphonenumber's formatting rules enters the bundle: only the library's mask strings change.
 */
const require = createRequire(import.meta.url);
const { getExampleNumber, parsePhoneNumber } = require('libphonenumber-js/min');
const examples = require('libphonenumber-js/mobile/examples');

const groups = (mask) => (mask.match(/\.+/g) ?? []).map((g) => g.length);
const same = (a, b) => a.length === b.length && a.every((n, i) => n === b[i]);

/** The national format after its trunk prefix, when it holds exactly the national number (as src/server/readable-phone.ts). */
export function withoutTrunkPrefix(national, nationalNumber) {
  if (/[()]/.test(national)) return undefined;
  const digits = national.replace(/\D/g, '');
  if (!digits.endsWith(nationalNumber)) return undefined;
  let prefix = digits.length - nationalNumber.length;
  let at = 0;
  while (prefix > 0) if (/\d/.test(national[at++])) prefix--;
  return national.slice(at).replace(/^\D+/, '');
}

/** The mask (without the calling code) for `iso2`, or undefined when the library's may stay. */
export function phoneMask(iso2, libraryMask) {
  const example = getExampleNumber(iso2.toUpperCase(), examples);
  if (!example || !libraryMask) return undefined;
  // The example as the country writes it, digits as dots: `10-1234-5678` gives `..-....-....`.
  const written = withoutTrunkPrefix(example.formatNational(), example.nationalNumber);
  const template = (written ?? example.formatInternational().replace(/^\+\d+ /, '')).replace(/\d/g, '.');
  const wanted = groups(template);
  // Brackets in the country's own format: the library's mask may keep its punctuation when the groups agree.
  if (written ? template === libraryMask : same(wanted, groups(libraryMask))) return undefined;
  const room = groups(libraryMask).reduce((a, b) => a + b, 0) - wanted.reduce((a, b) => a + b, 0);
  return room > 0 ? template.replace(/\.+$/, (last) => last + '.'.repeat(room)) : template;
}

/**
 * Countries the library leaves without a mask, whose mobile numbers vary in length so that the example (a
 * short one) would group the usual numbers wrongly: the mask follows the longest mobile instead. Indonesia's
 * 812-3456-78901 writes the usual 10 and 11 digits as Indonesians do (0812-3456-789, 0812-3456-7890), where
 * the library grouped them in threes (+62 812 345 678 90).
 */
export const LONGEST_MOBILES = { id: '812345678901' };

/** The mask to add for `iso2`, which the library leaves without one, or undefined. */
export function addedMask(iso2) {
  const longest = LONGEST_MOBILES[iso2];
  if (!longest) return undefined;
  const number = parsePhoneNumber(longest, iso2.toUpperCase());
  return withoutTrunkPrefix(number.formatNational(), number.nationalNumber).replace(/\d/g, '.');
}
