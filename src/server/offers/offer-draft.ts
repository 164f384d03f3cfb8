/**
 * The owner's offer as sent, checked whole (a 400 names each bad field, nothing is stored): up to 20 lines
 * whose total is above zero, the deposit (a percentage or a fixed amount capped at the total, with a
 * note), the balance's due day (everything now when it falls within 3 days), the expiry (never past the
 * day before check-in, in the villa's time zone), the hold and the owner's terms.
 */
import { createHash } from 'node:crypto';
import { addDays } from '../calendar/nights';
import { epochOf } from '../calendar/local-time';
import { percentOf } from '../pricing/round';

export const CURRENCIES = ['IDR', 'USD', 'AUD', 'EUR'] as const;
export const EXPIRY_HOURS = [24, 48, 72, 168] as const;
export const MAX_LINES = 20;
export const MAX_TERMS = 5000;
/** A balance due this close to today is asked for now, with the deposit. */
const ALL_NOW_DAYS = 3;

/** A line; `kind` marks one that came from the estimate, so the guest's page can say it in the guest's language. */
export type OfferLine = { label: string; amount: number; kind?: LineKind };
export const LINE_KINDS = ['nights', 'discount', 'cleaning', 'tax'] as const;
export type LineKind = (typeof LINE_KINDS)[number];
export type OfferDraft = {
  currency: string;
  lines: OfferLine[];
  total: number;
  deposit: number;
  depositNote?: string;
  balanceDue?: string;
  expiresAt: string;
  hold: boolean;
  terms: string;
  termsVersion: string;
};
export type DraftContext = {
  checkIn: string;
  /** The lines and currency an offer without lines starts from (the request's stored estimate). */
  quote?: { currency: string; lines: { label: string; amount: number; kind?: string }[] };
  fallbackCurrency: string;
  now: Date;
  timeZone: string;
};
export type DraftResult = { ok: true; draft: OfferDraft } | { ok: false; errors: Record<string, string> };

const isAmount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && Math.abs(n) <= 1e13;
const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The terms' version: the first 16 hex digits of their SHA-256 (the same text is the same version). */
export const termsVersionOf = (terms: string) => createHash('sha256').update(terms).digest('hex').slice(0, 16);

/** Midnight at the start of check-in day in the villa's zone: an offer expires by the end of the day before. */
function latestExpiry(checkIn: string, timeZone: string): number {
  const [year, month, day] = checkIn.split('-').map(Number) as [number, number, number];
  return epochOf({ year, month, day, hour: 0, minute: 0, second: 0 }, timeZone);
}

export function checkDraft(input: unknown, ctx: DraftContext): DraftResult {
  const body = record(input);
  const errors: Record<string, string> = {};
  const rawLines = body.lines === undefined ? ctx.quote?.lines ?? [] : body.lines;
  const currency = typeof body.currency === 'string' ? body.currency : ctx.quote?.currency ?? ctx.fallbackCurrency;
  if (!(CURRENCIES as readonly string[]).includes(currency)) errors.currency = `currency must be one of ${CURRENCIES.join(', ')}.`;
  const lines: OfferLine[] = [];
  if (!Array.isArray(rawLines) || rawLines.length === 0) errors.lines = 'Add at least one line (nights, cleaning, taxes, extras).';
  else if (rawLines.length > MAX_LINES) errors.lines = `An offer has at most ${MAX_LINES} lines.`;
  else {
    rawLines.forEach((raw, i) => {
      const { label, amount, kind } = record(raw);
      const text = typeof label === 'string' ? label.trim() : '';
      if (!text || text.length > 120) errors[`lines.${i}.label`] = 'Each line needs a label of at most 120 characters.';
      if (!isAmount(amount)) errors[`lines.${i}.amount`] = 'Each amount is a whole number in the currency\'s unit (negative for a discount).';
      const known = (LINE_KINDS as readonly unknown[]).includes(kind) ? { kind: kind as LineKind } : {};
      lines.push({ label: text, amount: isAmount(amount) ? amount : 0, ...known });
    });
  }
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (!errors.lines && lines.length && total <= 0) errors.total = 'The total must be above zero.';

  const deposit = record(body.deposit);
  let depositNow = 0;
  let depositNote: string | undefined;
  if (deposit.amount !== undefined) {
    if (!isAmount(deposit.amount) || deposit.amount <= 0) errors.deposit = 'A fixed deposit is a whole amount above zero.';
    else if (deposit.amount > total) {
      depositNow = total;
      depositNote = 'The deposit was above the total and is capped at the total.';
    } else depositNow = deposit.amount;
  } else {
    const percent = deposit.percent ?? 30;
    if (typeof percent !== 'number' || !(percent > 0 && percent <= 100)) errors.deposit = 'The deposit percentage is above 0 and at most 100.';
    else depositNow = percentOf(total, percent);
  }

  const balanceDays = body.balanceDays ?? 30;
  if (!Number.isInteger(balanceDays) || (balanceDays as number) < 0 || (balanceDays as number) > 365) errors.balanceDays = 'The balance is due 0 to 365 days before check-in.';
  const today = ctx.now.toISOString().slice(0, 10);
  let balanceDue: string | undefined = addDays(ctx.checkIn, -Number(balanceDays));
  if (balanceDue <= addDays(today, ALL_NOW_DAYS) || depositNow >= total) {
    balanceDue = undefined;
    depositNow = total;
  }

  const hours = body.expiryHours ?? 48;
  let expiresAt = '';
  if (!(EXPIRY_HOURS as readonly unknown[]).includes(hours)) errors.expiryHours = 'The offer expires after 24, 48 or 72 hours or 7 days.';
  else {
    const latest = latestExpiry(ctx.checkIn, ctx.timeZone);
    const at = Math.min(ctx.now.getTime() + Number(hours) * 3_600_000, latest);
    if (at <= ctx.now.getTime()) errors.expiryHours = 'Check-in is too close: the offer would expire in the past.';
    else expiresAt = new Date(at).toISOString();
  }
  if (body.hold !== undefined && typeof body.hold !== 'boolean') errors.hold = 'hold is true or false.';
  const terms = body.terms ?? '';
  if (typeof terms !== 'string' || terms.length > MAX_TERMS) errors.terms = `The terms are text of at most ${MAX_TERMS} characters.`;

  if (Object.keys(errors).length) return { ok: false, errors };
  const text = (terms as string).trim();
  return {
    ok: true,
    draft: {
      currency, lines, total, deposit: depositNow, ...(depositNote && { depositNote }), ...(balanceDue && { balanceDue }),
      expiresAt, hold: body.hold !== false, terms: text, termsVersion: termsVersionOf(text),
    },
  };
}
