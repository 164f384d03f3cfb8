/**
 * The offer editor's form as text, and back: lines typed the way people write money (`3.500.000`,
 * `-250.00` for a discount), the live total and deposit as the receiver will compute them (each figure an
 * integer in the currency's unit, the percentage rounded half-up, capped at the total), and the body to send.
 * What the page cannot read is named with the server's paths (`lines.2.amount`), so both kinds of error
 * show beside the same field.
 */
import type { Currency } from '../booking-request/currencies';
import { estimateLabel } from '../server/pricing/line-label';
import type { QuoteSnapshot } from '../server/pricing/quote-snapshot';
import { percentOf } from '../server/pricing/round';
import { readTypedAmount, type TypedAmount } from '../server/pricing/typed-amount';
import { replyLocale } from '../server/reply/reply-language';
import { typedOf } from './rates-draft';
import type { OfferView } from './offers-api-types';

export const MAX_LINES = 20;
export const MAX_TERMS = 5000;
export const EXPIRY_HOURS = [24, 48, 72, 168] as const;
/** A balance due this close to today is asked for now, with the deposit (the receiver's rule). */
const ALL_NOW_DAYS = 3;

export type LineForm = { label: string; amount: string };
export type OfferForm = {
  currency: Currency;
  lines: LineForm[];
  depositKind: 'percent' | 'amount';
  depositPercent: string;
  depositAmount: string;
  balanceDays: string;
  expiryHours: (typeof EXPIRY_HOURS)[number];
  hold: boolean;
  terms: string;
  email: boolean;
};

/** Why a field could not be read, as a key of the inbox's catalogue. */
export type FormProblem = 'label' | 'amount' | 'decimals' | 'otherCurrency' | 'lines' | 'total' | 'percent' | 'fixed' | 'days' | 'terms';

type Start = { currency: Currency; lines: { label: string; amount: number }[] };

/**
 * The stored estimate as an offer's first lines. The offer goes to the guest, so nights, discounts and
 * cleaning are worded in the request's language (the offer page's); taxes keep the owner's words.
 */
export function estimateStart(quote: QuoteSnapshot | undefined, locale: string | null | undefined): Start | undefined {
  if (!quote) return undefined;
  const { language } = replyLocale(locale ?? undefined);
  return { currency: quote.currency, lines: quote.lines.map((line) => ({ label: estimateLabel(line, quote.nights, language), amount: line.amount })) };
}

/** A new form from the stored estimate (or one blank line), or from the version it replaces. */
export function formOf(start: Start | undefined, fallback: Currency, previous?: OfferView): OfferForm {
  const base: OfferForm = {
    currency: fallback, lines: [{ label: '', amount: '' }], depositKind: 'percent', depositPercent: '30', depositAmount: '',
    balanceDays: '30', expiryHours: 48, hold: true, terms: '', email: false,
  };
  const from = previous ?? start;
  if (!from || !from.lines.length) return base;
  const currency = from.currency as Currency;
  const form = { ...base, currency, lines: from.lines.slice(0, MAX_LINES).map((l) => ({ label: l.label, amount: typedOf(l.amount, currency) })) };
  if (!previous) return form;
  // A new version keeps what the guest was told; a deposit of the whole total is the percentage's default again.
  const fixed = previous.deposit < previous.total ? { depositKind: 'amount' as const, depositAmount: typedOf(previous.deposit, currency) } : {};
  return { ...form, ...fixed, hold: previous.hold, terms: previous.terms };
}

/** A signed amount: a leading minus (or the true minus sign) makes a discount. */
export function readSigned(typed: string, currency: Currency): TypedAmount {
  const text = typed.trim();
  const negative = /^[-\u2212]/.test(text);
  const read = readTypedAmount(negative ? text.slice(1) : text, currency);
  return read.ok && negative ? { ok: true, amount: -read.amount } : read;
}

