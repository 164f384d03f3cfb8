/**
 * The booking request schema: one source of truth for the form (validation on every change) and for the
 * receiver (server-side validation). zod/mini keeps it small in the browser bundle.
 */
import * as z from 'zod/mini';
import { TRAVEL_TAGS } from './travel-tags';
import { CURRENCIES } from './currencies';
import { addDays, isIsoDate, localIsoDate } from './iso-date';
import { isValidE164 } from './e164';
import { MESSAGES } from './messages';
import { LIMITS } from './limits';

// zod probes `new Function` to decide whether to JIT; a CSP without 'unsafe-eval' reports that probe.
z.config({ jitless: true });

/**
 * zod's practical e-mail pattern, with internationalised top-level domains as browsers send them: an
 * address typed as "made@пример.рф" is "made@xn--e1afmkfd.xn--p1ai" in the field's value.
 */
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+(?:[A-Za-z]{2,}|xn--[A-Za-z0-9\-]+)$/;

/**
 * A name is what the host reads back in a message or an e-mail header, so it is one line of visible text:
 * a pasted tab or line break becomes a space, a name of zero-width or format characters alone is too short,
 * and the controls no guest types (NUL, escape, the bidirectional overrides that disguise text) are refused.
 */
const spacedOut = (v: string) => v.replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, ' ');
const visibleLength = (v: string) => [...v.replace(/[\s\p{Cc}\p{Cf}\p{Z}]/gu, '')].length;
// \p{Cs}: a lone half of a surrogate pair (only a hand-made request has one) was stored as invalid UTF-8.
const CONTROL = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;

/** Schemas are built when first needed, not when the bundle is evaluated: building them is page start-up time. */
const contactShape = () => ({
  name: z.string(MESSAGES.name).check(
    z.overwrite(spacedOut),
    z.trim(),
    z.refine((v) => visibleLength(v) >= 2, MESSAGES.name),
    z.maxLength(LIMITS.name, `Name must be at most ${LIMITS.name} characters.`),
    z.refine((v) => !CONTROL.test(v), 'Name must not contain control characters.'),
  ),
  email: z.string(MESSAGES.email).check(z.trim(), z.maxLength(LIMITS.email, MESSAGES.email), z.email({ pattern: EMAIL, error: MESSAGES.email })),
  whatsapp: z.string(MESSAGES.whatsapp).check(
    z.refine(isValidE164, MESSAGES.whatsapp),
  ),
});

function tripShape(earliestCheckIn: () => string, latestCheckIn: () => string) {
  return {
    checkIn: z.string(MESSAGES.checkIn).check(
      z.refine(isIsoDate, MESSAGES.checkIn),
      z.refine((v) => v >= earliestCheckIn(), MESSAGES.checkInPast),
      z.refine((v) => v <= latestCheckIn(), MESSAGES.checkInFar),
    ),
    checkOut: z.string(MESSAGES.checkOut).check(z.refine(isIsoDate, MESSAGES.checkOut)),
    budgetCurrency: z.enum(CURRENCIES, MESSAGES.budgetCurrency),
    budgetAmount: z.number(MESSAGES.budgetAmount).check(
      z.gte(0, MESSAGES.budgetAmount),
      z.lte(LIMITS.budgetAmount, `Budget must be at most ${LIMITS.budgetAmount.toLocaleString('en-US')}.`),
    ),
    travelType: z.array(z.enum(TRAVEL_TAGS, MESSAGES.travelType), MESSAGES.travelType).check(
      z.minLength(1, MESSAGES.travelType),
      z.refine((tags) => new Set(tags).size === tags.length, MESSAGES.travelType),
    ),
  };
}

type Dates = { checkIn?: unknown; checkOut?: unknown };
const bothDates = (v: unknown): v is { checkIn: string; checkOut: string } =>
  typeof v === 'object' && v !== null &&
  typeof (v as Dates).checkIn === 'string' && isIsoDate((v as Dates).checkIn as string) &&
  typeof (v as Dates).checkOut === 'string' && isIsoDate((v as Dates).checkOut as string);

