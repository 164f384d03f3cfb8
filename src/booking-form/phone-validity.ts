/**
 * Whether a WhatsApp number is real for its country, decided by libphonenumber-js against its "min"
 * metadata. The input is always strict E.164 (`+` and digits, which the form produces), so instead of the
 * library's free-text parser (RFC 3966 URIs, extensions, national formats: a quarter of its size) the
 * number goes straight to its `PhoneNumber` class: calling codes are prefix-free, so the first 1–3 digits
 * that are a known calling code are the code. Where countries share a code (+1, +44, +39…) the country is
 * chosen as the library's parser chooses it (leading digits, else the first whose number types match).
 * A parity test holds this to `isValidPhoneNumber`'s answers; the one difference is deliberate: a national
 * trunk or carrier prefix after the code ("+61 0412…") is refused, not silently dropped, because such a
 * string is not E.164 and a WhatsApp link made from it reaches nobody. The form drops a trunk "0" for the
 * guest before it checks and sends (`withoutTrunkZero`), so only E.164 is ever sent.
 * The browser bundle also gets the metadata without its formatting rules (scripts/trim-phone-metadata.mjs).
 */
import { Metadata, PhoneNumber, type MetadataJson } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.min.json';

/**
 * The metadata object. In the browser bundle the metadata module exports a function that builds the
 * (trimmed) object on its first call (scripts/trim-phone-metadata.mjs): a 40 KB object literal evaluated
 * at start-up would cost the host page time before anyone typed a number. Elsewhere it is the object.
 */
function phoneMetadata(): MetadataJson {
  const value: unknown = metadata;
  return (typeof value === 'function' ? value() : value) as MetadataJson;
}

const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * `PhoneNumber`'s own three-argument form (country or calling code, national number, metadata), which
 * its parser uses; the typings only declare the two-argument public one. The version is pinned and the
 * parity test would catch a change.
 */
const NumberInPlan = PhoneNumber as unknown as new (plan: string, national: string, metadata: MetadataJson) => { isValid(): boolean };

/** The numbering plan to check `national` against: a country, or the calling code itself. */
function planFor(callingCode: string, national: string, data: MetadataJson): string {
  const countries = (data.country_calling_codes as Record<string, string[]>)[callingCode];
  if (countries.length === 1) return countries[0] === '001' ? callingCode : countries[0];
  const plans = new Metadata(data);
  const country = countries.find((candidate) => {
    plans.selectNumberingPlan(candidate as never);
    const leading = plans.numberingPlan?.leadingDigits();
    return leading ? national.search(leading) === 0 : new NumberInPlan(candidate, national, data).isValid();
  });
  return country ?? callingCode;
}

/** `+<calling code><national number>` split at its calling code (prefix-free: the first known 1–3 digits). */
function splitAtCallingCode(value: string, data: MetadataJson): [callingCode: string, national: string] | undefined {
  for (let length = 1; length <= 3; length++) {
    const callingCode = value.slice(1, 1 + length);
    if (callingCode in data.country_calling_codes) return [callingCode, value.slice(1 + length)];
  }
  return undefined;
}

/** `data` is for tests: the library's metadata unless told otherwise. */
export function isValidE164(value: string, data?: MetadataJson): boolean {
  // Checked before the metadata is asked for: an empty or malformed field (the common case on a first
  // "Next") doesn't need it built.
  if (!E164.test(value)) return false;
  data ??= phoneMetadata();
  const split = splitAtCallingCode(value, data);
  if (!split) return false;
  const [callingCode, national] = split;
  return new NumberInPlan(planFor(callingCode, national, data), national, data).isValid();
}

/**
 * The number a guest means when they write it as at home after the calling code, trunk "0" included
 * ("+62 0812…", "+61 0412…", "+44 07700…"): without that 0, when it is not valid with it and valid without.
 * Anything else comes back unchanged, so what is sent is still E.164 of a real number or refused.
 */
