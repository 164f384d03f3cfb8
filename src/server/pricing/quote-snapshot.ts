/**
 * The estimate stored with a request, the webhook's `quote` and the inbox's figures: the lines with English
 * labels (readers word them in their own language from each line's kind: line-label.ts), the total, the
 * minimum stay and the rate card's version it came from.
 */
import type { StayPrice } from './price-stay';
import { quoteLines } from './quote-text';
import type { Currency } from './rate-card';

export type QuoteSnapshot = {
  currency: Currency;
  nights: number;
  lines: { kind: 'nights' | 'discount' | 'cleaning' | 'tax'; label: string; amount: number }[];
  total: number;
  minStay: number;
  ratesVersion: number;
};

export function snapshotOf(price: StayPrice, ratesVersion: number): QuoteSnapshot {
  return {
    currency: price.currency,
    nights: price.nights,
    // Stored labels are data (webhooks read them): plain spaces; readers add the no-break ones as they word them.
    lines: quoteLines(price, 'en').map(({ kind, label, amount }) => ({ kind, label: label.replace(/\u00a0/g, ' '), amount })),
    total: price.total,
    minStay: price.minStay,
    ratesVersion,
  };
}
