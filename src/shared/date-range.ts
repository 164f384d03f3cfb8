/**
 * Two dates as a range a reader cannot misread: Intl's range in the language, except where it writes the
 * months as numbers (Chinese and Japanese: "3/4至3/6", which Hong Kong reads day first), where each end is
 * written in words ("3月4日至6日"). French writes the first of the month "1er". A range never breaks
 * inside (no-break spaces): "12.–14." and "März" stay on one line. Pure code: the form and the server use it.
 */
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

export function dateRange(
  from: string,
  to: string,
  lang: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' },
  // The server passes one it built once for the language and options.
  format = new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' }),
): string {
  const [a, b] = [utc(from), utc(to)];
  let parts: Intl.DateTimeFormatPart[] = from === to ? format.formatToParts(a) : format.formatRangeToParts(a, b);
  if (from !== to && /^(zh|ja)\b/.test(lang)) {
    const end = format.formatToParts(b);
    const sameMonth = from.slice(0, 7) === to.slice(0, 7);
    const separator = { type: 'literal', value: /^zh\b/.test(lang) ? '至' : '～' } as const;
    parts = [...format.formatToParts(a), separator, ...(sameMonth ? end.slice(end.findIndex((p) => p.type === 'day')) : end)];
  }
  const first = /^fr\b/.test(lang);
  return parts
    .map((p) => (first && p.type === 'day' && p.value === '1' ? '1er' : p.value))
    .join('')
    .replace(/ /g, '\u00a0')
    .replace(/\u2009/g, '\u202f');
}
