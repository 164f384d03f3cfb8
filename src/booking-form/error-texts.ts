/**
 * The schema's messages in the form's language. The schema (shared with the receiver, whose `400` answers
 * stay English) speaks English; each English message is known by its catalogue key, and the guest reads
 * that key's text.
 */
import { EN, type Language, type MessageKey } from '../i18n';
import { fill } from '../i18n/format';
import { LIMITS, type FieldErrors } from '../booking-request';

/** The numbers in a message: its limit. */
const NUMBERS: Partial<Record<MessageKey, number>> = { nameLong: LIMITS.name, stayNights: LIMITS.stayNights, budgetMax: LIMITS.budgetAmount };

const ERROR_KEYS: MessageKey[] = ['name', 'nameLong', 'nameControl', 'email', 'whatsapp', 'checkIn', 'checkInPast', 'checkInFar', 'checkOut', 'checkOutOrder', 'stayNights', 'budgetCurrency', 'budgetAmount', 'budgetMax', 'travelType'];

let byEnglish: Map<string, MessageKey> | undefined;

/**
 * The English messages by key. Built when the page is idle (the form's warm-up) rather than by the first key
 * that shows a message: the budget's limit is written with the page's first number formatter.
 */
export function englishMessages(): Map<string, MessageKey> {
  return (byEnglish ??= new Map(ERROR_KEYS.map((key) => [fill(EN[key], 'en', NUMBERS[key] ?? 0), key])));
}

/** One message in `language` (a message the catalogue does not know stays as it is). */
export function errorText(english: string, { format }: Language): string {
  const key = englishMessages().get(english);
  return key ? format(key, NUMBERS[key] ?? 0) : english;
}

/** Every field's message in `language`. */
export function errorTexts(errors: FieldErrors, language: Language): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, english]) => [field, errorText(english!, language)]));
}