export function withoutTrunkZero(value: string, data?: MetadataJson): string {
  if (!E164.test(value) || isValidE164(value, data)) return value;
  const split = splitAtCallingCode(value, (data ??= phoneMetadata()));
  if (!split || !split[1].startsWith('0')) return value;
  const candidate = `+${split[0]}${split[1].slice(1)}`;
  return isValidE164(candidate, data) ? candidate : value;
}

/**
 * A number written internationally ("+44 7911 123456", "0044 7911 123456", "(+44) 7911…", "tel:+44…", with
 * the invisible direction marks some apps wrap copied numbers in, or a full-width "＋"), after a label
 * ("WhatsApp: +61…", "Mob +1…"), or a WhatsApp link (wa.me/61412345678, "…send?phone=61412345678", whose
 * number is always international, without its "+") as `+` and its digits; `undefined` for anything else,
 * which belongs to the country already chosen. (A label or another country's link kept the "+62" shown:
 * "+62 614 123…" was valid, sent, and reached nobody.)
 */
export function internationalNumber(text: string): string | undefined {
  const typed = text.normalize('NFKC').replace(/\p{Cf}/gu, '').trim();
  const link = /(?:wa\.me\/|[?&]phone=)(?:\+|%2B)?(\d{7,15})\b/i.exec(typed);
  if (link) return `+${link[1]}`;
  const number = typed.replace(/^[^\d+]*/, '');
  const digits = number.replace(/^00/, '').replace(/\D/g, '');
  return /^(\+|00)/.test(number) && digits ? `+${digits}` : undefined;
}

/**
 * What the field's digits mean, as `+` and digits (`''` for none). No calling code starts with 0: digits
 * that do are a number written as at home ("0812…" typed after the guest cleared the "+62"), so they go
 * after `callingCode`, the code of the country still shown; the trunk 0 is dropped when the number is sent.
 */
export function typedNumber(digits: string, callingCode: string): string {
  if (!digits) return '';
  return digits.startsWith('0') && callingCode ? `+${callingCode}${digits}` : `+${digits}`;
}

/**
 * What a paste into the WhatsApp field means, as `+` and digits; `undefined` when the browser's own paste is
 * right. A number written internationally replaces the field's. One written as at home ("0812 3456 7890")
 * belongs to the country shown; pasted at the caret after its "+62" the browser gets it right, but over a
 * selection that takes the "+62" with it (select all, then paste) the calling code was lost and the number
 * read as "+08…": it keeps the code of `fieldText` then.
 */
export function pastedNumber(text: string, fieldText: string, selectionStart: number): string | undefined {
  const international = internationalNumber(text);
  if (international) return international;
  const code = /^\+(\d+)/.exec(fieldText)?.[1] ?? '';
  const digits = text.replace(/\D/g, '');
  if (!code || !digits) return undefined;
  // wa.me links and many apps write the calling code without the "+" ("6281234567890"): a whole valid
  // number that starts with the shown code is taken as that number, not as "+62 6281…".
  if (digits.startsWith(code) && isValidE164(`+${digits}`) && !isValidE164(`+${code}${digits}`)) return `+${digits}`;
  return selectionStart <= code.length ? `+${code}${digits}` : undefined;
}

/** The calling code of an ISO 3166-1 alpha-2 country (`'id'` → `'62'`), or `''` for a code the metadata lacks. */
export function callingCodeOf(country: string): string {
  const entry = (phoneMetadata().countries as Record<string, [string, ...unknown[]] | undefined>)[country.toUpperCase()];
  return entry?.[0] ?? '';
}

/**
 * Countries the phone metadata knows that react-phone-input-2's picker does not list (territories dialled
 * through a bigger country's code, mostly); kept equal to the library's list by a unit test.
 */
export const NOT_IN_PICKER = 'ac ai as ax bl bm cc ck cx eh fk fo gg gi gl im je ky mf mp ms nf nu pm sh sj sx ta tc tk vg vi wf yt';

/** Whether the form can preselect `country` (ISO 3166-1 alpha-2, any case): the picker shows its flag and code. */
export const isPickerCountry = (country: string) =>
  /^[a-z]{2}$/i.test(country) && callingCodeOf(country) !== '' && !NOT_IN_PICKER.includes(country.toLowerCase());
