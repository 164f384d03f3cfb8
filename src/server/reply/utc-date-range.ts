/** {@link dateRange} with the formatter built once per language and options (the server formats many). */
import { dateRange } from '../../shared/date-range';
import { dateTimeFormat } from './cached-intl';

export function utcDateRange(from: string, to: string, lang: string, options: Intl.DateTimeFormatOptions): string {
  return dateRange(from, to, lang, options, dateTimeFormat(lang, { ...options, timeZone: 'UTC' }));
}
