/** Property tests over thousands of random cards and stays, from a fixed seed so a failure repeats. */
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/nights';
import { priceStay } from './price-stay';
import { simpleCard, type RateCard, type Season } from './rate-card';
import { firstPartialOverlap } from './seasons';

/** mulberry32: a small seeded generator. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CURRENCIES = ['IDR', 'USD', 'AUD', 'EUR'] as const;

function randomCard(random: () => number): RateCard {
  const int = (max: number) => Math.floor(random() * (max + 1));
  const pick = <T>(items: readonly T[]): T => items[int(items.length - 1)]!;
  const amount = () => pick([int(100), int(10_000_000), int(1_000_000_000_000)]);
  const percent = () => int(10_000) / 100;
  const seasons: Season[] = [];
  for (let i = int(6); i > 0; i--) {
    const from = addDays('2027-01-01', int(700));
    const season: Season = { name: `S${i}`, from, to: addDays(from, 1 + int(120)), nightly: amount(), repeats: random() < 0.3 };
    if (random() < 0.5) season.weekendNightly = amount();
    if (random() < 0.5) season.minStay = 1 + int(30);
    if (!firstPartialOverlap([...seasons, season])) seasons.push(season);
  }
  const card: RateCard = {
    ...simpleCard(pick(CURRENCIES), amount()),
    minStay: 1 + int(364),
    weeklyDiscount: random() < 0.5 ? int(9000) / 100 : 0,
    monthlyDiscount: random() < 0.5 ? int(9000) / 100 : 0,
    cleaning: random() < 0.5 ? amount() : 0,
    weekendNights: [0, 1, 2, 3, 4, 5, 6].filter(() => random() < 0.3),
    taxes: Array.from({ length: int(3) }, (_, i) => ({
      label: `T${i}`,
      percent: percent(),
      onCleaning: random() < 0.5,
      compound: random() < 0.5,
      included: random() < 0.2,
    })),
    seasons,
    days: Array.from({ length: int(20) }, () => ({ date: addDays('2027-01-01', int(800)), nightly: amount() })),
  };
  if (random() < 0.5) card.weekendNightly = amount();
  return card;
}

// Thousands of stays on a machine shared with other work: a generous limit, no timing asserted.
describe('priceStay: properties over random cards and stays', { timeout: 60_000 }, () => {
  const random = generator(20270303);
  const cases = Array.from({ length: 2000 }, () => {
    const card = randomCard(random);
    const checkIn = addDays('2027-01-01', Math.floor(random() * 730));
    return { card, checkIn, checkOut: addDays(checkIn, 1 + Math.floor(random() * 365)) };
  });

  it('adds up: the total is the sum of the lines, every line a whole number of units', () => {
    const wrong = cases.filter(({ card, checkIn, checkOut }) => {
      const price = priceStay(card, checkIn, checkOut);
      return price.total !== price.lines.reduce((sum, line) => sum + line.amount, 0) || !price.lines.every((line) => Number.isSafeInteger(line.amount));
    });
    expect(wrong).toEqual([]);
  });

  it('never goes negative, and the nights line lies between the cheapest and dearest night', () => {
    const wrong = cases.filter(({ card, checkIn, checkOut }) => {
      const price = priceStay(card, checkIn, checkOut);
      const rates = [card.nightly, card.weekendNightly ?? card.nightly, ...card.seasons.flatMap((s) => [s.nightly, s.weekendNightly ?? s.nightly]), ...card.days.map((d) => d.nightly)];
      const nights = price.lines[0]!;
      return price.total < 0 || nights.kind !== 'nights' || nights.amount < price.nights * Math.min(...rates) || nights.amount > price.nights * Math.max(...rates);
    });
    expect(wrong).toEqual([]);
  });

  it('prices the same stay the same way every time, whatever the order of the seasons', () => {
    const wrong = cases.slice(0, 1000).filter(({ card, checkIn, checkOut }) => {
      const again = structuredClone(card);
      again.seasons.reverse();
      return JSON.stringify(priceStay(again, checkIn, checkOut)) !== JSON.stringify(priceStay(card, checkIn, checkOut));
    });
    expect(wrong).toEqual([]);
  });

  it('sums the nights of a stay split in two to the nights of the whole stay', () => {
    const wrong = cases.slice(0, 1000).filter(({ card, checkIn, checkOut }) => {
      const whole = priceStay(card, checkIn, checkOut);
      if (whole.nights < 2) return false;
      const middle = addDays(checkIn, Math.floor(whole.nights / 2));
      return priceStay(card, checkIn, middle).lines[0]!.amount + priceStay(card, middle, checkOut).lines[0]!.amount !== whole.lines[0]!.amount;
    });
    expect(wrong).toEqual([]);
  });
});
