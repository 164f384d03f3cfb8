import { describe, expect, it } from 'vitest';
import { priceStay } from './price-stay';
import { simpleCard, type RateCard } from './rate-card';

/** The research's card: IDR, base 3,500,000, Friday/Saturday 4,000,000, cleaning 500,000, service then PBJT. */
function baliCard(extra: Partial<RateCard> = {}): RateCard {
  return {
    ...simpleCard('IDR', 3_500_000),
    weekendNightly: 4_000_000,
    cleaning: 500_000,
    taxes: [
      { label: 'Service 10%', percent: 10, onCleaning: true, compound: false, included: false },
      { label: 'PBJT 10%', percent: 10, onCleaning: true, compound: true, included: false },
    ],
    ...extra,
  };
}

const amounts = (card: RateCard, checkIn: string, checkOut: string) => priceStay(card, checkIn, checkOut).lines.map((l) => [l.kind, l.amount]);

describe('priceStay: the known answers', () => {
  it('prices five nights over a weekend with service then compounding PBJT at 22,990,000', () => {
    const price = priceStay(baliCard(), '2027-03-03', '2027-03-08');
    expect(price.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['nights', 18_500_000],
      ['cleaning', 500_000],
      ['tax', 1_900_000],
      ['tax', 2_090_000],
    ]);
    expect(price.total).toBe(22_990_000);
    expect(price.nights).toBe(5);
  });

  it('takes a 10 % weekly discount off the nights only before taxes: 28,374,500 for a week', () => {
    expect(amounts(baliCard({ weeklyDiscount: 10 }), '2027-03-03', '2027-03-10')).toEqual([
      ['nights', 25_500_000],
      ['discount', -2_550_000],
      ['cleaning', 500_000],
      ['tax', 2_345_000],
      ['tax', 2_579_500],
    ]);
    expect(priceStay(baliCard({ weeklyDiscount: 10 }), '2027-03-03', '2027-03-10').total).toBe(28_374_500);
  });

  it('rounds a tax of 37.035 dollars half-up to 37.04: USD 123.45 × 3 with 10 % totals 407.39', () => {
    const card: RateCard = { ...simpleCard('USD', 12_345), weekendNights: [], taxes: [{ label: 'Tax', percent: 10, onCleaning: false, compound: false, included: false }] };
    const price = priceStay(card, '2027-03-03', '2027-03-06');
    expect(price.lines.map((l) => l.amount)).toEqual([37_035, 3_704]);
    expect(price.total).toBe(40_739);
  });

  it('prices each night across a season start on its own: 21,000,000 for 2027-06-28 → 2027-07-03', () => {
    const card = baliCard({
      cleaning: 0,
      taxes: [],
      seasons: [{ name: 'High', from: '2027-07-01', to: '2027-09-01', nightly: 5_000_000, weekendNightly: 5_500_000, repeats: false }],
    });
    expect(priceStay(card, '2027-06-28', '2027-07-03').total).toBe(21_000_000);
  });

  it('counts the night of 29 February: 4 nights from 2028-02-27 to 2028-03-02', () => {
    const card: RateCard = { ...simpleCard('IDR', 1_000_000), weekendNights: [], days: [{ date: '2028-02-29', nightly: 7_000_000 }] };
    const price = priceStay(card, '2028-02-27', '2028-03-02');
    expect(price.nights).toBe(4);
    expect(price.total).toBe(10_000_000);
  });

  it('prices 365 nights, past the last season at the base rate', () => {
    const card: RateCard = {
      ...simpleCard('IDR', 1_000_000),
      weekendNights: [],
      seasons: [{ name: 'Dry', from: '2027-07-01', to: '2027-08-01', nightly: 2_000_000, repeats: false }],
    };
    const price = priceStay(card, '2027-06-01', '2028-05-31');
    expect(price.nights).toBe(365);
    expect(price.total).toBe(334 * 1_000_000 + 31 * 2_000_000);
  });

  it('lets a season inside another win for its nights (Christmas inside high season)', () => {
    const card: RateCard = {
      ...simpleCard('IDR', 1_000_000),
      weekendNights: [],
      seasons: [
        { name: 'Christmas', from: '2027-12-20', to: '2028-01-03', nightly: 9_000_000, repeats: false },
        { name: 'High', from: '2027-12-01', to: '2028-02-01', nightly: 3_000_000, repeats: false },
      ],
    };
    expect(priceStay(card, '2027-12-18', '2027-12-22').total).toBe(2 * 3_000_000 + 2 * 9_000_000);
  });

  it('repeats a yearly season in later years, across the new year too', () => {
    const card: RateCard = {
      ...simpleCard('IDR', 1_000_000),
      weekendNights: [],
      seasons: [{ name: 'New year', from: '2026-12-28', to: '2027-01-02', nightly: 5_000_000, repeats: true, minStay: 4 }],
    };
    const price = priceStay(card, '2028-12-30', '2029-01-03');
    expect(price.total).toBe(3 * 5_000_000 + 1_000_000);
    expect(price.minStay).toBe(4);
    expect(priceStay({ ...card, seasons: [{ ...card.seasons[0]!, repeats: false }] }, '2028-12-30', '2029-01-03').total).toBe(4_000_000);
  });

  it('takes the minimum stay from the check-in night: imported day, else season, else the default', () => {
    const card: RateCard = {
      ...simpleCard('IDR', 1_000_000),
      minStay: 2,
      seasons: [{ name: 'High', from: '2027-07-01', to: '2027-09-01', nightly: 2_000_000, minStay: 5, repeats: false }],
      days: [{ date: '2027-07-10', nightly: 3_000_000, minStay: 7 }],
    };
    expect(priceStay(card, '2027-06-29', '2027-07-03').minStay).toBe(2);
    expect(priceStay(card, '2027-07-01', '2027-07-03').minStay).toBe(5);
    expect(priceStay(card, '2027-07-10', '2027-07-12').minStay).toBe(7);
  });

  it('applies only the larger of the weekly and monthly discounts, the monthly from 28 nights', () => {
    const card: RateCard = { ...simpleCard('IDR', 1_000_000), weekendNights: [], weeklyDiscount: 10, monthlyDiscount: 25 };
    expect(amounts(card, '2027-03-01', '2027-03-28')).toEqual([['nights', 27_000_000], ['discount', -2_700_000]]);
    expect(amounts(card, '2027-03-01', '2027-03-29')).toEqual([['nights', 28_000_000], ['discount', -7_000_000]]);
  });

  it('shows an included tax with amount 0 and leaves the total alone', () => {
    const card: RateCard = { ...simpleCard('IDR', 1_000_000), weekendNights: [], taxes: [{ label: 'PBJT', percent: 10, onCleaning: false, compound: false, included: true }] };
    const price = priceStay(card, '2027-03-01', '2027-03-03');
    expect(price.lines).toEqual([{ kind: 'nights', nights: 2, amount: 2_000_000 }, { kind: 'tax', label: 'PBJT', percent: 10, included: true, amount: 0 }]);
    expect(price.total).toBe(2_000_000);
  });

  it('uses the weekend rate on the nights the owner chose (Saturday and Sunday here)', () => {
    const card: RateCard = { ...simpleCard('IDR', 1_000_000), weekendNightly: 2_000_000, weekendNights: [6, 0] };
    expect(priceStay(card, '2027-03-05', '2027-03-08').total).toBe(1_000_000 + 2 * 2_000_000);
  });
});
