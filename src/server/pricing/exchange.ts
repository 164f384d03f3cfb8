/**
 * Approximate conversions for display only (the ECB says its reference rates are "for information
 * purposes only"): rates are units of a currency per euro, a figure is rounded to whole units.
 */
import type { Currency } from './rate-card';
import { minorDigits } from './rate-card';
import { roundTo } from './round';

/** Units of each currency per euro on `day` (`YYYY-MM-DD`); EUR itself is 1. */
export type EuroRates = { day: string; perEuro: Partial<Record<Currency, number>> };

/** Rates older than this many days are not shown. */
export const MAX_RATE_AGE_DAYS = 4;

/** `amount` (unit of `from`) in `to`'s unit, rounded to a whole `to`; undefined without a fresh rate. */
export function convert(amount: number, from: Currency, to: Currency, rates: EuroRates | undefined, today: string): number | undefined {
  if (!rates || from === to) return undefined;
  const age = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${rates.day}T00:00:00Z`)) / 86_400_000;
  if (!(age >= 0 && age <= MAX_RATE_AGE_DAYS)) return undefined;
  const rateFrom = from === 'EUR' ? 1 : rates.perEuro[from];
  const rateTo = to === 'EUR' ? 1 : rates.perEuro[to];
  if (!rateFrom || !rateTo) return undefined;
  const major = amount / 10 ** minorDigits(from) / rateFrom * rateTo;
  return roundTo(major, 1) * 10 ** minorDigits(to);
}
