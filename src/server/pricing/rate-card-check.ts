/**
 * Reads a rate card sent by the inbox: every bad field gets its own message keyed by its path
 * (`seasons.2.to`), so the inbox shows it beside the field; nothing is saved unless all are good.
 */
import { CURRENCIES, type Currency } from '../../booking-request/currencies';
import { isDay } from '../calendar/nights';
import { DEFAULT_WEEKEND_NIGHTS, MAX_AMOUNT, MAX_IMPORTED_DAYS, MAX_LABEL, MAX_SEASONS, MAX_TAXES, type RateCard, type RateDay, type Season, type TaxLine } from './rate-card';
import { firstPartialOverlap, fitsInAYear } from './seasons';

export type CardCheck = { ok: true; card: RateCard } | { ok: false; errors: Record<string, string> };

type Fields = Record<string, unknown>;
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

class Reader {
  readonly errors: Record<string, string> = {};
  fail(path: string, message: string): undefined {
    this.errors[path] ??= message;
    return undefined;
  }
  amount(value: unknown, path: string, required = true): number | undefined {
    if (value === undefined || value === null) return required ? this.fail(path, 'Enter an amount.') : undefined;
    if (typeof value !== 'number' || !Number.isInteger(value)) return this.fail(path, 'An amount is a whole number of the currency\'s unit (rupiah, cents).');
    if (value < 0) return this.fail(path, 'An amount cannot be negative.');
    if (value > MAX_AMOUNT) return this.fail(path, 'An amount can be at most 1,000,000,000,000.');
    return value;
  }
  percent(value: unknown, path: string, max = 100): number {
    if (value === undefined || value === null) return 0;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) return this.fail(path, `A percentage is from 0 to ${max}.`) ?? 0;
    if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return this.fail(path, 'A percentage has at most two decimals.') ?? 0;
    return Math.round(value * 100) / 100;
  }
  minStay(value: unknown, path: string, required: boolean): number | undefined {
    if (value === undefined || value === null) return required ? 1 : undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 365) return this.fail(path, 'A minimum stay is from 1 to 365 nights.');
    return value;
  }
  label(value: unknown, path: string): string {
    if (typeof value !== 'string' || !value.trim()) return this.fail(path, 'Enter a name.') ?? '';
    if (value.length > MAX_LABEL) return this.fail(path, `A name has at most ${MAX_LABEL} characters.`) ?? '';
    if (CONTROL.test(value)) return this.fail(path, 'A name cannot hold control characters.') ?? '';
    return value.trim();
  }
  day(value: unknown, path: string): string {
    return typeof value === 'string' && isDay(value) ? value : (this.fail(path, 'A day is written YYYY-MM-DD.') ?? '');
  }
  flag(value: unknown, path: string, fallback: boolean): boolean {
    if (value === undefined) return fallback;
    return typeof value === 'boolean' ? value : (this.fail(path, 'Yes or no (true or false).') ?? fallback);
  }
  list(value: unknown, path: string, max: number, what: string): unknown[] {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) return this.fail(path, `${what} are a list.`) ?? [];
    if (value.length > max) return this.fail(path, `At most ${max} ${what.toLowerCase()}.`) ?? [];
    return value;
  }
}

const fields = (value: unknown): Fields => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {});

