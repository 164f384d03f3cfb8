/**
 * {@link dateRange} with the formatter built once per language and options (the server formats many), and
 * its last results kept: a booking's e-mails write the same stay's range several times, and Intl's range
 * formatting costs more than any other part of them. The result depends on the arguments only.
 */
import { dateRange } from '../../shared/date-range';
import { dateTimeFormat } from './cached-intl';

const LIMIT = 500;
const written = new Map<string, string>();

export function utcDateRange(from: string, to: string, lang: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${from}\u0000${to}\u0000${lang}\u0000${JSON.stringify(options)}`;
  let range = written.get(key);
  if (range === undefined) {
    if (written.size >= LIMIT) written.clear();
    range = dateRange(from, to, lang, options, dateTimeFormat(lang, { ...options, timeZone: 'UTC' }));
    written.set(key, range);
  }
  return range;
}
