/**
 * The E.164 check of the request contract: whether a WhatsApp number is real for its country, decided by
 * libphonenumber-js's rules in its "min" metadata. The input is always strict E.164 (`+` and digits, which
 * the form produces), so instead of the library's parser and classes (free text, RFC 3966, extensions,
 * formatting) the number goes straight to its numbering plan: calling codes are prefix-free, so the first
 * 1–3 digits that are a known calling code are the code. Where countries share a code (+1, +44, +39…) the country is
 * chosen as the library's parser chooses it (leading digits, else the first whose number types match).
 * A parity test holds this to `isValidPhoneNumber`'s answers; the one difference is deliberate: a national
 * trunk or carrier prefix after the code ("+61 0412…") is refused, not silently dropped, because such a
 * string is not E.164 and a WhatsApp link made from it reaches nobody. The form drops a trunk "0" for the
 * guest before it checks and sends, so only E.164 is ever sent.
 * The browser bundle also gets the metadata without its formatting rules (scripts/patches/phone-metadata.mjs).
 */
import type { MetadataJson } from 'libphonenumber-js/core';
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

/**
 * A numbering plan as libphonenumber-js's metadata (format 4, checked by a test and by the browser build's
 * metadata patch) writes it: read by index, as its `Metadata` class reads it, so the browser bundle does not
 * carry that class and its formatting along. Indexes: national number pattern 2, its lengths 3, leading
 * digits 10, number types 11 (each `[pattern, lengths?]`, or empty).
 */
type Plan = [callingCode: string, idd: unknown, pattern: string, lengths: number[] | undefined, ...rest: unknown[]];
type NumberType = [pattern: string, lengths?: number[]] | 0 | null | undefined;

/** A country's plan; for a calling code, its first country's (+1: the United States), else the non-geographic one. */
function numberingPlan(plan: string, data: MetadataJson): Plan {
  const plans = data as unknown as { countries: Record<string, Plan>; nonGeographic?: Record<string, Plan>; country_calling_codes: Record<string, string[]> };
  if (!/^\d+$/.test(plan)) return plans.countries[plan];
  const [country] = plans.country_calling_codes[plan] ?? [];
  return (country && country.length === 2 ? plans.countries[country] : plans.nonGeographic?.[plan])!;
}

const matchesEntirely = (text: string, pattern: string) => new RegExp(`^(?:${pattern})$`).test(text);

/**
 * libphonenumber-js's `isValid()` of a number in a plan: the plan's national pattern, and where the plan
 * has number types, one type whose lengths and pattern match (its getNumberType). The parity test holds
 * it to `isValidPhoneNumber`.
 */
function isValidInPlan(plan: string, national: string, data: MetadataJson): boolean {
  const rules = numberingPlan(plan, data);
  if (!matchesEntirely(national, rules[2])) return false;
  const types = rules[11] as NumberType[] | undefined;
  if (!types?.length) return true;
  return types.slice(0, 10).some((type) => {
    const lengths = (type && type[1]) || rules[3];
    return Boolean(type && type[0]) && (!lengths || lengths.includes(national.length)) && matchesEntirely(national, type ? type[0] : '');
  });
}

/** The numbering plan to check `national` against: a country, or the calling code itself. */
function planFor(callingCode: string, national: string, data: MetadataJson): string {
  const countries = (data.country_calling_codes as Record<string, string[]>)[callingCode];
  if (countries.length === 1) return countries[0] === '001' ? callingCode : countries[0];
  const country = countries.find((candidate) => {
    const leading = numberingPlan(candidate, data)[10] as string | undefined;
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
