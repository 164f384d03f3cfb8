import { describe, expect, it } from 'vitest';
import { readAmount } from './budget-amount';
import type { Currency } from '../booking-request/currencies';

describe('readAmount', () => {
  it('reads plain amounts, with "." or "," before the decimals', () => {
    expect(readAmount('1000', 'USD')).toBe(1000);
    expect(readAmount(' 0 ', 'USD')).toBe(0);
    expect(readAmount('0500', 'USD')).toBe(500);
    expect(readAmount('1500.5', 'USD')).toBe(1500.5);
    expect(readAmount('1500,50', 'USD')).toBe(1500.5);
    expect(readAmount('.5', 'USD')).toBe(0.5);
  });

  it('reads thousands groups as written at home, in rupiah or dollars', () => {
    expect(readAmount('15.000.000', 'USD')).toBe(15_000_000);
    expect(readAmount('1.500', 'USD')).toBe(1500);
    expect(readAmount('1,500', 'USD')).toBe(1500);
    expect(readAmount('1,500,000.75', 'USD')).toBe(1_500_000.75);
    expect(readAmount('1.500,50', 'USD')).toBe(1500.5);
    expect(readAmount('1 500 000', 'USD')).toBe(1_500_000);
    expect(readAmount('1\u202f500', 'USD')).toBe(1500);
    expect(readAmount("1'500", 'USD')).toBe(1500);
  });

  it('waits for the digits after a separator just typed', () => {
    expect(readAmount('1500.', 'USD')).toBe(1500);
    expect(readAmount('15.000.', 'USD')).toBe(15_000);
  });

  it('is undefined for an empty field, so the schema asks for a budget', () => {
    expect(readAmount('', 'USD')).toBeUndefined();
    expect(readAmount('   ', 'USD')).toBeUndefined();
  });

  it('refuses what it cannot read for sure, rather than guess', () => {
    for (const text of ['abc', '-5', '1e3', '1.500.50', '1,500,50', '1.500.5', '0.500', '1500.500', '1,50,000', '12,34.5', '1..5', '.', ',', '+5', '1.5.']) {
      expect(readAmount(text, 'USD'), text).toBeNaN();
    }
  });
});

describe('readAmount, by ten thousands', () => {
  it('reads 万, 萬 and 만 as ten thousand and 亿, 億 and 억 as a hundred million, as Chinese, Japanese and Korean guests type', () => {
    expect(readAmount('10万', 'USD')).toBe(100_000);
    expect(readAmount('100만', 'USD')).toBe(1_000_000);
    expect(readAmount('1.5萬', 'USD')).toBe(15_000);
    expect(readAmount('１０万', 'USD')).toBe(100_000);
    expect(readAmount('2 만', 'IDR')).toBe(20_000);
    expect(readAmount('1.23万', 'USD')).toBe(12_300);
    expect(readAmount('3억', 'IDR')).toBe(300_000_000);
    expect(readAmount('1,000万', 'IDR')).toBe(10_000_000);
    expect(readAmount('USD 5万', 'USD')).toBe(50_000);
  });

  it('refuses a mark without a number, or two marks', () => {
    for (const text of ['万', '만', '10万万', '万10', '1万5000']) expect(readAmount(text, 'USD'), text).toBeNaN();
  });
});

describe('readAmount, from a guest review', () => {
  it('does not run two numbers together: spaces group only three digits', () => {
    for (const text of ['1000 2000', '1500\n2000', '1 000 2 000', '2 5', '1 50']) expect(readAmount(text, 'USD'), text).toBeNaN();
    expect(readAmount('15 000 000', 'USD')).toBe(15_000_000);
    expect(readAmount('1 500,50', 'USD')).toBe(1500.5);
  });

  it('reads full-width digits and separators', () => {
    expect(readAmount('１５００', 'USD')).toBe(1500);
    expect(readAmount('１,５００', 'USD')).toBe(1500);
  });

  it('reads hundreds of digits as too big, not as no number', () => {
    expect(readAmount('9'.repeat(400), 'USD')).toBe(Number.MAX_VALUE);
  });
});

describe('readAmount, with the currency written too', () => {
  // [typed, selected currency, amount read]; NaN: the symbol or code names another currency, or may.
  const TABLE: [string, Currency, number][] = [
    ['$1000', 'USD', 1000],
    ['US$ 1,000', 'USD', 1000],
    ['1000 USD', 'USD', 1000],
    ['usd 1000', 'USD', 1000],
    ['1.500,50 $', 'USD', 1500.5],
    ['Rp 5.000.000', 'IDR', 5_000_000],
    ['Rp.5.000.000', 'IDR', 5_000_000],
    ['IDR 5000000', 'IDR', 5_000_000],
    ['5 000 000 IDR', 'IDR', 5_000_000],
    ['A$1,500', 'AUD', 1500],
    ['AU$ 1500', 'AUD', 1500],
    ['$1,500', 'AUD', 1500],
    ['1500 AUD', 'AUD', 1500],
    ['€1.500,50', 'EUR', 1500.5],
    ['1.500,50\u00a0€', 'EUR', 1500.5],
    ['1500 EUR', 'EUR', 1500],
    ['＄１０００', 'USD', 1000],
    ['€1000', 'USD', NaN],
    ['1000 EUR', 'USD', NaN],
    ['A$1000', 'USD', NaN],
    ['1000 AUD', 'USD', NaN],
    ['Rp 5.000.000', 'USD', NaN],
    ['US$ 1,000', 'AUD', NaN],
    ['$1000', 'IDR', NaN],
    ['$1000', 'EUR', NaN],
    ['5000000 IDR', 'EUR', NaN],
    ['$1000 USD', 'USD', NaN],
    ['$$1000', 'USD', NaN],
    ['1000$ 2000', 'USD', NaN],
    ['-$5', 'USD', NaN],
    ['$-5', 'USD', NaN],
    ['USD1000USD', 'USD', NaN],
  ];
  for (const [text, currency, amount] of TABLE) {
    it(`reads "${text}" with ${currency} as ${amount}`, () => expect(readAmount(text, currency)).toBe(amount));
  }

  it('a currency alone is no amount, as an empty field is', () => {
    expect(readAmount('$', 'USD')).toBeUndefined();
    expect(readAmount(' IDR ', 'IDR')).toBeUndefined();
  });
});
