/**
 * How the inbox writes dates, money and times: pure functions in the owner's language (English unless
 * given), the owner's own time zone for instants and none for stay dates (a check-in is a calendar day,
 * not an instant).
 */
import { TRAVEL_LABELS, TRAVEL_TAGS } from '../booking-request';
import { shippedMessages } from '../i18n/catalogs';
import { formatSigned } from '../shared/minus-sign';
import { count, language, text, type OwnerLanguage } from './i18n';

const DAY = 86_400_000;

/** Whole nights between two `YYYY-MM-DD` days. */
export function nights(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY);
}

/** The Intl locale of an owner language: British English (12 Dec 2026), Indonesian (12 Des 2026). */
export const LOCALE: Record<OwnerLanguage, string> = { en: 'en-GB', id: 'id-ID' };

const cache = new Map<string, Intl.DateTimeFormat>();
/** One DateTimeFormat per language and options, made once. */
export function dateFormat(options: Intl.DateTimeFormatOptions, lang = language()): Intl.DateTimeFormat {
  const key = `${lang}${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(LOCALE[lang], options)));
  return format;
}

const DAY_MONTH_YEAR = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
const DAY_MONTH = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
const WEEKDAY = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;

const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "12 Dec – 15 Dec 2026", "28 Dec 2026 – 2 Jan 2027": the year once when both days share it. */
export function stayRange(checkIn: string, checkOut: string, lang = language()): string {
  const sameYear = checkIn.slice(0, 4) === checkOut.slice(0, 4);
  const from = dateFormat(sameYear ? DAY_MONTH : DAY_MONTH_YEAR, lang).format(utcDay(checkIn));
  return `${from} – ${dateFormat(DAY_MONTH_YEAR, lang).format(utcDay(checkOut))}`;
}

/** "Sat, 12 Dec 2026", "Sab, 12 Des 2026". */
export const longDay = (iso: string, lang = language()) => dateFormat(WEEKDAY, lang).format(utcDay(iso));

/** "4 nights", "4 malam". */
export const nightsText = (n: number) => count('nights.count', n);

/** "USD 1,200", "IDR 15.000.000" (Indonesian grouping), "IDR −350.000": the code, not a symbol ($ is also AUD). */
export function money(currency: string, amount: number, lang = language()): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const format = new Intl.NumberFormat(lang === 'id' ? 'id-ID' : 'en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 });
  return `${currency} ${formatSigned(format, amount)}`;
}

const TAG_INDEX = new Map<string, number>(TRAVEL_TAGS.map((tag, i) => [tag, i]));
const TRIP_KEYS = ['tripHoliday', 'tripNomad', 'tripHoneymoon', 'tripFamily', 'tripWellness', 'tripLongStay'] as const;

/** The tile's label for a stored tag, as the form shows it in the owner's language; an unknown tag as stored. */
export function purposeLabel(tag: string, lang = language()): string {
  const i = TAG_INDEX.get(tag);
  if (i === undefined) return tag;
  return lang === 'en' ? TRAVEL_LABELS[i] : shippedMessages(lang)[TRIP_KEYS[i]];
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"; "baru saja", "5 menit yang lalu", "kemarin". */
export function ago(instant: string, now: number, lang = language()): string {
  const elapsed = now - Date.parse(instant);
  const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return relative.format(-Math.floor(elapsed / size), unit);
  }
  return text('time.justNow');
}

/** "25 Nov 2026, 14:05" in the viewer's time zone. */
export const when = (instant: string, lang = language()) => dateFormat({ dateStyle: 'medium', timeStyle: 'short' }, lang).format(new Date(instant));

/** "Korean (South Korea)", "Korea (Korea Selatan)", or undefined without a locale. */
export function languageOf(locale?: string | null, lang = language()): string | undefined {
  if (!locale) return undefined;
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language' }).of(locale);
    return name || locale;
  } catch {
    return locale;
  }
}

/** A status in words: "Replied", "Sudah dibalas". */
export const statusLabel = (status: 'new' | 'replied' | 'booked' | 'archived' | 'spam') => text(`status.${status}`);

/** The statuses in words, read when used (so in the language of the moment). */
export const STATUS_LABEL = {
  get new() {
    return statusLabel('new');
  },
  get replied() {
    return statusLabel('replied');
  },
  get booked() {
    return statusLabel('booked');
  },
  get archived() {
    return statusLabel('archived');
  },
  get spam() {
    return statusLabel('spam');
  },
};
