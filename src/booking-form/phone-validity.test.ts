import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber, parsePhoneNumber, type MetadataJson } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.min.json';
import examples from 'libphonenumber-js/examples.mobile.json';
import { getCountryCallingCode } from 'libphonenumber-js/min';
import { trimPhoneMetadata, trimmedPhoneMetadata } from '../../scripts/trim-phone-metadata.mjs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { slimPhoneInput } from '../../scripts/rollup-slim-phone-input.mjs';
import { callingCodeOf, internationalNumber, isPickerCountry, isValidE164, NOT_IN_PICKER, pastedNumber, typedNumber, withoutTrunkZero } from './phone-validity';

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

describe('phone validity', () => {
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

  it('drops a trunk 0 typed after the calling code when that makes the number valid, and nothing else', () => {
    expect(withoutTrunkZero('+62081234567890')).toBe('+6281234567890'); // Indonesia, as written at home
    expect(withoutTrunkZero('+610412345678')).toBe('+61412345678'); // Australia
    expect(withoutTrunkZero('+4407400123456')).toBe('+447400123456'); // United Kingdom
    expect(withoutTrunkZero('+6281234567890')).toBe('+6281234567890'); // already right
    expect(withoutTrunkZero('+390612345678')).toBe('+390612345678'); // Rome: the 0 belongs to the number
    expect(withoutTrunkZero('+620812')).toBe('+620812'); // not valid either way: left for the message
    expect(withoutTrunkZero('')).toBe('');
    // Every country's example mobile number, written with a 0 in front, comes out as the number or as typed.
    for (const [country, national] of Object.entries(examples as Record<string, string>)) {
      const code = getCountryCallingCode(country as never);
      const fixed = withoutTrunkZero(`+${code}0${national}`, trimmed);
      expect([`+${code}${national}`, `+${code}0${national}`]).toContain(fixed);
      if (fixed !== `+${code}0${national}`) expect(isValidE164(fixed, full)).toBe(true);
    }
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

  it('callingCodeOf: a country\'s calling code in any case, empty for a code the metadata lacks', () => {
    expect(callingCodeOf('id')).toBe('62');
    expect(callingCodeOf('AU')).toBe('61');
    expect(callingCodeOf('us')).toBe('1');
    expect(callingCodeOf('xx')).toBe('');
  });

  it('pastedNumber: international numbers replace the field; a national one keeps the code when the paste takes it', () => {
    expect(pastedNumber('+44 7911 123456', '+62 812', 4)).toBe('+447911123456');
    // Select all over "+62 812 3456", paste a number as written at home: Indonesia's code stays.
    expect(pastedNumber('0812-3456-7890', '+62 812 3456', 0)).toBe('+62081234567890');
    expect(pastedNumber('0412 345 678', '+61', 1)).toBe('+610412345678');
    expect(pastedNumber('(702) 123-4567', '+1 (702)', 0)).toBe('+17021234567');
    // At the caret after the code (or later), the browser's own paste is right.
    expect(pastedNumber('0812 3456 7890', '+62 ', 4)).toBeUndefined();
    expect(pastedNumber('0812 3456 7890', '+62', 3)).toBeUndefined();
    expect(pastedNumber('0812', '+62 812', 5)).toBeUndefined();
    // Nothing to keep, or nothing pasted that is a number.
    expect(pastedNumber('0812 3456 7890', '', 0)).toBeUndefined();
    expect(pastedNumber('call me', '+62', 0)).toBeUndefined();
    // The calling code without "+" (wa.me links): not "+62 6281…".
    expect(pastedNumber('6281234567890', '+62', 3)).toBe('+6281234567890');
    expect(pastedNumber('62 812-3456-7890', '+62 ', 0)).toBe('+6281234567890');
    // Digits that are a valid number after the code stay after it, even when they start like it.
    expect(pastedNumber('621234567', '+62', 3)).toBeUndefined();
  });

  it('typedNumber: digits starting with 0 (no calling code does) go after the shown country\'s code', () => {
    expect(typedNumber('081234567890', '62')).toBe('+62081234567890');
    expect(typedNumber('0', '62')).toBe('+620');
    expect(typedNumber('6281234567890', '62')).toBe('+6281234567890');
    expect(typedNumber('447911123456', '62')).toBe('+447911123456');
    expect(typedNumber('', '62')).toBe('');
    expect(typedNumber('0812', '')).toBe('+0812');
  });

  it('internationalNumber: "+" or "00" first gives + and the digits; a number written otherwise is not one', () => {
    expect(internationalNumber('+44 7911 123456')).toBe('+447911123456');
    expect(internationalNumber(' 0044 (0)7911-123456 ')).toBe('+4407911123456');
    // As apps copy them: direction marks around it, a full-width plus, in brackets, a tel: link.
    expect(internationalNumber('\u202a+44 7911 123456\u202c')).toBe('+447911123456');
    expect(internationalNumber('\u200e+44 7911 123456')).toBe('+447911123456');
    expect(internationalNumber('＋44 7911 123456')).toBe('+447911123456');
    expect(internationalNumber('(+44) 7911 123456')).toBe('+447911123456');
    expect(internationalNumber('tel:+447911123456')).toBe('+447911123456');
    // After a label, as contact cards and signatures write them (the "+62" shown was kept: "+62 614…").
    expect(internationalNumber('WhatsApp: +61 412 345 678')).toBe('+61412345678');
    expect(internationalNumber('Mob +1 201 555 0123')).toBe('+12015550123');
    expect(internationalNumber('M: +65 8123 4567')).toBe('+6581234567');
    expect(internationalNumber('Tel. 0044 7911 123456')).toBe('+447911123456');
    // WhatsApp links: the whole international number, without its "+".
    expect(internationalNumber('https://wa.me/61412345678')).toBe('+61412345678');
    expect(internationalNumber('wa.me/+61412345678')).toBe('+61412345678');
    expect(internationalNumber('https://api.whatsapp.com/send?phone=61412345678&text=Hi')).toBe('+61412345678');
    expect(internationalNumber('https://api.whatsapp.com/send?text=Hi&phone=%2B447911123456')).toBe('+447911123456');
    // Nothing to dial: not a number at all.
    expect(internationalNumber('+')).toBeUndefined();
    expect(internationalNumber('+ abc')).toBeUndefined();
    expect(internationalNumber('00')).toBeUndefined();
    expect(internationalNumber('0812 3456 7890')).toBeUndefined();
    expect(internationalNumber('812345')).toBeUndefined();
    expect(internationalNumber('WhatsApp: 0812 3456 7890')).toBeUndefined();
    expect(internationalNumber('Call 0812 (WhatsApp +)')).toBeUndefined();
  });

  it("NOT_IN_PICKER is exactly the metadata's countries that react-phone-input-2's picker lacks", () => {
    const libPath = createRequire(import.meta.url).resolve('react-phone-input-2/lib/lib.js');
    const slim = slimPhoneInput().transform(readFileSync(libPath, 'utf8'), libPath)!.code;
    const picker = new Set([...slim.matchAll(/\["[^"]*",\[\],"([a-z]{2})","/g)].map((m) => m[1]));
    expect(picker.size).toBeGreaterThan(200);
    const lacking = Object.keys(full.countries).map((c) => c.toLowerCase()).filter((c) => !picker.has(c));
    expect(NOT_IN_PICKER).toBe(lacking.join(' '));
  });

  it('isPickerCountry: a two-letter code the picker lists, in any case', () => {
    for (const yes of ['id', 'AU', 'us', 'Gb']) expect(isPickerCountry(yes)).toBe(true);
    for (const no of ['xx', 'je', 'KY', ' gb', 'IDN', '', 'c ']) expect(isPickerCountry(no)).toBe(false);
  });
});
