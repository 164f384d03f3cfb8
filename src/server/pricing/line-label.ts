/**
 * The estimate's line labels in each guest language. Pure and free of server imports: the receiver's quote,
 * the reply drafts, the offer page and the inbox's browser bundle read the same words. Owner labels stay as typed.
 */
import type { PriceLine } from './price-stay';

type Words = { nights: (n: number) => string; weekly: string; monthly: string; cleaning: string; included: string };

const plural = (one: string, many: string) => (n: number) => `${n} ${n === 1 ? one : many}`;
export const LINE_WORDS: Record<string, Words> = {
  en: { nights: plural('night', 'nights'), weekly: 'Weekly discount', monthly: 'Monthly discount', cleaning: 'Cleaning', included: 'included' },
  id: { nights: (n) => `${n} malam`, weekly: 'Diskon mingguan', monthly: 'Diskon bulanan', cleaning: 'Biaya kebersihan', included: 'sudah termasuk' },
  zh: { nights: (n) => `${n}晚`, weekly: '周租折扣', monthly: '月租折扣', cleaning: '清洁费', included: '已含' },
  'zh-Hant': { nights: (n) => `${n}晚`, weekly: '週租折扣', monthly: '月租折扣', cleaning: '清潔費', included: '已含' },
  ko: { nights: (n) => `${n}박`, weekly: '주간 할인', monthly: '월간 할인', cleaning: '청소비', included: '포함' },
  ja: { nights: (n) => `${n}泊`, weekly: '週割引', monthly: '月割引', cleaning: '清掃料金', included: '込み' },
  fr: { nights: plural('nuit', 'nuits'), weekly: 'Remise à la semaine', monthly: 'Remise au mois', cleaning: 'Ménage', included: 'inclus' },
  de: { nights: plural('Nacht', 'Nächte'), weekly: 'Wochenrabatt', monthly: 'Monatsrabatt', cleaning: 'Endreinigung', included: 'inklusive' },
};

const NBSP = '\u00a0';
const percentFormats = new Map<string, Intl.NumberFormat>();

/** "10%", "12,5%" in Indonesian, "10 %" in French and German: Intl's way, with its no-break space where a language has one. */
export function percentText(percent: number, lang: string): string {
  let format = percentFormats.get(lang);
  if (!format) percentFormats.set(lang, (format = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 })));
  return format.format(percent / 100);
}

/**
 * A label whose percentage stays with the word before it ("PBJT 10%", "Diskon mingguan 10%"): at 360 px a line
 * must not break inside it and leave "10%" alone on the next line.
 */
export const keepPercent = (label: string) => label.replace(/ +(?=[\d.,]+[ \u00a0\u202f]?%)/g, NBSP).replace(/(\d) (?=%)/g, `$1${NBSP}`);

export function lineLabel(line: PriceLine, lang: string): string {
  const words = LINE_WORDS[lang] ?? LINE_WORDS.en!;
  if (line.kind === 'nights') return words.nights(line.nights);
  if (line.kind === 'discount') return `${line.period === 'weekly' ? words.weekly : words.monthly}${NBSP}${percentText(line.percent, lang)}`;
  if (line.kind === 'cleaning') return words.cleaning;
  return keepPercent(line.label);
}

/** Whether two labels are the same words, whatever their spaces (a stored label has plain ones). */
export const sameLabel = (a: string, b: string) => a.replace(/\s/g, ' ') === b.replace(/\s/g, ' ');

/** A line as a stored estimate keeps it (`QuoteSnapshot`'s lines): its kind, its English label, its amount. */
export type StoredLine = { kind: PriceLine['kind']; label: string; amount: number };

/** A stored discount's period and percent, read from its English label ("Weekly discount 10%", any space). */
export function storedDiscount(label: string): { period: 'weekly' | 'monthly'; percent: number } | undefined {
  const found = /^(Weekly|Monthly) discount[ \u00a0]([\d.]+)%$/.exec(label);
  return found ? { period: found[1] === 'Weekly' ? 'weekly' : 'monthly', percent: Number(found[2]) } : undefined;
}

/** A stored line's label in `language` (its kind and figures say what it is; taxes keep the owner's words). */
export function estimateLabel(line: StoredLine, nights: number, language: string): string {
  if (line.kind === 'nights') return lineLabel({ kind: 'nights', nights, amount: line.amount }, language);
  if (line.kind === 'cleaning') return lineLabel({ kind: 'cleaning', amount: line.amount }, language);
  const discount = line.kind === 'discount' ? storedDiscount(line.label) : undefined;
  if (discount) return lineLabel({ kind: 'discount', ...discount, amount: line.amount }, language);
  return keepPercent(line.label);
}
