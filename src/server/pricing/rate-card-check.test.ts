import { describe, expect, it } from 'vitest';
import { checkRateCard } from './rate-card-check';

const season = (name: string, from: string, to: string, extra: object = {}) => ({ name, from, to, nightly: 5_000_000, ...extra });
const errorsOf = (input: object) => {
  const result = checkRateCard({ currency: 'IDR', nightly: 3_500_000, ...input });
  return result.ok ? {} : result.errors;
};

describe('checkRateCard', () => {
  it('accepts a full card and fills the defaults', () => {
    const result = checkRateCard({ currency: 'IDR', nightly: 3_500_000, seasons: [season('High', '2027-07-01', '2027-09-01')] });
    expect(result.ok && result.card).toMatchObject({ weekendNights: [5, 6], minStay: 1, showPrices: true, seasons: [{ name: 'High', repeats: false }] });
  });

  it.each([
    [{ nightly: -1 }, 'nightly', /negative/],
    [{ nightly: 1.5 }, 'nightly', /whole number/],
    [{ nightly: 1e12 + 1 }, 'nightly', /at most/],
    [{ nightly: '3500000' }, 'nightly', /whole number/],
    [{ currency: 'GBP' }, 'currency', /IDR, USD, AUD or EUR/],
    [{ weeklyDiscount: 12.345 }, 'weeklyDiscount', /two decimals/],
    [{ monthlyDiscount: 95 }, 'monthlyDiscount', /0 to 90/],
    [{ minStay: 0 }, 'minStay', /1 to 365/],
    [{ minStay: 366 }, 'minStay', /1 to 365/],
    [{ taxes: [{ label: 'PBJT', percent: 100.5 }] }, 'taxes.0.percent', /0 to 100/],
    [{ taxes: [{ label: 'x'.repeat(41), percent: 10 }] }, 'taxes.0.label', /40 characters/],
    [{ taxes: [{ label: 'PB\u0007J', percent: 10 }] }, 'taxes.0.label', /control/],
    [{ taxes: Array.from({ length: 4 }, () => ({ label: 'T', percent: 1 })) }, 'taxes', /At most 3/],
    [{ seasons: Array.from({ length: 101 }, (_, i) => season(`S${i}`, '2027-01-01', '2027-01-02')) }, 'seasons', /At most 100/],
    [{ seasons: [season('High', '2027-09-01', '2027-09-01')] }, 'seasons.0.to', /ends after it starts/],
    [{ seasons: [season('High', '2027-02-30', '2027-03-01')] }, 'seasons.0.from', /YYYY-MM-DD/],
    [{ seasons: [season('Long', '2027-01-01', '2028-06-01', { repeats: true })] }, 'seasons.0.to', /at most a year/],
    [{ days: [{ date: '2027-03-03', nightly: 1 }, { date: '2027-03-03', nightly: 2 }] }, 'days.1.date', /twice/],
  ])('refuses %j naming %s', (input, field, message) => {
    const errors = errorsOf(input);
    expect(Object.keys(errors)).toContain(field);
    expect(errors[field]).toMatch(message);
  });

  it('refuses a partial overlap naming both seasons and the first night they share', () => {
    const errors = errorsOf({ seasons: [season('High', '2027-07-01', '2027-09-01'), season('Surf', '2027-08-20', '2027-10-01')] });
    expect(errors).toEqual({ 'seasons.1.from': '"Surf" and "High" share nights from 2027-08-20: a season lies wholly inside another or apart from it.' });
  });

  it('accepts a season wholly inside another, and seasons that only touch', () => {
    expect(errorsOf({ seasons: [season('High', '2027-07-01', '2027-09-01'), season('Peak', '2027-08-01', '2027-08-15'), season('Low', '2027-09-01', '2027-10-01')] })).toEqual({});
  });

  it('finds an overlap a repeating season makes in a later year', () => {
    const errors = errorsOf({ seasons: [season('Christmas', '2026-12-20', '2027-01-03', { repeats: true }), season('Festival', '2028-12-30', '2029-01-10')] });
    expect(errors['seasons.1.from']).toMatch(/"Festival" and "Christmas" share nights from 2028-12-30/);
  });

  it('refuses two seasons on the same nights: neither could win', () => {
    expect(errorsOf({ seasons: [season('A', '2027-07-01', '2027-08-01'), season('B', '2027-07-01', '2027-08-01')] })['seasons.1.from']).toMatch(/share nights from 2027-07-01/);
  });
});