export function checkRateCard(input: unknown): CardCheck {
  const read = new Reader();
  const body = fields(input);
  const currency = CURRENCIES.includes(body.currency as Currency) ? (body.currency as Currency) : (read.fail('currency', 'The currency is one of IDR, USD, AUD or EUR.') ?? 'IDR');
  const nightly = read.amount(body.nightly, 'nightly') ?? 0;
  const weekendNightly = read.amount(body.weekendNightly, 'weekendNightly', false);
  let weekendNights = [...DEFAULT_WEEKEND_NIGHTS];
  if (body.weekendNights !== undefined) {
    const list = body.weekendNights;
    if (Array.isArray(list) && list.length <= 7 && list.every((d) => Number.isInteger(d) && (d as number) >= 0 && (d as number) <= 6)) weekendNights = [...new Set(list as number[])].sort();
    else read.fail('weekendNights', 'Weekend nights are weekdays from 0 (Sunday) to 6 (Saturday).');
  }
  const taxes = read.list(body.taxes, 'taxes', MAX_TAXES, 'Tax lines').map((raw, i): TaxLine => {
    const tax = fields(raw);
    return {
      label: read.label(tax.label, `taxes.${i}.label`),
      percent: read.percent(tax.percent, `taxes.${i}.percent`),
      onCleaning: read.flag(tax.onCleaning, `taxes.${i}.onCleaning`, true),
      compound: read.flag(tax.compound, `taxes.${i}.compound`, false),
      included: read.flag(tax.included, `taxes.${i}.included`, false),
    };
  });
  const seasons = read.list(body.seasons, 'seasons', MAX_SEASONS, 'Seasons').map((raw, i): Season => {
    const s = fields(raw);
    const season: Season = {
      name: read.label(s.name, `seasons.${i}.name`),
      from: read.day(s.from, `seasons.${i}.from`),
      to: read.day(s.to, `seasons.${i}.to`),
      nightly: read.amount(s.nightly, `seasons.${i}.nightly`) ?? 0,
      repeats: read.flag(s.repeats, `seasons.${i}.repeats`, false),
    };
    const weekend = read.amount(s.weekendNightly, `seasons.${i}.weekendNightly`, false);
    if (weekend !== undefined) season.weekendNightly = weekend;
    const minStay = read.minStay(s.minStay, `seasons.${i}.minStay`, false);
    if (minStay !== undefined) season.minStay = minStay;
    if (season.from && season.to && season.from >= season.to) read.fail(`seasons.${i}.to`, 'A season ends after it starts (the end is the check-out day of its last night).');
    else if (season.from && season.to && !fitsInAYear(season)) read.fail(`seasons.${i}.to`, 'A season that repeats every year lasts at most a year.');
    return season;
  });
  const days = checkDays(read, body.days);
  const card: RateCard = {
    currency,
    nightly,
    weekendNights,
    minStay: read.minStay(body.minStay, 'minStay', true) ?? 1,
    weeklyDiscount: read.percent(body.weeklyDiscount, 'weeklyDiscount', 90),
    monthlyDiscount: read.percent(body.monthlyDiscount, 'monthlyDiscount', 90),
    cleaning: read.amount(body.cleaning, 'cleaning', false) ?? 0,
    taxes,
    seasons,
    days,
    showPrices: read.flag(body.showPrices, 'showPrices', true),
  };
  if (weekendNightly !== undefined) card.weekendNightly = weekendNightly;
  if (Object.keys(read.errors).length) return { ok: false, errors: read.errors };
  const overlap = firstPartialOverlap(seasons);
  if (overlap) {
    const [a, b] = [seasons[overlap.first]!, seasons[overlap.second]!];
    return {
      ok: false,
      errors: { [`seasons.${overlap.second}.from`]: `"${b.name}" and "${a.name}" share nights from ${overlap.night}: a season lies wholly inside another or apart from it.` },
    };
  }
  return { ok: true, card };
}

/** Imported days, as the CSV import left them: one per date. */
function checkDays(read: Reader, value: unknown): RateDay[] {
  const seen = new Set<string>();
  return read.list(value, 'days', MAX_IMPORTED_DAYS, 'Imported days').map((raw, i): RateDay => {
    const d = fields(raw);
    const day: RateDay = { date: read.day(d.date, `days.${i}.date`), nightly: read.amount(d.nightly, `days.${i}.nightly`) ?? 0 };
    const minStay = read.minStay(d.minStay, `days.${i}.minStay`, false);
    if (minStay !== undefined) day.minStay = minStay;
    if (seen.has(day.date)) read.fail(`days.${i}.date`, `${day.date} is there twice.`);
    seen.add(day.date);
    return day;
  });
}
