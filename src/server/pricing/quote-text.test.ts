import { describe, expect, it } from 'vitest';
import { convert } from './exchange';
import { priceStay } from './price-stay';
import { formatMoney, quoteLanguage, quoteLines } from './quote-text';
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

  it('matches the lang parameter to an offered language, English otherwise', () => {
    expect(['de-AT', 'zh-TW', 'zh-CN', 'ko', 'pt', '', null, 'C'].map(quoteLanguage)).toEqual(['de', 'zh-Hant', 'zh', 'ko', 'en', 'en', 'en', 'en']);
  });

  it('labels the lines in the guest language and keeps the owner\'s tax label as typed', () => {
    const price = priceStay(card, '2027-03-01', '2027-03-08');
    expect(quoteLines(price, 'de').map((l) => [l.kind, l.label])).toEqual([
      ['nights', '7 Nächte'],
      ['discount', 'Wochenrabatt 10%'],
      ['cleaning', 'Endreinigung'],
      ['tax', 'PBJT 10%'],
    ]);
    expect(quoteLines(priceStay(card, '2027-03-01', '2027-03-02'), 'en')[0]!.label).toBe('1 night');
    expect(quoteLines(price, 'en').at(-1)).toEqual({ kind: 'tax', label: 'PBJT 10%', amount: 0, text: 'included' });
    expect(quoteLines(price, 'en')[1]!.text).toBe('-IDR\u00a02,450,000');
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
