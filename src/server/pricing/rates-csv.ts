/**
 * `date,nightly[,minStay]` rows, as spreadsheets and dynamic-pricing tools export them, to imported days.
 * One bad row refuses the whole file and names its line; a header line is allowed; amounts are read as
 * people type them, in the card's currency.
 */
import type { Currency } from '../../booking-request/currencies';
import { addDays, isDay } from '../calendar/nights';
import { MAX_AMOUNT, MAX_IMPORTED_DAYS, type RateDay } from './rate-card';
import { readTypedAmount, typedAmountProblem } from './typed-amount';

export type CsvImport = { ok: true; days: RateDay[] } | { ok: false; line: number; message: string };

/** Days may lie from 60 days back to two years ahead of `today`. */
export const IMPORT_DAYS_BACK = 60;
export const IMPORT_DAYS_AHEAD = 731;

export function readRatesCsv(text: string, currency: Currency, today: string): CsvImport {
  const lines = text.replace(/^\ufeff/, '').split(/\r\n|\r|\n/);
  const earliest = addDays(today, -IMPORT_DAYS_BACK);
  const latest = addDays(today, IMPORT_DAYS_AHEAD);
  const days: RateDay[] = [];
  const seen = new Map<string, number>();
  const rows = lines.flatMap((text, i) => (text.trim() ? [i + 1] : []));
  if (rows.length && !/^\d/.test(lines[rows[0]! - 1]!.trim())) rows.shift();
  if (rows.length > MAX_IMPORTED_DAYS) {
    const line = rows[MAX_IMPORTED_DAYS]!;
    return { ok: false, line, message: `Line ${line}: a file holds at most ${MAX_IMPORTED_DAYS} rows.` };
  }
  for (let i = 0; i < lines.length; i++) {
    const line = i + 1;
    const raw = lines[i]!.trim();
    if (!raw) continue;
    const cells = splitRow(raw);
    if (days.length === 0 && seen.size === 0 && !/^\d/.test(cells[0] ?? '')) continue;
    const refuse = (message: string): CsvImport => ({ ok: false, line, message: `Line ${line}: ${message}` });
    if (cells.length < 2 || cells.length > 3) return refuse('a row is date,nightly or date,nightly,minStay.');
    const [date, nightly, minStay] = cells as [string, string, string | undefined];
    if (!isDay(date)) return refuse(`"${date}" is not a day written YYYY-MM-DD.`);
    if (date < earliest || date > latest) return refuse(`${date} is outside ${earliest} … ${latest}.`);
    if (seen.has(date)) return refuse(`${date} is also on line ${seen.get(date)}.`);
    const amount = readTypedAmount(nightly, currency);
    if (!amount.ok) return refuse(typedAmountProblem(amount, currency));
    if (amount.amount > MAX_AMOUNT) return refuse('an amount can be at most 1,000,000,000,000.');
    const day: RateDay = { date, nightly: amount.amount };
    if (minStay !== undefined && minStay !== '') {
      const nights = Number(minStay);
      if (!/^\d+$/.test(minStay) || nights < 1 || nights > 365) return refuse('a minimum stay is from 1 to 365 nights.');
      day.minStay = nights;
    }
    seen.set(date, line);
    days.push(day);
  }
  if (days.length === 0) return { ok: false, line: 1, message: 'Line 1: the file holds no rows date,nightly.' };
  return { ok: true, days: days.sort((a, b) => (a.date < b.date ? -1 : 1)) };
}

/** Cells of one row: commas or semicolons (European spreadsheets), double quotes around a cell allowed. */
function splitRow(row: string): string[] {
  const separator = row.includes(';') ? ';' : ',';
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const char of row) {
    if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}
