/**
 * The Rates page's form as text, and back: amounts are shown and typed the way people write them
 * (`3.500.000`, `123.45`) and sent as integers in the currency's unit; a field the page cannot read is
 * named with the same path the server uses (`seasons.2.nightly`), so both kinds of error show in one place.
 */
import type { Currency } from '../booking-request/currencies';
import type { RateCard, RateDay } from '../server/pricing/rate-card';
import { readTypedAmount, typedAmountProblem } from '../server/pricing/typed-amount';
import { formatSigned } from '../shared/minus-sign';

export type TaxDraft = { label: string; percent: string; onCleaning: boolean; compound: boolean; included: boolean };
export type SeasonDraft = { name: string; from: string; to: string; nightly: string; weekendNightly: string; minStay: string; repeats: boolean };
export type RatesDraft = {
  currency: Currency;
  nightly: string;
  weekendNightly: string;
  weekendNights: number[];
  minStay: string;
  weeklyDiscount: string;
  monthlyDiscount: string;
  cleaning: string;
  showPrices: boolean;
  taxes: TaxDraft[];
  seasons: SeasonDraft[];
  days: RateDay[];
};

export const emptySeason = (): SeasonDraft => ({ name: '', from: '', to: '', nightly: '', weekendNightly: '', minStay: '', repeats: true });
export const emptyTax = (): TaxDraft => ({ label: '', percent: '', onCleaning: true, compound: false, included: false });

/** An amount as the owner would type it: rupiah grouped with dots, cents after a point, a discount's minus sign. */
export function typedOf(amount: number | undefined, currency: Currency): string {
  if (amount === undefined) return '';
  if (currency === 'IDR') return formatSigned(new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }), amount);
  return formatSigned(new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }), amount / 100);
}

const text = (value: number | undefined) => (value === undefined || value === 0 ? '' : String(value));

export function draftOf(card: RateCard | undefined): RatesDraft {
  if (!card) {
    return { currency: 'IDR', nightly: '', weekendNightly: '', weekendNights: [5, 6], minStay: '1', weeklyDiscount: '', monthlyDiscount: '', cleaning: '', showPrices: true, taxes: [], seasons: [], days: [] };
  }
  const c = card.currency;
  return {
    currency: c,
    nightly: typedOf(card.nightly, c),
    weekendNightly: typedOf(card.weekendNightly, c),
    weekendNights: card.weekendNights,
    minStay: String(card.minStay),
    weeklyDiscount: text(card.weeklyDiscount),
    monthlyDiscount: text(card.monthlyDiscount),
    cleaning: card.cleaning ? typedOf(card.cleaning, c) : '',
    showPrices: card.showPrices,
    taxes: card.taxes.map((t) => ({ ...t, percent: String(t.percent) })),
    seasons: card.seasons.map((s) => ({
      name: s.name, from: s.from, to: s.to, nightly: typedOf(s.nightly, c), weekendNightly: typedOf(s.weekendNightly, c), minStay: s.minStay ? String(s.minStay) : '', repeats: s.repeats,
    })),
    days: card.days,
  };
}

/** The card to send, or the fields the page could not read. Checks of ranges and overlaps are the server's. */
export function cardOf(draft: RatesDraft): { card: Record<string, unknown>; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const c = draft.currency;
  const amount = (value: string, path: string, optional = false): number | undefined => {
    if (optional && !value.trim()) return undefined;
    const read = readTypedAmount(value, c);
    if (read.ok) return read.amount;
    errors[path] = typedAmountProblem(read, c);
    return undefined;
  };
  const count = (value: string, path: string, optional = false): number | undefined => {
    if (optional && !value.trim()) return undefined;
    if (/^\d+$/.test(value.trim())) return Number(value.trim());
    errors[path] = 'Type a whole number of nights.';
    return undefined;
  };
  const percent = (value: string, path: string): number => {
    const typed = value.trim().replace(',', '.').replace(/%$/, '').trim();
    if (!typed) return 0;
    if (/^\d+(\.\d+)?$/.test(typed)) return Number(typed);
    errors[path] = 'Type a percentage such as 10 or 12.5.';
    return 0;
  };
  const card = {
    currency: c,
    nightly: amount(draft.nightly, 'nightly'),
    weekendNightly: amount(draft.weekendNightly, 'weekendNightly', true),
    weekendNights: draft.weekendNights,
    minStay: count(draft.minStay, 'minStay'),
    weeklyDiscount: percent(draft.weeklyDiscount, 'weeklyDiscount'),
    monthlyDiscount: percent(draft.monthlyDiscount, 'monthlyDiscount'),
    cleaning: amount(draft.cleaning, 'cleaning', true) ?? 0,
    showPrices: draft.showPrices,
    taxes: draft.taxes.map((t, i) => ({ label: t.label, percent: percent(t.percent, `taxes.${i}.percent`), onCleaning: t.onCleaning, compound: t.compound, included: t.included })),
    seasons: draft.seasons.map((s, i) => ({
      name: s.name, from: s.from, to: s.to, nightly: amount(s.nightly, `seasons.${i}.nightly`),
      weekendNightly: amount(s.weekendNightly, `seasons.${i}.weekendNightly`, true), minStay: count(s.minStay, `seasons.${i}.minStay`, true), repeats: s.repeats,
    })),
    days: draft.days,
  };
  return { card, errors };
}
