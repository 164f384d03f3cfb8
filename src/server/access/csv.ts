/**
 * CSV (RFC 4180) for spreadsheets: CRLF line ends, every cell quoted when needed, and cells that a
 * spreadsheet would run as a formula (`= + - @`, tab, CR at the start) prefixed with `'` (OWASP CSV
 * injection). A UTF-8 byte order mark lets Excel read non-ASCII names correctly.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised, then quoted if it holds a quote, comma or line break. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole document: a header row and one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
