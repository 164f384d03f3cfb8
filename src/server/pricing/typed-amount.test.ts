import { describe, expect, it } from 'vitest';
import { readTypedAmount } from './typed-amount';

describe('readTypedAmount', () => {
  it.each([
    ['3.500.000', 'IDR', 3_500_000],
    ['3,500,000', 'IDR', 3_500_000],
    ['3500000', 'IDR', 3_500_000],
    ['Rp 3.500.000', 'IDR', 3_500_000],
    ['3 500 000', 'IDR', 3_500_000],
    ['123.45', 'USD', 12_345],
    ['$123.45', 'USD', 12_345],
    ['1,234.5', 'USD', 123_450],
    ['1.234,56', 'EUR', 123_456],
    ['€ 99', 'EUR', 9_900],
    ['1,234', 'AUD', 123_400],
  ] as const)('reads %s %s as %i', (text, currency, amount) => {
    expect(readTypedAmount(text, currency)).toEqual({ ok: true, amount });
  });

  it.each([
    ['', 'IDR', 'empty'],
    ['12,34,567', 'IDR', 'format'],
    ['3.500.000,50', 'IDR', 'decimals'],
    ['abc', 'USD', 'format'],
    ['-5', 'USD', 'format'],
    ['USD 100', 'IDR', 'currency'],
    ['Rp 100', 'USD', 'currency'],
    ['1..2', 'USD', 'format'],
  ] as const)('refuses %j in %s (%s)', (text, currency, reason) => {
    expect(readTypedAmount(text, currency)).toMatchObject({ ok: false, reason });
  });
});