/**
 * Check-out after check-in, and at most `LIMITS.stayNights` nights after it, shown on checkOut; they run
 * whenever both dates parse, even if other fields fail.
 */
type Stay = { checkIn: string; checkOut: string };
const stayRule = (holds: (v: Stay) => boolean, message: string) =>
  z.refine<Stay>(holds, { message, path: ['checkOut'], when: (payload) => bothDates(payload.value) });
const stayRules = () => [
  stayRule((v) => v.checkOut > v.checkIn, MESSAGES.checkOutOrder),
  stayRule((v) => Date.parse(v.checkOut) - Date.parse(v.checkIn) <= LIMITS.stayNights * 864e5, MESSAGES.stayNights),
];

/**
 * Builders of the three schemas: a step's schema can be built without the others (the form builds each on
 * first use). Check-in is from `earliestCheckIn()` to `latestCheckIn()` (`YYYY-MM-DD`, both allowed); the
 * latest is `LIMITS.checkInYears` after the earliest unless told.
 */
export function schemaBuilders(earliestCheckIn: () => string, latestCheckIn = () => addDays(earliestCheckIn(), 0, LIMITS.checkInYears)) {
  const trip = () => tripShape(earliestCheckIn, latestCheckIn);
  return {
    contact: () => z.strictObject(contactShape()),
    trip: () => z.strictObject(trip()).check(...stayRules()),
    booking: () => z.strictObject({ ...contactShape(), ...trip() }).check(...stayRules()),
  };
}

/**
 * Builds the schemas: each step's (`contact`, `trip`) and the whole request's (`booking`). `earliestCheckIn`
 * returns the first allowed `YYYY-MM-DD`: the visitor's today in the browser; the server allows a day of
 * slack on both ends because guests live in every time zone.
 */
export function createBookingSchema(earliestCheckIn: () => string = () => localIsoDate(), latestCheckIn?: () => string) {
  const build = schemaBuilders(earliestCheckIn, latestCheckIn);
  return { contact: build.contact(), trip: build.trip(), booking: build.booking() };
}

export type BookingSchemas = ReturnType<typeof createBookingSchema>;

export type BookingRequest = z.output<BookingSchemas['booking']>;
export type BookingField = keyof BookingRequest;
/** A request as it reads back from storage or JSON: the same fields, currency and tags as plain strings. */
export type StoredRequestFields = Omit<BookingRequest, 'budgetCurrency' | 'travelType'> & {
  budgetCurrency: string;
  travelType: readonly string[];
};
export type FieldErrors = Partial<Record<BookingField, string>>;

/**
 * The first message per top-level field of a failed parse. Unknown fields get "Unknown field." and a body
 * that is not an object is reported under `body`.
 */
export function messagesOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  // A Map, not `key in {}`: a sender's unknown key may be "constructor" or "__proto__", which a plain
  // object already has; Object.fromEntries makes each one an own property.
  const errors = new Map<string, string>();
  const add = (key: string, message: string) => {
    if (!errors.has(key)) errors.set(key, message);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') issue.keys.forEach((key) => add(key, 'Unknown field.'));
    else add(issue.path.length ? String(issue.path[0]) : 'body', issue.message);
  }
  return Object.fromEntries(errors) as FieldErrors;
}

/** Runs `schema` and keeps the first message per top-level field; `{}` means valid. */
export function fieldErrors(schema: z.ZodMiniType, value: unknown): FieldErrors {
  const result = z.safeParse(schema, value);
  return result.success ? {} : messagesOf(result.error.issues);
}

/** The request's fields in their canonical order: what is stored, fingerprinted and exported as CSV columns. */
export const BOOKING_FIELDS = [
  'name',
  'email',
  'whatsapp',
  'checkIn',
  'checkOut',
  'budgetCurrency',
  'budgetAmount',
  'travelType',
] as const satisfies readonly BookingField[];
