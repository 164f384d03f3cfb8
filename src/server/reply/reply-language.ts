/**
 * The language a reply is written in: one of the guest languages we ship, from a locale tag such as
 * `ko-KR`. Pure code (no Node imports): the inbox's browser bundle uses it too.
 */
export const REPLY_LANGUAGES = ['en', 'id', 'zh', 'zh-Hant', 'ko', 'fr', 'de', 'ja'] as const;
export type ReplyLanguage = (typeof REPLY_LANGUAGES)[number];

/** A tag Intl accepts, canonicalised (`ko-kr` → `ko-KR`), or undefined for a missing or malformed one. */
function canonical(locale: string | undefined): string | undefined {
  if (!locale) return undefined;
  try {
    return Intl.getCanonicalLocales(locale.trim())[0];
  } catch {
    return undefined;
  }
}

/**
 * The reply language and the tag that formats its dates and amounts. A supported language keeps the
 * guest's region (`en-AU` writes "12 March", `en-US` "March 12"); anything else is English. Chinese in
 * Traditional script (`zh-Hant`, or a region that writes it: `zh-TW`, `zh-HK`, `zh-MO`) is `zh-Hant`.
 */
export function replyLocale(locale: string | undefined): { language: ReplyLanguage; tag: string } {
  const tag = canonical(locale);
  let language = tag?.split('-')[0].toLowerCase();
  if (language === 'zh' && new Intl.Locale(tag!).maximize().script === 'Hant') language = 'zh-Hant';
  return REPLY_LANGUAGES.includes(language as ReplyLanguage)
    ? { language: language as ReplyLanguage, tag: tag! }
    : { language: 'en', tag: 'en' };
}
