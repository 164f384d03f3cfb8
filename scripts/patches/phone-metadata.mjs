import { createRequire } from 'node:module';
import { patchModule } from './patch-once.mjs';

/**
 * libphonenumber-js "min" metadata without what checking an E.164 number (src/booking-request/e164.ts)
 * never reads: the formatting rules (index 4 of each entry, half of the bytes), the international dialling
 * prefix (1) and the national prefix rules for parsing and formatting national numbers (5-9). Kept: the
 * calling code, the national number pattern and lengths, leading digits and number types.
 */
const UNUSED = new Set([1, 4, 5, 6, 7, 8, 9]);

const isEmpty = (value) => value === null || (Array.isArray(value) && value.length === 0);

/** The metadata format whose entry layout UNUSED describes (libphonenumber-js writes it as `version`). */
const FORMAT = 4;

export function trimPhoneMetadata(metadata) {
  if (metadata.version !== FORMAT || !Array.isArray(metadata.countries?.ID)) {
    throw new Error(`phone-metadata: expected libphonenumber-js metadata format ${FORMAT} (entries as arrays), found ${metadata.version}`);
  }
  const strip = (entry) => {
    const kept = entry.map((value, i) => (UNUSED.has(i) ? (Array.isArray(value) ? [] : null) : value));
    // Empty slots at the end read as missing all the same (`undefined` instead of `null` or `[]`).
    while (kept.length && isEmpty(kept.at(-1))) kept.pop();
    return kept;
  };
  const countries = Object.fromEntries(Object.entries(metadata.countries).map(([code, entry]) => [code, strip(entry)]));
  const nonGeographic = metadata.nonGeographic
    ? Object.fromEntries(Object.entries(metadata.nonGeographic).map(([code, entry]) => [code, strip(entry)]))
    : undefined;
  return { ...metadata, countries, ...(nonGeographic ? { nonGeographic } : {}) };
}

/**
 * Rollup plugin: the browser bundle gets the trimmed metadata, as a function that builds the object on
 * its first call and then returns it (src/booking-request/e164.ts calls it). Inside a function the
 * literal is only pre-parsed when the bundle loads; it is built when the first number is checked.
 */
export function trimmedPhoneMetadata() {
  return patchModule('bali-trim-phone-metadata', /libphonenumber-js[\\/]metadata\.min\.json\.js$/, () => {
    const metadata = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json');
    const literal = JSON.stringify(trimPhoneMetadata(metadata));
    return { code: `let built;\nexport default function phoneMetadata() {\n  return (built ??= ${literal});\n}\n`, map: { mappings: '' } };
  });
}
