import { describe, expect, it } from 'vitest';
import type { MetadataJson } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.min.json';
import examples from 'libphonenumber-js/examples.mobile.json';
import { getCountryCallingCode } from 'libphonenumber-js/min';
import { trimPhoneMetadata } from '../../scripts/patches/phone-metadata.mjs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { slimPhoneInput } from '../../scripts/patches/phone-input.mjs';
import { isValidE164 } from '../booking-request';
import { callingCodeOf, internationalNumber, isPickerCountry, NOT_IN_PICKER, pastedNumber, typedNumber, withoutTrunkZero } from './phone-validity';

const full = metadata as MetadataJson;
const trimmed = trimPhoneMetadata(full);

describe('phone typing', () => {
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
