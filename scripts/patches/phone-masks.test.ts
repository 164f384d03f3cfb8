/** The WhatsApp field groups mobile numbers as their country writes them, and cuts no digit. */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getExampleNumber, parsePhoneNumber } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { addedMask, LONGEST_MOBILES, phoneMask, withoutTrunkPrefix } from './phone-masks.mjs';
import { slimPhoneInput } from './phone-input.mjs';
import { readablePhone, withoutTrunkPrefix as serverWithoutTrunkPrefix } from '../../src/server/notify/readable-phone';
import type { CountryCode } from 'libphonenumber-js';

const path = createRequire(import.meta.url).resolve('react-phone-input-2/lib/lib.js');
const slim = slimPhoneInput().transform(readFileSync(path, 'utf8'), path)!.code;
/** Every country of the bundled library that has a mask: [iso2, calling code, mask]. */
const MASKS = [...slim.matchAll(/\["([a-z]{2})",\[\],"[a-z]{2}","(\d+)","([^"]+)"/g)].map(([, iso2, code, mask]) => [iso2, code, mask] as const);

/** The digits typed into a mask, as the field fills it (extra room at the end stays unfilled). */
function fill(mask: string, digits: string): string {
  let i = 0;
  let out = '';
  for (const c of mask) {
    if (i >= digits.length) break;
    out += c === '.' ? digits[i++] : c;
  }
  return out;
}

it('groups a Korean mobile as +82 10-1234-5678 (the library made it +82 101 2345 678)', () => {
  expect(phoneMask('kr', '... .... ....')).toBe('..-....-.....');
  expect(readablePhone('+821012345678')).toBe('+82 10-1234-5678');
  expect(readablePhone('+6281234567890')).toBe('+62 812-3456-7890');
  expect(readablePhone('+12015550123')).toBe('+1 201 555 0123');
});

it('gives Indonesia, which the library leaves unmasked, its mobiles of 10, 11 and 12 digits as the inbox writes them', () => {
  expect(addedMask('id')).toBe('...-....-.....');
  for (const digits of ['8123456789', '81234567890', '812345678901']) expect(`+62 ${fill('...-....-.....', digits)}`).toBe(readablePhone(`+62${digits}`));
  expect(addedMask('de')).toBeUndefined();
  expect(slim).toContain('["id",[],"id","62","...-....-....."]');
});

it('keeps a mask whose groups agree where the country writes brackets, punctuation and all', () => {
  expect(phoneMask('us', '(...) ...-....')).toBeUndefined();
  expect(phoneMask('gb', '.... ......')).toBeUndefined();
});

it("keeps the library's capacity, and lengthens a mask too short for a mobile", () => {
  expect(phoneMask('de', '.... ........')).toBe('.... ........');
  expect(phoneMask('ar', '(..) ........')).toBe('. .. .... ....');
});

it('is what the bundled library holds', () => {
  expect(slim).toContain('["kr",[],"kr","82","..-....-....."');
  expect(MASKS.length).toBeGreaterThan(50);
});

it('takes the trunk prefix off the same way in the build and on the server', () => {
  for (const [national, nsn] of [['010-1234-5678', '1012345678'], ['(201) 555-0123', '2015550123'], ['011 15-2345-6789', '91123456789'], ['8123 4567', '81234567']]) {
    expect(withoutTrunkPrefix(national, nsn)).toBe(serverWithoutTrunkPrefix(national, nsn));
  }
});

describe('every mask we ship writes its country\'s example mobile as the inbox does', () => {
  for (const [iso2, code, mask] of MASKS) {
    // Where the mask follows the country's longest mobile, that number is the example.
    const longest = (LONGEST_MOBILES as Record<string, string>)[iso2];
    const example = longest ? parsePhoneNumber(longest, iso2.toUpperCase() as CountryCode) : getExampleNumber(iso2.toUpperCase() as CountryCode, examples);
    if (!example) continue;
    it(`${iso2.toUpperCase()}: ${mask}`, () => {
      const shown = `+${code} ${fill(mask, `${example.countryCallingCode}${example.nationalNumber}`.slice(code.length))}`;
      const inbox = readablePhone(example.number);
      // Brackets kept from the library's mask (US "(201) 555-0123") differ only in punctuation.
      if (/[()]/.test(mask)) expect(shown.replace(/\D+/g, ' ').trim()).toBe(inbox.replace(/\D+/g, ' ').trim());
      else expect(shown).toBe(inbox);
    });
  }
});
