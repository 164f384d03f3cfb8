/**
 * Past reviews as `date,name,rating,text[,lang]` CSV (RFC 4180: quoted cells may hold commas, quotes and
 * line breaks), a header row first. One bad row refuses the whole file and names the line it starts on.
 */
import { isDay } from '../calendar/nights';
import { checkLang, checkName, checkRating, checkText } from './review-input';

export type ImportedRow = { day: string; name: string; rating: number; text: string; lang: string };
export type CsvRead = { ok: true; rows: ImportedRow[] } | { ok: false; line: number; error: string };

/** More than any villa's history; a larger file is likely the wrong one. */
export const MAX_ROWS = 2000;

type Row = { line: number; cells: string[] };

/** Rows with the line each starts on; undefined with the line of an unclosed quote. */
function rowsOf(text: string): Row[] | { unclosed: number } {
  const rows: Row[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell.trim() === '') (quoted = true), (cell = '');
    else if (c === ',') cells.push(cell), (cell = '');
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.some((v) => v.trim())) rows.push({ line: start, cells });
      (cells = []), (cell = ''), line++, (start = line);
    } else cell += c;
  }
  if (quoted) return { unclosed: start };
  cells.push(cell);
  if (cells.some((v) => v.trim())) rows.push({ line: start, cells });
  return rows;
}

export function readReviewsCsv(text: string): CsvRead {
  const parsed = rowsOf(text.replace(/^\ufeff/, ''));
  if (!Array.isArray(parsed)) return { ok: false, line: parsed.unclosed, error: `Line ${parsed.unclosed}: a quote opened here is never closed.` };
  const rows = parsed[0] && !isDay(parsed[0].cells[0]!.trim()) ? parsed.slice(1) : parsed;
  if (!rows.length) return { ok: false, line: 1, error: 'Line 1: the file holds no rows date,name,rating,text.' };
  if (rows.length > MAX_ROWS) return { ok: false, line: rows[MAX_ROWS]!.line, error: `Line ${rows[MAX_ROWS]!.line}: a file holds at most ${MAX_ROWS} reviews.` };
  const out: ImportedRow[] = [];
  for (const { line, cells } of rows) {
    const refuse = (error: string): CsvRead => ({ ok: false, line, error: `Line ${line}: ${error}` });
    if (cells.length < 4 || cells.length > 5) return refuse('a row is date,name,rating,text or date,name,rating,text,lang.');
    const [day, name, rating, body, lang] = cells.map((c) => c.trim()) as [string, string, string, string, string | undefined];
    if (!isDay(day)) return refuse(`"${day.slice(0, 20)}" is not a day written YYYY-MM-DD.`);
    const checks = [checkName(name, ''), checkRating(rating), checkText(body), checkLang(lang)] as const;
    for (const check of checks) if (!check.ok) return refuse(check.error);
    out.push({ day, name: checks[0].ok ? checks[0].value : '', rating: Number(rating), text: checks[2].ok ? checks[2].value : '', lang: checks[3].ok ? checks[3].value : '' });
  }
  return { ok: true, rows: out };
}
