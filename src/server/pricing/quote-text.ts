/**
 * The quote as the guest reads it: labels and amounts in the guest's language, formatted by the server
 * (`Intl.NumberFormat`, rupiah without decimals) so the widget only shows text. Owner labels stay as typed.
 */
import { matchLanguage, canonicalTag } from '../../i18n/resolve-language';
import type { Currency } from './rate-card';
import { minorDigits } from './rate-card';
import { formatSigned } from '../../shared/minus-sign';
import { LINE_WORDS, lineLabel } from './line-label';
import type { PriceLine, StayPrice } from './price-stay';

/** The quote's language for a `lang` parameter: the offered language it matches, English otherwise. */
export function quoteLanguage(lang: string | null | undefined): string {
  return matchLanguage(canonicalTag(lang ?? undefined), Object.keys(LINE_WORDS));
}

/** `amount` (in the currency's unit) as money in `lang`, a discount with the minus sign; `wholeUnits` drops the cents (approximate figures). */
export function formatMoney(amount: number, currency: Currency, lang: string, wholeUnits = false): string {
  const digits = wholeUnits ? 0 : minorDigits(currency);
  const format = new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  return formatSigned(format, amount / 10 ** minorDigits(currency));
}

export type QuoteLine = { kind: PriceLine['kind']; label: string; amount: number; text: string };

/** The lines as text: an included tax reads "included" in place of an amount. */
export function quoteLines(price: StayPrice, lang: string): QuoteLine[] {
  const words = LINE_WORDS[lang] ?? LINE_WORDS.en!;
  return price.lines.map((line) => ({
    kind: line.kind,
    label: lineLabel(line, lang),
    amount: line.amount,
    text: line.kind === 'tax' && line.included ? words.included : formatMoney(line.amount, price.currency, lang),
  }));
}
