/**
 * A listing's rate card: what the owner typed once, the only input of the price. Amounts are integers in
 * the currency's unit used in practice (whole rupiah; cents for USD, AUD and EUR); percentages have at most
 * two decimals. Days are `YYYY-MM-DD`; a range's `to` is the check-out day, not priced.
 */
import type { Currency } from '../../booking-request/currencies';

export type { Currency };

export type Season = {
  name: string;
  from: string;
  to: string;
  nightly: number;
  weekendNightly?: number;
  minStay?: number;
  /** The same month-days every year from `from`'s year on. */
  repeats: boolean;
};

export type TaxLine = {
  label: string;
  percent: number;
  /** Charged on the cleaning fee as well as the nights. */
  onCleaning: boolean;
  /** Charged on the tax lines before it too (10 % service then 10 % PBJT is 21 %). */
  compound: boolean;
  /** Already inside the prices: shown, never added. */
  included: boolean;
};

/** One imported day (CSV): wins over seasons for its night. */
export type RateDay = { date: string; nightly: number; minStay?: number };

export type RateCard = {
  currency: Currency;
  nightly: number;
  weekendNightly?: number;
  /** Weekend nights by the night's weekday, 0 Sunday … 6 Saturday (default Friday and Saturday). */
  weekendNights: number[];
  minStay: number;
  weeklyDiscount: number;
  monthlyDiscount: number;
  cleaning: number;
  taxes: TaxLine[];
  seasons: Season[];
  days: RateDay[];
  /** False hides prices from guests (the quote answers 404); the inbox still shows them. */
  showPrices: boolean;
};

export const DEFAULT_WEEKEND_NIGHTS = [5, 6];
export const MAX_SEASONS = 100;
export const MAX_TAXES = 3;
export const MAX_IMPORTED_DAYS = 800;
export const MAX_AMOUNT = 1_000_000_000_000;
export const MAX_LABEL = 40;

/** Digits after the point in stored amounts: IDR has none in practice (Midtrans and Xendit refuse them). */
export const minorDigits = (currency: Currency): number => (currency === 'IDR' ? 0 : 2);

/** A card with nothing but a base rate, the rest at its defaults. */
export function simpleCard(currency: Currency, nightly: number): RateCard {
  return {
    currency,
    nightly,
    weekendNights: [...DEFAULT_WEEKEND_NIGHTS],
    minStay: 1,
    weeklyDiscount: 0,
    monthlyDiscount: 0,
    cleaning: 0,
    taxes: [],
    seasons: [],
    days: [],
    showPrices: true,
  };
}
