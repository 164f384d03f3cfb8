/**
 * Where seasons apply. A repeating season recurs on the same month-days every year from its first year; a
 * season lying wholly inside another wins for its nights, so the shortest covering one prices a night.
 * Partial overlaps are refused when the card is saved (`firstPartialOverlap`).
 */
import type { Season } from './rate-card';

export type Occurrence = { from: string; to: string; days: number; season: Season; index: number };

const yearOf = (day: string): number => Number(day.slice(0, 4));

/** `day` moved by `years` (29 February becomes 1 March in a common year). */
export function shiftYears(day: string, years: number): string {
  if (years === 0) return day;
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The occurrences of every season touching the years `firstYear` … `lastYear`. */
export function occurrencesIn(seasons: readonly Season[], firstYear: number, lastYear: number): Occurrence[] {
  const found: Occurrence[] = [];
  seasons.forEach((season, index) => {
    const start = yearOf(season.from);
    const shifts = season.repeats ? Math.max(0, firstYear - 1 - start) : 0;
    const lastShift = season.repeats ? lastYear - start : 0;
    for (let shift = shifts; shift <= lastShift; shift++) {
      const from = shiftYears(season.from, shift);
      const to = shiftYears(season.to, shift);
      if (from < to) found.push({ from, to, days: daysBetween(from, to), season, index });
    }
  });
  return found;
}

/** The innermost occurrence covering the night of `day`, if any. */
export function seasonOf(occurrences: readonly Occurrence[], day: string): Occurrence | undefined {
  let best: Occurrence | undefined;
  for (const occurrence of occurrences) {
    if (occurrence.from <= day && day < occurrence.to && (!best || occurrence.days < best.days)) best = occurrence;
  }
  return best;
}

export type Overlap = { first: number; second: number; night: string };

/**
 * The first pair of seasons sharing nights without one lying inside the other (identical ranges count),
 * with the first night they share; repeating seasons are compared over every year the card reaches.
 */
export function firstPartialOverlap(seasons: readonly Season[]): Overlap | undefined {
  if (seasons.length < 2) return undefined;
  const years = seasons.flatMap((s) => [yearOf(s.from), yearOf(s.to)]);
  const occurrences = occurrencesIn(seasons, Math.min(...years), Math.max(...years) + 2);
  for (let i = 0; i < occurrences.length; i++) {
    for (let j = i + 1; j < occurrences.length; j++) {
      const a = occurrences[i]!;
      const b = occurrences[j]!;
      if (a.index === b.index) continue;
      const from = a.from > b.from ? a.from : b.from;
      const to = a.to < b.to ? a.to : b.to;
      if (from >= to) continue;
      const aInB = b.from <= a.from && a.to <= b.to;
      const bInA = a.from <= b.from && b.to <= a.to;
      if (aInB !== bInA) continue;
      const [first, second] = a.index < b.index ? [a.index, b.index] : [b.index, a.index];
      return { first, second, night: from };
    }
  }
  return undefined;
}

/** True when a repeating season lasts at most a year (so its occurrences never meet themselves). */
export const fitsInAYear = (season: Season): boolean => !season.repeats || season.to <= shiftYears(season.from, 1);
