import type { Currency } from '../booking-request/currencies';

/**
 * The budget as guests write money at home: "1500", "1500.50", "1,500.50", "1.500,50", "15.000.000", "1 500",
 * and in Chinese, Japanese and Korean by ten thousands ("10万", "100만", "1.5萬") or hundred millions (亿/億/억).
 * A `type="number"` field read "15.000.000" as 15 without a word (Chromium stops taking "." after the first).
 * Money has at most two decimals, so a separator before three digits groups thousands, and the groups use one
 * separator, the decimals the other. Anything else ("1.500.50", "0.500", "-5") is `NaN`, which the
 * schema answers with "Budget must be a positive number."; an empty field is `undefined` (the same message).
 */
const AMOUNT = /^(?:\d*(?:[.,]\d{1,2})?|[1-9]\d{0,2}(?:\.\d{3})+(?:,\d{1,2})?|[1-9]\d{0,2}(?:,\d{3})+(?:\.\d{1,2})?)$/;

/**
 * Symbols and codes of each currency, one of which may stand before or after the number. "$" alone is
 * the US or the Australian dollar, so it goes with either; "€" with USD, "A$" with USD or "Rp" with EUR
 * names another currency than the one selected: read as no amount, rather than a sum in the wrong money.
 */
const MARKS: Record<Currency, string> = { USD: 'US\\$|\\$|USD', IDR: 'Rp\\.?|IDR', AUD: 'AU?\\$|\\$|AUD', EUR: '€|EUR' };

export function readAmount(text: string, currency: Currency): number | undefined {
  const mark = MARKS[currency];
  // Full-width digits ("１５００") are digits. Spaces and apostrophes group thousands too ("1 500", "1'500"),
  // but only before three digits: "1000 2000" (a range) is not 10002000. A separator just typed waits for
  // its digits.
  const t = text
    .normalize('NFKC')
    .trim()
    .replace(new RegExp(`^(?:${mark})\\s*|\\s*(?:${mark})$`, 'i'), '')
    .replace(/(\d)[\s'’](?=\d{3}(?!\d))/g, '$1')
    .replace(/^(\d+(?:[.,]\d{3})*)[.,]$/, '$1');
  if (!t) return undefined;
  const myriad = '万萬만亿億억'.indexOf(t.slice(-1));
  const n = myriad < 0 ? t : t.slice(0, -1).trimEnd();
  const scale = myriad < 0 ? 1 : myriad < 3 ? 1e4 : 1e8;
  // Hundreds of digits make Infinity, which the schema would call "not a positive number": too big, it is.
  return n && AMOUNT.test(n) ? Math.min(Math.round(Number(n.replace(/[.,](?=\d{3})/g, '').replace(',', '.')) * scale * 100) / 100, Number.MAX_VALUE) : NaN;
}
