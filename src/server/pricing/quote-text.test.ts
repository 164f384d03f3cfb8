import { describe, expect, it } from 'vitest';
import { convert } from './exchange';
import { priceStay } from './price-stay';
import { formatMoney, quoteLanguage, quoteLines } from './quote-text';
import { snapshotOf } from './quote-snapshot';
import { simpleCard, type RateCard } from './rate-card';

const card: RateCard = {
  ...simpleCard('IDR', 3_500_000),
  weekendNights: [],
  weeklyDiscount: 10,
  cleaning: 500_000,
  taxes: [{ label: 'PBJT 10%', percent: 10, onCleaning: true, compound: false, included: true }],
};

describe('quote texts', () => {
  it('formats rupiah without decimals and dollars with cents, in the guest language', () => {
    expect(formatMoney(14_000_000, 'IDR', 'id')).toBe('Rp\u00a014.000.000');
    expect(formatMoney(14_000_000, 'IDR', 'de')).toMatch(/^14\.000\.000\s?IDR$/);
    expect(formatMoney(40_739, 'USD', 'en')).toBe('$407.39');
    expect(formatMoney(14_000_000, 'IDR', 'ko')).toMatch(/14,000,000/);
  });

  it('writes a discount with the minus sign U+2212 in every language, never a hyphen (read as "dash" or not at all)', () => {
    expect(formatMoney(-1_200_000, 'IDR', 'id')).toBe('\u2212Rp\u00a01.200.000');
    expect(formatMoney(-12_000, 'USD', 'en')).toBe('\u2212$120.00');
    for (const lang of ['en', 'id', 'zh', 'zh-Hant', 'ko', 'ja', 'fr', 'de']) {
      for (const currency of ['IDR', 'USD', 'AUD', 'EUR'] as const) {
        const text = formatMoney(-12_000, currency, lang);
        expect(text, `${lang} ${currency}`).toContain('\u2212');
        expect(text, `${lang} ${currency}`).not.toContain('-');
      }
    }
    expect(formatMoney(12_000, 'USD', 'en')).toBe('$120.00');
  });

  it('matches the lang parameter to an offered language, English otherwise', () => {
    expect(['de-AT', 'zh-TW', 'zh-CN', 'ko', 'pt', '', null, 'C'].map(quoteLanguage)).toEqual(['de', 'zh-Hant', 'zh', 'ko', 'en', 'en', 'en', 'en']);
  });

  it('labels the lines in the guest language and keeps the owner\'s tax label as typed', () => {
    const price = priceStay(card, '2027-03-01', '2027-03-08');
    expect(quoteLines(price, 'de').map((l) => [l.kind, l.label])).toEqual([
      ['nights', '7 Nächte'],
      ['discount', 'Wochenrabatt\u00a010\u00a0%'],
      ['cleaning', 'Endreinigung'],
      ['tax', 'PBJT\u00a010%'],
    ]);
    expect(quoteLines(priceStay(card, '2027-03-01', '2027-03-02'), 'en')[0]!.label).toBe('1 night');
    expect(quoteLines(price, 'en').at(-1)).toEqual({ kind: 'tax', label: 'PBJT\u00a010%', amount: 0, text: 'included' });
    expect(quoteLines(price, 'en')[1]!.text).toBe('\u2212IDR\u00a02,450,000');
  });

  it('stores the English labels with plain spaces: the webhook\'s and the database\'s data do not change', () => {
    const { lines } = snapshotOf(priceStay(card, '2027-03-01', '2027-03-08'), 1);
    expect(lines.map((l) => l.label)).toEqual(['7 nights', 'Weekly discount 10%', 'Cleaning', 'PBJT 10%']);
    expect(lines[1]!.amount).toBe(-2_450_000);
  });
});

describe('convert', () => {
  const rates = { day: '2027-03-01', perEuro: { USD: 1.1, IDR: 17_600, AUD: 1.65 } };
  it('converts through the euro to whole units of the budget currency', () => {
    expect(convert(22_990_000, 'IDR', 'AUD', rates, '2027-03-02')).toBe(215_500);
    expect(convert(40_739, 'USD', 'EUR', rates, '2027-03-02')).toBe(37_000);
  });

  it('gives nothing for the same currency, a rate over 4 days old, or a missing rate', () => {
    expect(convert(100, 'IDR', 'IDR', rates, '2027-03-02')).toBeUndefined();
    expect(convert(100, 'IDR', 'AUD', rates, '2027-03-05')).toBe(0);
    expect(convert(100, 'IDR', 'AUD', rates, '2027-03-06')).toBeUndefined();
    expect(convert(100, 'IDR', 'AUD', undefined, '2027-03-02')).toBeUndefined();
    expect(convert(100, 'IDR', 'AUD', { day: '2027-03-01', perEuro: {} }, '2027-03-02')).toBeUndefined();
  });
});
