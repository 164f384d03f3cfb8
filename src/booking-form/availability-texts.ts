/**
 * A stay as the availability note writes it: a date range by Intl in the form's language. The note's words
 * are in the form's catalogues (`availabilityTaken` and the rest, src/i18n/catalogs).
 */

/** "12 – 14 Mar" in the language, check-out day last (a date range as Intl writes it there). */
export function stayText(from: string, to: string, lang = 'en'): string {
  const format = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return format.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`));
}

/** A catalogue text with its `{0}` filled by words (the nights, a stay), not a number. */
export const withWords = (text: string, words: string) => text.replace('{0}', words);
