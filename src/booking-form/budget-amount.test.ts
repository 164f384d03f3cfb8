import { describe, expect, it } from 'vitest';
import { readAmount } from './budget-amount';

describe('readAmount', () => {
  it('reads plain amounts, with "." or "," before the decimals', () => {
    expect(readAmount('1000')).toBe(1000);
    expect(readAmount(' 0 ')).toBe(0);
    expect(readAmount('0500')).toBe(500);
    expect(readAmount('1500.5')).toBe(1500.5);
    expect(readAmount('1500,50')).toBe(1500.5);
    expect(readAmount('.5')).toBe(0.5);
  });

  it('reads thousands groups as written at home, in rupiah or dollars', () => {
    expect(readAmount('15.000.000')).toBe(15_000_000);
    expect(readAmount('1.500')).toBe(1500);
    expect(readAmount('1,500')).toBe(1500);
    expect(readAmount('1,500,000.75')).toBe(1_500_000.75);
    expect(readAmount('1.500,50')).toBe(1500.5);
    expect(readAmount('1 500 000')).toBe(1_500_000);
    expect(readAmount('1\u202f500')).toBe(1500);
    expect(readAmount("1'500")).toBe(1500);
  });

  it('waits for the digits after a separator just typed', () => {
    expect(readAmount('1500.')).toBe(1500);
    expect(readAmount('15.000.')).toBe(15_000);
  });

  it('is undefined for an empty field, so the schema asks for a budget', () => {
    expect(readAmount('')).toBeUndefined();
    expect(readAmount('   ')).toBeUndefined();
  });

  it('refuses what it cannot read for sure, rather than guess', () => {
    for (const text of ['abc', '-5', '$90', '1e3', '1.500.50', '1,500,50', '1.500.5', '0.500', '1500.500', '1,50,000', '12,34.5', '1..5', '.', ',', '+5', '1.5.']) {
      expect(readAmount(text), text).toBeNaN();
    }
  });
});

describe('readAmount, from a guest review', () => {
  it('does not run two numbers together: spaces group only three digits', () => {
    for (const text of ['1000 2000', '1500\n2000', '1 000 2 000', '2 5', '1 50']) expect(readAmount(text), text).toBeNaN();
    expect(readAmount('15 000 000')).toBe(15_000_000);
    expect(readAmount('1 500,50')).toBe(1500.5);
  });

  it('reads full-width digits and separators', () => {
    expect(readAmount('１５００')).toBe(1500);
    expect(readAmount('１,５００')).toBe(1500);
  });

  it('reads hundreds of digits as too big, not as no number', () => {
    expect(readAmount('9'.repeat(400))).toBe(Number.MAX_VALUE);
  });
});
