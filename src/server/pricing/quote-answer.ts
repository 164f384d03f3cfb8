/**
 * The quote as the guest sees it, from the stored card: lines and total formatted in the guest's language,
 * the check-in night's minimum stay, notes (`min-stay`, `busy`) and, when the guest's budget currency
 * differs and a rate at most 4 days old is held, an approximate total in it.
 */
import { busyNights } from '../calendar/busy-nights';
import type { OpenedDatabase } from '../store/open';
import { convert } from './exchange';
import { priceStay } from './price-stay';
import { formatMoney, quoteLanguage, quoteLines, type QuoteLine } from './quote-text';
import type { Currency } from './rate-card';
import { ratesStore } from './rates-store';

export type QuoteBody = {
  currency: Currency;
  nights: number;
  lines: QuoteLine[];
  total: number;
  totalText: string;
  minStay: number;
  notes: ('min-stay' | 'busy')[];
  ratesVersion: number;
  approx?: { currency: Currency; total: number; totalText: string };
};

export type QuoteRequest = { listing: string; checkIn: string; checkOut: string; lang: string | null; currency?: Currency };

/** The answer for one stay, or undefined when the listing shows no prices. */
export async function answerQuote(store: Pick<OpenedDatabase, 'db' | 'write'>, query: QuoteRequest, today: string): Promise<QuoteBody | undefined> {
  const rates = ratesStore(store);
  const stored = await rates.card(query.listing);
  if (!stored || !stored.card.showPrices) return undefined;
  const lang = quoteLanguage(query.lang);
  const price = priceStay(stored.card, query.checkIn, query.checkOut);
  const busy = await busyNights(store, query.listing, query.checkIn, query.checkOut);
  const notes: QuoteBody['notes'] = [];
  if (price.nights < price.minStay) notes.push('min-stay');
  if (busy.length > 0) notes.push('busy');
  const body: QuoteBody = {
    currency: price.currency,
    nights: price.nights,
    lines: quoteLines(price, lang),
    total: price.total,
    totalText: formatMoney(price.total, price.currency, lang),
    minStay: price.minStay,
    notes,
    ratesVersion: stored.version,
  };
  if (query.currency && query.currency !== price.currency) {
    const total = convert(price.total, price.currency, query.currency, await rates.exchangeRates(), today);
    if (total !== undefined) body.approx = { currency: query.currency, total, totalText: formatMoney(total, query.currency, lang, true) };
  }
  return body;
}
