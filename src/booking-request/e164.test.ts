import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber, parsePhoneNumber, type MetadataJson } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.min.json';
import examples from 'libphonenumber-js/examples.mobile.json';
import { getCountryCallingCode } from 'libphonenumber-js/min';
import { trimPhoneMetadata, trimmedPhoneMetadata } from '../../scripts/patches/phone-metadata.mjs';
import { isValidE164 } from './e164';

const full = metadata as MetadataJson;
const trimmed = trimPhoneMetadata(full);

/**
 * Numbers to compare on: every country's example mobile number; the same one digit short, one digit
 * long, cut to 3 digits, with a trunk "0" after the calling code; every calling code (non-geographic ones
 * too) followed by digit runs of several lengths.
 */
function candidates(): string[] {
  const out = new Set<string>();
  for (const [country, national] of Object.entries(examples as Record<string, string>)) {
    const code = getCountryCallingCode(country as never);
    for (const digits of [national, national.slice(0, -1), `${national}7`, national.slice(0, 3), `0${national}`]) out.add(`+${code}${digits}`);
  }
  for (const code of Object.keys(full.country_calling_codes)) {
    for (const len of [4, 6, 7, 8, 9, 10, 11, 12]) out.add(`+${code}${'123456789012'.slice(0, len)}`);
    out.add(`+${code}800123456`);
    out.add(`+${code}2015550123`);
  }
  return [...out].filter((n) => /^\+\d{7,15}$/.test(n) && !n.startsWith('+0'));
}

describe('E.164 check', () => {
  it('reads the metadata in the layout it knows (format 4: plans as arrays read by index)', () => {
    expect(full.version).toBe(4);
    expect(Array.isArray((full.countries as Record<string, unknown>).ID)).toBe(true);
  });

  it('+62 812 is invalid, +62 812-3456-7890 is valid', () => {
    expect(isValidE164('+62812')).toBe(false);
    expect(isValidE164('+6281234567890')).toBe(true);
    expect(isValidE164('+62 812-3456-7890')).toBe(false); // E.164 has no spaces: the form sends digits only
    expect(isValidE164('6281234567890')).toBe(false);
    expect(isValidE164('+0281234567890')).toBe(false);
  });

  it('accepts every country example mobile number', () => {
    const invalid = Object.entries(examples as Record<string, string>)
      .map(([country, national]) => `+${getCountryCallingCode(country as never)}${national}`)
      .filter((n) => !isValidE164(n));
    expect(invalid).toEqual([]);
  });

  it('gives the same answers as libphonenumber-js isValidPhoneNumber, but refuses a trunk 0 after the code', () => {
    const all = candidates();
    expect(all.length).toBeGreaterThan(2500);
    expect(all.filter((n) => isValidPhoneNumber(n, full)).length).toBeGreaterThan(250);
    const differ = all.filter((n) => isValidE164(n) !== isValidPhoneNumber(n, full));
    // The library's free-text parser drops a national trunk prefix ("+61 0412 345 678"). Such a string is
    // not E.164 and a WhatsApp link made from it reaches nobody, so it is refused and the guest fixes it.
    const prefixDropped = (n: string) => {
      const parsed = parsePhoneNumber(n, full);
      return parsed !== undefined && parsed.countryCallingCode.length + parsed.nationalNumber.length < n.length - 1;
    };
    expect(differ.filter((n) => !(prefixDropped(n) && !isValidE164(n)))).toEqual([]);
    expect(differ.length).toBeLessThan(200);
    expect(isValidE164('+610412345678')).toBe(false);
    expect(isValidE164('+61412345678')).toBe(true);
  });

  it('the trimmed metadata (what the browser bundle gets) gives the same answers as the full one', () => {
    const differ = candidates().filter((n) => isValidE164(n, trimmed) !== isValidE164(n, full));
    expect(differ).toEqual([]);
    expect(JSON.stringify(trimmed).length).toBeLessThan(JSON.stringify(full).length * 0.5);
  });

  it("the bundle's metadata module builds the trimmed object on its first call only, then returns the same one", async () => {
    const out = trimmedPhoneMetadata().transform('', '/x/node_modules/libphonenumber-js/metadata.min.json.js')!;
    expect(out.code.startsWith('let built;')).toBe(true); // nothing is built while the module is evaluated
    const mod = await import(`data:text/javascript,${encodeURIComponent(out.code)}`);
    const first = mod.default();
    expect(first).toEqual(trimmed);
    expect(mod.default()).toBe(first);
    expect(trimmedPhoneMetadata().transform('', '/x/other.json.js')).toBeNull();
  });
});