const problemOf = (read: Exclude<TypedAmount, { ok: true }>): FormProblem =>
  read.reason === 'decimals' ? 'decimals' : read.reason === 'currency' ? 'otherCurrency' : 'amount';

export type Figures = {
  total: number | undefined;
  deposit: number | undefined;
  capped: boolean;
  /** The day the balance is due, or undefined when everything is due now. */
  balanceDue: string | undefined;
  /** Why everything is due now: the balance's day is within 3 days, or the deposit already is the total. */
  allNow: 'soon' | 'whole' | undefined;
};

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The figures as the receiver will compute them, live while the owner types (undefined while unreadable). */
export function figuresOf(form: OfferForm, checkIn: string, today: string): Figures {
  const amounts = form.lines.map((l) => readSigned(l.amount, form.currency));
  const total = amounts.every((a) => a.ok) ? amounts.reduce((sum, a) => sum + (a.ok ? a.amount : 0), 0) : undefined;
  let deposit: number | undefined;
  let capped = false;
  if (total !== undefined && total > 0) {
    if (form.depositKind === 'percent') {
      const percent = Number(form.depositPercent.trim().replace(',', '.').replace(/%$/, ''));
      deposit = percent > 0 && percent <= 100 ? percentOf(total, percent) : undefined;
    } else {
      const read = readTypedAmount(form.depositAmount, form.currency);
      deposit = read.ok && read.amount > 0 ? Math.min(read.amount, total) : undefined;
      capped = read.ok && read.amount > total;
    }
  }
  const days = /^\d+$/.test(form.balanceDays.trim()) ? Number(form.balanceDays) : undefined;
  const due = days === undefined ? undefined : addDays(checkIn, -days);
  const allNow = due !== undefined && due <= addDays(today, ALL_NOW_DAYS) ? 'soon' : deposit !== undefined && total !== undefined && deposit >= total ? 'whole' : undefined;
  return { total, deposit: allNow && total !== undefined && deposit !== undefined ? total : deposit, capped, balanceDue: allNow ? undefined : due, allNow };
}

/** The body for `POST api/requests/<id>/offers`, or the fields the page could not read. Ranges the server checks again. */
export function bodyOf(form: OfferForm): { body: Record<string, unknown>; problems: Record<string, FormProblem> } {
  const problems: Record<string, FormProblem> = {};
  if (!form.lines.length || form.lines.length > MAX_LINES) problems.lines = 'lines';
  const lines = form.lines.map((line, i) => {
    const read = readSigned(line.amount, form.currency);
    if (!line.label.trim() || line.label.trim().length > 120) problems[`lines.${i}.label`] = 'label';
    if (!read.ok) problems[`lines.${i}.amount`] = problemOf(read);
    return { label: line.label.trim(), amount: read.ok ? read.amount : 0 };
  });
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  if (!Object.keys(problems).length && total <= 0) problems.total = 'total';
  let deposit: Record<string, number> = {};
  if (form.depositKind === 'percent') {
    const typed = form.depositPercent.trim().replace(',', '.').replace(/%$/, '').trim();
    const percent = Number(typed);
    if (!/^\d+(\.\d{1,2})?$/.test(typed) || !(percent > 0 && percent <= 100)) problems.deposit = 'percent';
    deposit = { percent };
  } else {
    const read = readTypedAmount(form.depositAmount, form.currency);
    if (!read.ok) problems.deposit = read.reason === 'empty' ? 'fixed' : problemOf(read);
    else if (read.amount <= 0) problems.deposit = 'fixed';
    deposit = { amount: read.ok ? read.amount : 0 };
  }
  const days = form.balanceDays.trim();
  if (!/^\d+$/.test(days) || Number(days) > 365) problems.balanceDays = 'days';
  if (form.terms.length > MAX_TERMS) problems.terms = 'terms';
  return {
    body: { currency: form.currency, lines, deposit, balanceDays: Number(days), expiryHours: form.expiryHours, hold: form.hold, terms: form.terms, email: form.email },
    problems,
  };
}
