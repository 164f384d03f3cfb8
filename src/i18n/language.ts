/** The language a widget speaks and its texts: the shipped catalogue, then the site's own words on top. */
import { EN, SHIPPED_LANGUAGES, shippedMessages, type MessageKey, type Messages } from './catalogs';
import { fill } from './format';
import type { MessageOverrides } from './messages-override';
import { matchLanguage } from './resolve-language';

export type Language = {
  /** The language tag the widget speaks: a shipped one (`de`, `zh-Hant`) or one the site added (`ru`). */
  lang: string;
  /** Every text, complete: missing ones come from the shipped language, then English. */
  t: Messages;
  /** A text with its numbers filled in for this language. */
  format: (key: MessageKey, ...numbers: number[]) => string;
};

/** The widget's language for a declared tag (`de-AT`, or undefined for none), with the site's overrides. */
export function languageFor(declared: string | undefined, overrides: MessageOverrides): Language {
  const lang = matchLanguage(declared, [...SHIPPED_LANGUAGES, ...Object.keys(overrides)]);
  const t: Messages = { ...EN, ...shippedMessages(matchLanguage(lang, SHIPPED_LANGUAGES)), ...overrides[lang] };
  return { lang, t, format: (key, ...numbers) => fill(t[key], lang, ...numbers) };
}

/** Right to left for a language a site added in a right-to-left script (Arabic, Hebrew, Persian…). */
export const directionOf = (lang: string) => (/^(ar|he|fa|ur|ps|yi|dv|ckb|sd|ug)(-|$)/i.test(lang) ? 'rtl' : 'ltr');
