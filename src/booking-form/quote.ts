/**
 * What the chosen stay costs (`GET /api/quote`), computed and worded by the receiver in the guest's language:
 * the form only shows it. No rates, an error or a slow answer (5 s) mean no estimate, and nothing else changes.
 */
import { addDays, LIMITS } from '../booking-request';
import { DAY, nightsOf, readJson, siblingUrl, type Stay } from './availability';

export { nightsOf };

export type QuoteLine = { kind: string; label: string; amount: number; text: string };
export type Quote = {
  currency: string;
  nights: number;
  lines: QuoteLine[];
  total: number;
  totalText: string;
  minStay: number;
  notes: string[];
  /** The total in the guest's budget currency, at a recent exchange rate: shown as approximate only. */
  approx?: { currency: string; total: number; totalText: string };
};

/** Whether the form would take the stay's dates: from today, within two years, at most 365 nights. */
export function isQuotable(stay: Stay, today: string): boolean {
  const nights = nightsOf(stay);
  return DAY.test(stay.checkIn) && stay.checkIn >= today && stay.checkIn <= addDays(today, 0, LIMITS.checkInYears) && nights > 0 && nights <= LIMITS.stayNights;
}

/**
 * The quote URL for a stay: the `quote` attribute when given (`off` turns it off), else `quote` beside the
 * endpoint with its `?listing=`. Undefined when it is off or cannot be made.
 */
export function quoteUrl(endpoint: string, attribute: string | undefined, base: string, stay: Stay, lang: string, currency: string): string | undefined {
  const target = siblingUrl(endpoint, attribute, base, 'quote');
  const query = { ...stay, lang, currency };
  for (const key in query) target?.searchParams.set(key, query[key as keyof typeof query]);
  return target?.href;
}

const isText = (v: unknown) => typeof v === 'string' && v > '';

/** The answer as a quote for `nights`, or undefined for anything else (another stay's answer included). */
export function readQuote(body: unknown, nights: number): Quote | undefined {
  const q = body as Quote | null;
  return q?.nights === nights &&
    isText(q.totalText) &&
    q.lines?.every?.((l) => isText(l?.label) && isText(l.text)) &&
    Array.isArray(q.notes) &&
    Number.isInteger(q.minStay) &&
    (!q.approx || isText(q.approx.totalText))
    ? q
    : undefined;
}

/** Asks for the quote: undefined when there is none (404), the receiver fails, or no answer comes within 5 s. */
export const loadQuote = (url: string, nights: number, signal: AbortSignal, wait = 5_000) => readJson(url, (body) => readQuote(body, nights), signal, wait);
