/**
 * The E.164 check of the request contract: whether a WhatsApp number is real for its country, decided by
 * libphonenumber-js against its "min" metadata. The input is always strict E.164 (`+` and digits, which the
 * form produces), so instead of the library's free-text parser (RFC 3966 URIs, extensions, national formats: a quarter of its size) the
 * number goes straight to its `PhoneNumber` class: calling codes are prefix-free, so the first 1–3 digits
 * that are a known calling code are the code. Where countries share a code (+1, +44, +39…) the country is
 * chosen as the library's parser chooses it (leading digits, else the first whose number types match).
 * A parity test holds this to `isValidPhoneNumber`'s answers; the one difference is deliberate: a national
 * trunk or carrier prefix after the code ("+61 0412…") is refused, not silently dropped, because such a
 * string is not E.164 and a WhatsApp link made from it reaches nobody. The form drops a trunk "0" for the
 * guest before it checks and sends, so only E.164 is ever sent.
 * The browser bundle also gets the metadata without its formatting rules (scripts/patches/phone-metadata.mjs).
 */
import { Metadata, type MetadataJson } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.min.json';

/**
 * The metadata object. In the browser bundle the metadata module exports a function that builds the
 * (trimmed) object on its first call (scripts/patches/phone-metadata.mjs): a 40 KB object literal evaluated
 * at start-up would cost the host page time before anyone typed a number. Elsewhere it is the object.
 */
export function phoneMetadata(): MetadataJson {
  const value: unknown = metadata;
  return (typeof value === 'function' ? value() : value) as MetadataJson;
}

/** `+` and 7 to 15 digits, the first not 0: the shape every number is checked for before its plan. */
export const E164 = /^\+[1-9]\d{6,14}$/;

/** The parts of a numbering plan the check reads (the typings declare fewer). */
type Plan = {
  nationalNumberPattern(): string;
  leadingDigits(): string | undefined;
  hasTypes(): boolean;
  type(type: string): { pattern(): string; possibleLengths(): number[] | undefined } | undefined;
};

/** The number types a valid number is one of (libphonenumber's getNumberType, fixed line first). */
const TYPES = ['FIXED_LINE', 'MOBILE', 'PREMIUM_RATE', 'TOLL_FREE', 'SHARED_COST', 'VOIP', 'PERSONAL_NUMBER', 'PAGER', 'UAN', 'VOICEMAIL'];

const matchesEntirely = (text: string, pattern: string) => new RegExp(`^(?:${pattern})$`).test(text);

function numberingPlan(plan: string, data: MetadataJson): Plan {
  const plans = new Metadata(data);
  plans.selectNumberingPlan(plan as never);
  return plans.numberingPlan as unknown as Plan;
}

/**
 * libphonenumber-js's `isValid()` of a number in a plan, without its `PhoneNumber` class (which brings its
 * formatting along): the plan's national pattern, and where the plan has number types, one type whose
 * lengths and pattern match. The parity test holds it to `isValidPhoneNumber`.
 */
function isValidInPlan(plan: string, national: string, data: MetadataJson): boolean {
  const rules = numberingPlan(plan, data);
  if (!matchesEntirely(national, rules.nationalNumberPattern())) return false;
  if (!rules.hasTypes()) return true;
  return TYPES.some((name) => {
    const type = rules.type(name);
    const lengths = type?.possibleLengths();
    return Boolean(type?.pattern()) && (!lengths || lengths.includes(national.length)) && matchesEntirely(national, type!.pattern());
  });
}

/** The numbering plan to check `national` against: a country, or the calling code itself. */
function planFor(callingCode: string, national: string, data: MetadataJson): string {
  const countries = (data.country_calling_codes as Record<string, string[]>)[callingCode];
  if (countries.length === 1) return countries[0] === '001' ? callingCode : countries[0];
  const country = countries.find((candidate) => {
    const leading = numberingPlan(candidate, data).leadingDigits();
    return leading ? national.search(leading) === 0 : isValidInPlan(candidate, national, data);
  });
  return country ?? callingCode;
}

/** `+<calling code><national number>` split at its calling code (prefix-free: the first known 1–3 digits). */
export function splitAtCallingCode(value: string, data: MetadataJson): [callingCode: string, national: string] | undefined {
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
  return isValidInPlan(planFor(callingCode, national, data), national, data);
}
