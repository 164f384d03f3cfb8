/**
 * How the inbox writes dates, money and times: pure functions, English, the owner's own time zone for
 * instants and none for stay dates (a check-in is a calendar day, not an instant).
 */
import { TRAVEL_LABELS, TRAVEL_TAGS } from '../booking-request';

const DAY = 86_400_000;

/** Whole nights between two `YYYY-MM-DD` days. */
export function nights(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY);
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayMonthFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekdayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "12 – 15 Dec 2026", "28 Dec 2026 – 2 Jan 2027": the year once when both days share it. */
export function stayRange(checkIn: string, checkOut: string): string {
  const sameYear = checkIn.slice(0, 4) === checkOut.slice(0, 4);
  const from = sameYear ? dayMonthFormat.format(utcDay(checkIn)) : dayFormat.format(utcDay(checkIn));
  return `${from} – ${dayFormat.format(utcDay(checkOut))}`;
}

/** "Sat, 12 Dec 2026". */
export const longDay = (iso: string) => weekdayFormat.format(utcDay(iso));

export const nightsText = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`;

/** "USD 1,200", "IDR 15,000,000": the code, not a symbol ($ is also AUD). */
export function money(currency: string, amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`;
}

const LABELS = new Map<string, string>(TRAVEL_TAGS.map((tag, i) => [tag, TRAVEL_LABELS[i]]));

/** The tile's label for a stored tag; an unknown tag is shown as stored. */
export const purposeLabel = (tag: string) => LABELS.get(tag) ?? tag;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function ago(instant: string, now: number): string {
  const elapsed = now - Date.parse(instant);
  if (elapsed < 60_000) return 'just now';
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return relative.format(-Math.floor(elapsed / size), unit);
  }
  return 'just now';
}

const instantFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "25 Nov 2026, 14:05" in the viewer's time zone. */
export const when = (instant: string) => instantFormat.format(new Date(instant));

const languages = new Intl.DisplayNames(['en'], { type: 'language' });

/** "Korean (South Korea)", or undefined without a locale. */
export function languageOf(locale?: string | null): string | undefined {
  if (!locale) return undefined;
  try {
    const name = languages.of(locale);
    return name || locale;
  } catch {
    return locale;
  }
}

export const STATUS_LABEL = { new: 'New', replied: 'Replied', booked: 'Booked', archived: 'Archived', spam: 'Spam' } as const;
