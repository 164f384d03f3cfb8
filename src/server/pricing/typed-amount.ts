/**
 * An amount as people type it, to an integer in the currency's unit: `3.500.000`, `3,500,000` and
 * `3500000` rupiah; `123.45`, `1,234.56` or `1.234,56` for cents. A separator followed by one or two digits
 * at the end is the decimal mark; every other separator groups thousands.
 */
import type { Currency } from '../../booking-request/currencies';

const SYMBOLS: Record<string, Currency> = { rp: 'IDR', idr: 'IDR', $: 'USD', usd: 'USD', us$: 'USD', aud: 'AUD', a$: 'AUD', au$: 'AUD', eur: 'EUR', '€': 'EUR' };

export type TypedAmount = { ok: true; amount: number } | { ok: false; reason: 'empty' | 'format' | 'currency' | 'decimals'; currency?: Currency };

export function readTypedAmount(text: string, currency: Currency): TypedAmount {
  let rest = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!rest) return { ok: false, reason: 'empty' };
  const prefix = /^(rp|idr|usd|us\$|aud|a\$|au\$|eur|€|\$)/i.exec(rest)?.[0] ?? /(rp|idr|usd|aud|eur|€|\$)$/i.exec(rest)?.[0];
  if (prefix) {
    const named = SYMBOLS[prefix.toLowerCase()];
    // "$" alone is the budget's dollar: accepted for USD and AUD cards alike.
    if (named && named !== currency && !(prefix === '$' && currency === 'AUD')) return { ok: false, reason: 'currency', currency: named };
    rest = rest.startsWith(prefix) ? rest.slice(prefix.length) : rest.slice(0, -prefix.length);
  }
  if (!/^\d[\d.,]*$/.test(rest) || /[.,]{2}|[.,]$/.test(rest)) return { ok: false, reason: 'format' };
  const decimal = /[.,](\d{1,2})$/.exec(rest);
  const whole = (decimal ? rest.slice(0, decimal.index) : rest).replace(/[.,]/g, '');
  const groups = (decimal ? rest.slice(0, decimal.index) : rest).split(/[.,]/);
  if (groups.length > 1 && groups.slice(1).some((g) => g.length !== 3)) return { ok: false, reason: 'format' };
  const fraction = decimal ? decimal[1]!.padEnd(2, '0') : '00';
  if (currency === 'IDR') {
    if (fraction !== '00') return { ok: false, reason: 'decimals' };
    return finite(Number(whole));
  }
  return finite(Number(whole) * 100 + Number(fraction));
}

function finite(amount: number): TypedAmount {
  return Number.isSafeInteger(amount) ? { ok: true, amount } : { ok: false, reason: 'format' };
}

/** The words for a refused amount, for the inbox and the CSV import. */
export function typedAmountProblem(result: Exclude<TypedAmount, { ok: true }>, currency: Currency): string {
  if (result.reason === 'empty') return 'Enter an amount.';
  if (result.reason === 'currency') return `This amount is in ${result.currency}; the rates are in ${currency}.`;
  if (result.reason === 'decimals') return 'Rupiah amounts are whole numbers.';
  return currency === 'IDR' ? 'Type the amount as 3500000, 3.500.000 or 3,500,000.' : 'Type the amount as 123.45 or 1,234.56.';
}
