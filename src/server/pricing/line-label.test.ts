import { describe, expect, it } from 'vitest';
import { estimateLabel, keepPercent, lineLabel, storedDiscount } from './line-label';

describe('stored estimate lines in a guest language', () => {
  it('reads a stored discount\'s period and percent from its English label, and nothing else', () => {
    expect(storedDiscount('Weekly discount 10%')).toEqual({ period: 'weekly', percent: 10 });
    expect(storedDiscount('Monthly discount 12.5%')).toEqual({ period: 'monthly', percent: 12.5 });
    expect(storedDiscount('Weekly discount\u00a010%')).toEqual({ period: 'weekly', percent: 10 });
    expect(['Early-bird discount 5%', 'Weekly discount', 'weekly discount 10%', 'Weekly discount 10% extra'].map(storedDiscount)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('words nights, discounts and cleaning in the language and keeps a tax or an unknown discount as typed', () => {
    const lines = [
      { kind: 'nights', label: '1 night', amount: 1 },
      { kind: 'discount', label: 'Monthly discount 12.5%', amount: -1 },
      { kind: 'cleaning', label: 'Cleaning', amount: 1 },
      { kind: 'tax', label: 'Service 10%', amount: 1 },
      { kind: 'discount', label: 'Diskon lama 5%', amount: -1 },
    ] as const;
    expect(lines.map((line) => estimateLabel(line, 1, 'de'))).toEqual(['1 Nacht', 'Monatsrabatt\u00a012,5\u00a0%', 'Endreinigung', 'Service\u00a010%', 'Diskon lama\u00a05%']);
    expect(lines.map((line) => estimateLabel(line, 1, 'en').replace(/\u00a0/g, ' '))).toEqual(lines.map((line) => line.label));
  });

  it('keeps a discount\'s percent with its word, so "Diskon mingguan 10%" never breaks before "10%" at 360 px', () => {
    const weekly = { kind: 'discount', period: 'weekly', percent: 10, amount: -1 } as const;
    expect(lineLabel(weekly, 'id')).toBe('Diskon mingguan\u00a010%');
    expect(lineLabel(weekly, 'en')).toBe('Weekly discount\u00a010%');
    expect(lineLabel({ ...weekly, period: 'monthly', percent: 12.5 }, 'id')).toBe('Diskon bulanan\u00a012,5%');
    // French and German put a space before "%": a no-break one (Intl's, narrow in some versions of its data).
    expect(lineLabel(weekly, 'fr')).toMatch(/^Remise à la semaine\u00a010[\u00a0\u202f]%$/);
    expect(lineLabel(weekly, 'de')).toBe('Wochenrabatt\u00a010\u00a0%');
    for (const lang of ['zh', 'zh-Hant', 'ko', 'ja']) expect(lineLabel(weekly, lang)).toMatch(/\u00a010%$/);
  });

  it('keeps a typed percent with the word before it and leaves other numbers alone', () => {
    expect(['PBJT 10%', 'Service 10 %', 'Early-bird 12,5%', 'Airport transfer 2 cars', 'Pool 100% private'].map(keepPercent))
      .toEqual(['PBJT\u00a010%', 'Service\u00a010\u00a0%', 'Early-bird\u00a012,5%', 'Airport transfer 2 cars', 'Pool\u00a0100% private']);
  });
});
