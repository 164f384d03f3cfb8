/** How the calendar writes nights: "Airbnb: 12–14 Mar", month titles, and the days of a month view. */
import type { OwnerBusy } from './calendar-api-types';
import { dateFormat } from './format';
import { language, text } from './i18n';

const dayMonth = () => dateFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' });
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** "12–14 Mar", "30 Mar – 2 Apr": the nights from the first to the check-out day. */
export function nightsRange(from: string, to: string): string {
  const [a, b] = [dayMonth().format(utc(from)), dayMonth().format(utc(to))];
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  return sameMonth ? `${a.split(' ')[0]}–${b}` : `${a} – ${b}`;
}

/** "Airbnb: 12–14 Mar", "Booked: Ji-woo Park", "Owner stay: 3–5 Apr". */
export function collisionText(busy: OwnerBusy): string {
  if (busy.kind === 'booked') return text('cal.bookedName', { name: busy.label });
  return `${busy.label}: ${nightsRange(busy.from, busy.to)}`;
}

/** "Imported", "Blocked", "Booked" in the owner's language. */
export const kindLabel = (kind: OwnerBusy['kind']) => text(`cal.kind.${kind}`);

/** "December 2026", "Desember 2026". */
export const monthName = (month: string) => dateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(`${month}-01`));

/** Monday to Sunday, short ("Mo", "Sen") and whole ("Monday", "Senin"): two letters would make Sen and Sel one. */
export function weekdays(): { short: string; long: string }[] {
  const monday = Date.UTC(2024, 0, 1);
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(monday + i * 86_400_000);
    const short = dateFormat({ weekday: 'short', timeZone: 'UTC' }).format(date);
    return { short: language() === 'en' ? short.slice(0, 2) : short, long: dateFormat({ weekday: 'long', timeZone: 'UTC' }).format(date) };
  });
}

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
