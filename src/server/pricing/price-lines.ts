/**
 * The estimate as lines a reply can carry, in the guest's language: each line with its amount, then the
 * total, formatted as the quote endpoint formats them. The owner's tax labels stay as typed.
 */
import { replyLocale } from '../reply/reply-language';
import type { QuoteSnapshot } from './quote-snapshot';
import { estimateLabel } from './line-label';
import { formatMoney } from './quote-text';

const HEADINGS: Record<string, { estimate: string; total: string; included: string }> = {
  en: { estimate: 'Estimate', total: 'Total', included: 'included' },
  id: { estimate: 'Perkiraan harga', total: 'Total', included: 'sudah termasuk' },
  zh: { estimate: '预估价格', total: '合计', included: '已含' },
  'zh-Hant': { estimate: '預估價格', total: '合計', included: '已含' },
  ko: { estimate: '예상 요금', total: '합계', included: '포함' },
  ja: { estimate: 'お見積り', total: '合計', included: '込み' },
  fr: { estimate: 'Estimation', total: 'Total', included: 'inclus' },
  de: { estimate: 'Kostenschätzung', total: 'Gesamt', included: 'inklusive' },
};

export function priceLines(quote: QuoteSnapshot, locale?: string | null): string {
  const { language } = replyLocale(locale ?? undefined);
  const words = HEADINGS[language] ?? HEADINGS.en!;
  const money = (amount: number) => formatMoney(amount, quote.currency, language);
  const lines = quote.lines.map((line) => `${estimateLabel(line, quote.nights, language)}: ${line.kind === 'tax' && line.amount === 0 ? words.included : money(line.amount)}`);
  return [`${words.estimate}:`, ...lines, `${words.total}: ${money(quote.total)}`].join('\n');
}
