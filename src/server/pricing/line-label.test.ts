import { describe, expect, it } from 'vitest';
import { estimateLabel, storedDiscount } from './line-label';

describe('stored estimate lines in a guest language', () => {
  it('reads a stored discount\'s period and percent from its English label, and nothing else', () => {
    expect(storedDiscount('Weekly discount 10%')).toEqual({ period: 'weekly', percent: 10 });
    expect(storedDiscount('Monthly discount 12.5%')).toEqual({ period: 'monthly', percent: 12.5 });
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
    expect(lines.map((line) => estimateLabel(line, 1, 'de'))).toEqual(['1 Nacht', 'Monatsrabatt 12.5%', 'Endreinigung', 'Service 10%', 'Diskon lama 5%']);
    expect(lines.map((line) => estimateLabel(line, 1, 'en'))).toEqual(lines.map((line) => line.label));
  });
});
