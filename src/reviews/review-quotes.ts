/**
 * A review in the quotation marks of its own language: „…“ German, «…» Swiss, « … » French, 「…」 Japanese
 * and Traditional Chinese, “…” elsewhere (English, Simplified Chinese, Korean, Indonesian).
 */
export function quoted(text: string, lang: string): string {
  const [open, close] =
    /^de-(ch|li)|^(it|rm)\b/i.test(lang) ? '«»'
    : /^de\b/i.test(lang) ? '„“'
    : /^fr\b/i.test(lang) ? ['«\u202f', '\u202f»']
    : /^ja\b|^zh-(hant|tw|hk|mo)/i.test(lang) ? '「」'
    : '“”';
  return open + text + close;
}
