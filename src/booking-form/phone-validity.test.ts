import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber, type MetadataJson } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.min.json';
import examples from 'libphonenumber-js/examples.mobile.json';
import { getCountryCallingCode } from 'libphonenumber-js/min';
import { trimPhoneMetadata } from '../../scripts/trim-phone-metadata.mjs';
import { isValidE164 } from './phone-validity';

const trimmed = trimPhoneMetadata(metadata as MetadataJson);

/** Every country's example mobile number, plus the same number one digit short and one digit long. */
function candidates(): string[] {
  const out: string[] = [];
  for (const [country, national] of Object.entries(examples as Record<string, string>)) {
    const code = getCountryCallingCode(country as never);
    for (const digits of [national, national.slice(0, -1), `${national}7`, `${national.slice(0, 3)}`]) out.push(`+${code}${digits}`);
  }
  return out;
}

describe('phone validity', () => {
  it('+62 812 is invalid, +62 812-3456-7890 is valid', () => {
    expect(isValidE164('+62812')).toBe(false);
    expect(isValidE164('+6281234567890')).toBe(true);
    expect(isValidE164('+62 812-3456-7890')).toBe(false); // E.164 has no spaces: the form sends digits only
  });

  it('accepts every country example mobile number', () => {
    const invalid = Object.entries(examples as Record<string, string>)
      .map(([country, national]) => `+${getCountryCallingCode(country as never)}${national}`)
      .filter((n) => !isValidE164(n));
    expect(invalid).toEqual([]);
  });

  it('the trimmed metadata gives the same answers as the full one', () => {
    const all = candidates();
    expect(all.length).toBeGreaterThan(900);
    const differ = all.filter((n) => isValidPhoneNumber(n, trimmed) !== isValidPhoneNumber(n, metadata as MetadataJson));
    expect(differ).toEqual([]);
    expect(JSON.stringify(trimmed).length).toBeLessThan(JSON.stringify(metadata).length * 0.5);
  });
});
