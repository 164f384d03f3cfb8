/**
 * Nights as days: the night of `2027-03-12` runs from that evening to the next morning. A range
 * `{ from, to }` holds the nights from `from` up to the check-out day `to` (not included).
 */
export type NightRange = { from: string; to: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD`. */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export const dayOfUtc = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return dayOfUtc(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);
}

export function nightsBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const ymd = (year: number, month: number, day: number): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The part of `range` inside `[from, to)`, or undefined when they share no night. */
export function clip(range: NightRange, from: string, to: string): NightRange | undefined {
  const start = range.from > from ? range.from : from;
  const end = range.to < to ? range.to : to;
  return start < end ? { from: start, to: end } : undefined;
}

/** Sorted ranges with overlapping and touching ones joined: the public answer names nights, not events. */
export function mergeRanges(ranges: Iterable<NightRange>): NightRange[] {
  const sorted = [...ranges].filter((r) => r.from < r.to).sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const merged: NightRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.from <= last.to) {
      if (range.to > last.to) last.to = range.to;
    } else merged.push({ from: range.from, to: range.to });
  }
  return merged;
}
