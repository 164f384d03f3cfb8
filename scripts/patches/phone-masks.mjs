import { createRequire } from 'node:module';

/**
 * react-phone-input-2's masks group some countries' mobile numbers as nobody there writes them (a Korean
 * mobile came out "+82 101 2345 678"; Koreans write +82 10-1234-5678). At build time each mask whose groups
 * differ from libphonenumber's international format of the country's example mobile number takes that
 * format's groups, keeping the library's capacity (extra digits lengthen the last group), so no digit a
 * guest types is cut. Masks whose groups agree keep their own punctuation ("(201) 555-0123"). No byte of
 * libphonenumber's formatting rules enters the bundle: only the library's mask strings change.
 */
const require = createRequire(import.meta.url);
const { getExampleNumber } = require('libphonenumber-js/min');
const examples = require('libphonenumber-js/mobile/examples');

const groups = (mask) => (mask.match(/\.+/g) ?? []).map((g) => g.length);
const same = (a, b) => a.length === b.length && a.every((n, i) => n === b[i]);

/** The mask (without the calling code) for `iso2`, or undefined when the library's may stay. */
export function phoneMask(iso2, libraryMask) {
  const example = getExampleNumber(iso2.toUpperCase(), examples);
  if (!example || !libraryMask) return undefined;
  const wanted = groups(example.formatInternational().replace(/^\+\d+ /, '').replace(/\d/g, '.'));
  if (same(wanted, groups(libraryMask))) return undefined;
  const room = groups(libraryMask).reduce((a, b) => a + b, 0) - wanted.reduce((a, b) => a + b, 0);
  if (room > 0) wanted[wanted.length - 1] += room;
  return wanted.map((n) => '.'.repeat(n)).join(' ');
}
