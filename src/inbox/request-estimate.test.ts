import { describe, expect, it } from 'vitest';
import type { QuoteSnapshot } from '../server/pricing/quote-snapshot';
import { ownerLabel } from './request-estimate';

const lines: QuoteSnapshot['lines'] = [
  { kind: 'nights', label: '1 night', amount: 3_500_000 },
  { kind: 'discount', label: 'Monthly discount 12.5%', amount: -437_500 },
  { kind: 'discount', label: 'Weekly discount 10%', amount: -350_000 },
  { kind: 'cleaning', label: 'Cleaning', amount: 500_000 },
  { kind: 'tax', label: 'PBJT 10%', amount: 0 },
];

describe('the estimate in the owner\'s words', () => {
  it('reads in English as the stored labels, a tax as the owner typed it, each percent kept with its word', () => {
    expect(lines.map((line) => ownerLabel(line, 1))).toEqual(lines.map((line) => line.label.replace(' 1', '\u00a01')));
    expect(ownerLabel({ kind: 'nights', label: '5 nights', amount: 1 }, 5)).toBe('5 nights');
  });
});
