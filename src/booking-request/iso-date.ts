/** Calendar-date helpers on `YYYY-MM-DD` strings; no time zones involved once a date is a string. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Midnight UTC of a calendar date. Not `Date.UTC`, which reads the years 0 to 99 as 1900 to 1999: a year
 * typed with two digits ("26", shown as 0026) was "no date" to the form while the field showed one.
 */
function utcDate(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

/** True for a real calendar date in `YYYY-MM-DD` form (`2027-02-30` is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = utcDate(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `YYYY-MM-DD` of the given instant in the visitor's own time zone. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The date `days` (and `years`) after `iso` (negative goes back); February 29th plus a year is March 1st. */
export function addDays(iso: string, days: number, years = 0): string {
  const [year, month, day] = iso.split('-').map(Number);
  return utcDate(year + years, month - 1, day + days).toISOString().slice(0, 10);
}
