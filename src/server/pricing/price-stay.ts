/**
 * The price of a stay from a rate card, with no I/O. Each night is priced on its own (imported day, else
 * the innermost season, else base; weekend rates by the night's weekday). Lines come in a fixed order:
 * nights, the larger length-of-stay discount, cleaning, taxes in the owner's order. Every line is rounded
 * half-up to the unit and the total is the sum of the lines, so the breakdown always adds up.
 */
import { nightsBetween } from '../calendar/nights';
import type { RateCard, RateDay, TaxLine } from './rate-card';
import { percentOf } from './round';
import { occurrencesIn, seasonOf } from './seasons';

export type PriceLine =
  | { kind: 'nights'; nights: number; amount: number }
  | { kind: 'discount'; period: 'weekly' | 'monthly'; percent: number; amount: number }
  | { kind: 'cleaning'; amount: number }
  | { kind: 'tax'; label: string; percent: number; included: boolean; amount: number };

export type StayPrice = {
  currency: RateCard['currency'];
  nights: number;
  lines: PriceLine[];
  total: number;
  /** The check-in night's minimum stay: its imported day's, else its season's, else the card's. */
  minStay: number;
};

export const WEEKLY_NIGHTS = 7;
export const MONTHLY_NIGHTS = 28;

/** The price of the nights from `checkIn` up to `checkOut` (both `YYYY-MM-DD`, `checkIn` before `checkOut`). */
export function priceStay(card: RateCard, checkIn: string, checkOut: string): StayPrice {
  const nights = nightsBetween(checkIn, checkOut);
  if (!(nights > 0)) throw new RangeError('A stay needs at least one night.');
  const days = new Map<string, RateDay>(card.days.map((d) => [d.date, d]));
  const occurrences = occurrencesIn(card.seasons, Number(checkIn.slice(0, 4)) - 1, Number(checkOut.slice(0, 4)));
  const weekend = new Set(card.weekendNights);
  let weekday = new Date(`${checkIn}T00:00:00Z`).getUTCDay();
  let subtotal = 0;
  const next = dayCounter(checkIn);
  for (let i = 0, day = checkIn; i < nights; i++, day = next(), weekday = (weekday + 1) % 7) {
    const imported = days.get(day);
    if (imported) {
      subtotal += imported.nightly;
      continue;
    }
    const rate = seasonOf(occurrences, day)?.season ?? card;
    subtotal += weekend.has(weekday) ? rate.weekendNightly ?? rate.nightly : rate.nightly;
  }

  const lines: PriceLine[] = [{ kind: 'nights', nights, amount: subtotal }];
  const discount = stayDiscount(card, nights);
  let nightsNet = subtotal;
  if (discount) {
    const amount = -percentOf(subtotal, discount.percent);
    nightsNet += amount;
    if (amount !== 0) lines.push({ kind: 'discount', ...discount, amount });
  }
  if (card.cleaning > 0) lines.push({ kind: 'cleaning', amount: card.cleaning });
  lines.push(...taxLines(card.taxes, nightsNet, card.cleaning));

  const checkInDay = days.get(checkIn);
  const minStay = checkInDay?.minStay ?? seasonOf(occurrences, checkIn)?.season.minStay ?? card.minStay;
  return { currency: card.currency, nights, lines, total: lines.reduce((sum, line) => sum + line.amount, 0), minStay };
}

/** The days after `start`, one per call, without a Date per night (a 365-night stay stays cheap). */
function dayCounter(start: string): () => string {
  let [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
  return () => {
    day++;
    if (day > daysInMonth(year, month)) {
      day = 1;
      month++;
      if (month > 12) {
        month = 1;
        year++;
      }
    }
    return `${year}-${pad(month)}-${pad(day)}`;
  };
}

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** The larger of the discounts the stay's length reaches (weekly from 7 nights, monthly from 28). */
function stayDiscount(card: RateCard, nights: number): { period: 'weekly' | 'monthly'; percent: number } | undefined {
  const weekly = nights >= WEEKLY_NIGHTS ? card.weeklyDiscount : 0;
  const monthly = nights >= MONTHLY_NIGHTS ? card.monthlyDiscount : 0;
  if (monthly > 0 && monthly >= weekly) return { period: 'monthly', percent: monthly };
  return weekly > 0 ? { period: 'weekly', percent: weekly } : undefined;
}

/**
 * Each tax on the discounted nights, plus cleaning when it applies to cleaning, plus the added taxes before
 * it when it compounds. An included tax is shown with amount 0: the prices already hold it.
 */
function taxLines(taxes: readonly TaxLine[], nightsNet: number, cleaning: number): PriceLine[] {
  const lines: PriceLine[] = [];
  let added = 0;
  for (const tax of taxes) {
    const base = nightsNet + (tax.onCleaning ? cleaning : 0) + (tax.compound ? added : 0);
    const amount = tax.included ? 0 : percentOf(base, tax.percent);
    added += amount;
    lines.push({ kind: 'tax', label: tax.label, percent: tax.percent, included: tax.included, amount });
  }
  return lines;
}
