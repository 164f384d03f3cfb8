/** The WhatsApp field groups mobile numbers as their country writes them, and cuts no digit. */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { phoneMask } from './phone-masks.mjs';
import { slimPhoneInput } from './phone-input.mjs';

it('groups a Korean mobile as +82 10 1234 5678 (the library made it +82 101 2345 678)', () => {
  expect(phoneMask('kr', '... .... ....')).toBe('.. .... .....');
});

it('keeps a mask whose groups agree with the phone library, punctuation and all', () => {
  expect(phoneMask('us', '(...) ...-....')).toBeUndefined();
  expect(phoneMask('gb', '.... ......')).toBeUndefined();
  expect(phoneMask('id', undefined)).toBeUndefined();
});

it('keeps the library\'s capacity, and lengthens a mask too short for a mobile', () => {
  expect(phoneMask('de', '.... ........')).toBe('.... ........');
  expect(phoneMask('ar', '(..) ........')).toBe('. .. .... ....');
});

it('is what the bundled library holds', () => {
  const path = createRequire(import.meta.url).resolve('react-phone-input-2/lib/lib.js');
  const slim = slimPhoneInput().transform(readFileSync(path, 'utf8'), path)!.code;
  expect(slim).toContain('["kr",[],"kr","82",".. .... ....."');
});
