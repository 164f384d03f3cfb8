/** A stored WhatsApp number written for reading: `+6281234567890` as `+62 812 3456 7890`. */
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** As stored when the library cannot place the number. */
export function readablePhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
