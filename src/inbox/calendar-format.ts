/** How the calendar writes nights: "Airbnb: 12–14 Mar", month titles, and the days of a month view. */
import type { OwnerBusy } from './calendar-api-types';

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthTitle = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** "12–14 Mar", "30 Mar – 2 Apr": the nights from the first to the check-out day. */
export function nightsRange(from: string, to: string): string {
  const [a, b] = [dayMonth.format(utc(from)), dayMonth.format(utc(to))];
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  return sameMonth ? `${a.split(' ')[0]}–${b}` : `${a} – ${b}`;
}

/** "Airbnb: 12–14 Mar", "Booked: Ji-woo Park", "Owner stay: 3–5 Apr". */
export function collisionText(busy: OwnerBusy): string {
  if (busy.kind === 'booked') return `Booked: ${busy.label}`;
  return `${busy.label}: ${nightsRange(busy.from, busy.to)}`;
}

export const KIND_LABEL = { feed: 'Imported', block: 'Blocked', booked: 'Booked' } as const;

export const monthName = (month: string) => monthTitle.format(utc(`${month}-01`));

export function addMonths(month: string, n: number): string {
  const date = utc(`${month}-01`);
  date.setUTCMonth(date.getUTCMonth() + n);
  return date.toISOString().slice(0, 7);
}

/** The month's weeks, Monday first; `null` pads the first and last week. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = utc(`${month}-01`);
  const lead = (first.getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (const d = new Date(first); d.toISOString().slice(0, 7) === month; d.setUTCDate(d.getUTCDate() + 1)) days.push(d.toISOString().slice(0, 10));
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

/** The sources that keep the night of `day`. */
export const busyOn = (busy: readonly OwnerBusy[], day: string) => busy.filter((b) => b.from <= day && day < b.to);

export const fromToOfMonth = (month: string) => ({ from: `${month}-01`, to: `${addMonths(month, 1)}-01` });
