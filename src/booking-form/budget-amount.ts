/**
 * The budget as guests write money at home: "1500", "1500.50", "1,500.50", "1.500,50", "15.000.000", "1 500".
 * A `type="number"` field read "15.000.000" as 15 without a word (Chromium stops taking "." after the first).
 * Money has at most two decimals, so a separator before three digits groups thousands, and the groups use one
 * separator, the decimals the other. Anything else ("1.500.50", "0.500", "-5", "$90") is `NaN`, which the
 * schema answers with "Budget must be a positive number."; an empty field is `undefined` (the same message).
 */
const AMOUNT = /^(?:\d*(?:[.,]\d{1,2})?|[1-9]\d{0,2}(?:\.\d{3})+(?:,\d{1,2})?|[1-9]\d{0,2}(?:,\d{3})+(?:\.\d{1,2})?)$/;

export function readAmount(text: string): number | undefined {
  // Spaces and apostrophes group thousands too ("1 500", "1'500"); a separator just typed waits for its digits.
  const t = text.replace(/[\s'’]/g, '').replace(/^(\d+(?:[.,]\d{3})*)[.,]$/, '$1');
  if (!t) return undefined;
  return AMOUNT.test(t) ? Number(t.replace(/[.,](?=\d{3})/g, '').replace(',', '.')) : NaN;
}
