/**
 * Whether a WhatsApp number is real for its country: E.164 shape, then libphonenumber-js's checks against
 * its "min" metadata (the browser bundle gets that metadata without its formatting rules, which a validity
 * check never reads; see scripts/trim-phone-metadata.mjs and its parity test).
 */
import { isValidPhoneNumber } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.min.json';

const E164 = /^\+[1-9]\d{6,14}$/;

export function isValidE164(value: string): boolean {
  return E164.test(value) && isValidPhoneNumber(value, metadata);
}
