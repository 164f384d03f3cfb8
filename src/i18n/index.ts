/** The guest's language: which one a widget speaks, its texts, and numbers written in its style. */
export { EN, KEYS, SHIPPED_LANGUAGES, TRANSLATIONS, type MessageKey, type Messages } from './catalogs';
export { fill } from './format';
export { directionOf, languageFor, type Language } from './language';
export { readOverrides, type MessageOverrides } from './messages-override';
export { canonicalTag, declaredLanguage, matchLanguage } from './resolve-language';
export { useLanguage } from './use-language';
