/**
 * The quote as the guest reads it: labels and amounts in the guest's language, formatted by the server
 * (`Intl.NumberFormat`, rupiah without decimals) so the widget only shows text. Owner labels stay as typed.
 */
import { matchLanguage, canonicalTag } from '../../i18n/resolve-language';
import type { Currency } from './rate-card';
import { minorDigits } from './rate-card';
import type { PriceLine, StayPrice } from './price-stay';

type Words = { nights: (n: number) => string; weekly: string; monthly: string; cleaning: string; included: string };

const plural = (one: string, many: string) => (n: number) => `${n} ${n === 1 ? one : many}`;
const WORDS: Record<string, Words> = {
  en: { nights: plural('night', 'nights'), weekly: 'Weekly discount', monthly: 'Monthly discount', cleaning: 'Cleaning', included: 'included' },
  id: { nights: (n) => `${n} malam`, weekly: 'Diskon mingguan', monthly: 'Diskon bulanan', cleaning: 'Biaya kebersihan', included: 'sudah termasuk' },
  zh: { nights: (n) => `${n}晚`, weekly: '周租折扣', monthly: '月租折扣', cleaning: '清洁费', included: '已含' },
  'zh-Hant': { nights: (n) => `${n}晚`, weekly: '週租折扣', monthly: '月租折扣', cleaning: '清潔費', included: '已含' },
  ko: { nights: (n) => `${n}박`, weekly: '주간 할인', monthly: '월간 할인', cleaning: '청소비', included: '포함' },
  ja: { nights: (n) => `${n}泊`, weekly: '週割引', monthly: '月割引', cleaning: '清掃料金', included: '込み' },
  fr: { nights: plural('nuit', 'nuits'), weekly: 'Remise à la semaine', monthly: 'Remise au mois', cleaning: 'Ménage', included: 'inclus' },
  de: { nights: plural('Nacht', 'Nächte'), weekly: 'Wochenrabatt', monthly: 'Monatsrabatt', cleaning: 'Endreinigung', included: 'inklusive' },
};

/** The quote's language for a `lang` parameter: the offered language it matches, English otherwise. */
export function quoteLanguage(lang: string | null | undefined): string {
  return matchLanguage(canonicalTag(lang ?? undefined), Object.keys(WORDS));
}

/** `amount` (in the currency's unit) as money in `lang`; `wholeUnits` drops the cents (approximate figures). */
export function formatMoney(amount: number, currency: Currency, lang: string, wholeUnits = false): string {
  const digits = wholeUnits ? 0 : minorDigits(currency);
  const format = new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  return format.format(amount / 10 ** minorDigits(currency));
}

export type QuoteLine = { kind: PriceLine['kind']; label: string; amount: number; text: string };

export function lineLabel(line: PriceLine, lang: string): string {
  const words = WORDS[lang] ?? WORDS.en!;
  if (line.kind === 'nights') return words.nights(line.nights);
  if (line.kind === 'discount') return `${line.period === 'weekly' ? words.weekly : words.monthly} ${line.percent}%`;
  if (line.kind === 'cleaning') return words.cleaning;
  return line.label;
}

/** The lines as text: an included tax reads "included" in place of an amount. */
export function quoteLines(price: StayPrice, lang: string): QuoteLine[] {
  const words = WORDS[lang] ?? WORDS.en!;
  return price.lines.map((line) => ({
    kind: line.kind,
    label: lineLabel(line, lang),
    amount: line.amount,
    text: line.kind === 'tax' && line.included ? words.included : formatMoney(line.amount, price.currency, lang),
  }));
}
