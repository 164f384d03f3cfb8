import { DE } from './de';
import { EN, type MessageKey, type Messages } from './en';
import { FR } from './fr';
import { ID } from './id';
import { JA } from './ja';
import { KO } from './ko';
import { ZH } from './zh';
import { ZH_HANT } from './zh-Hant';

export { EN, type MessageKey, type Messages };

/** The keys in catalogue order: the n-th text of every shipped list is the n-th key's. */
export const KEYS = Object.keys(EN) as MessageKey[];

/** The shipped translations, each a list in `KEYS` order. */
export const TRANSLATIONS: Readonly<Record<string, readonly string[]>> = { id: ID, zh: ZH, 'zh-Hant': ZH_HANT, ko: KO, ja: JA, fr: FR, de: DE };

/** Every language the widgets ship: English first (the default). */
export const SHIPPED_LANGUAGES = ['en', ...Object.keys(TRANSLATIONS)];

/** A shipped language's texts as an object (English for `en` or a language we do not ship). */
export function shippedMessages(lang: string): Messages {
  const list = TRANSLATIONS[lang];
  return list ? (Object.fromEntries(KEYS.map((key, i) => [key, list[i]])) as Messages) : EN;
}
