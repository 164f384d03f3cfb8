/** The inbox's texts in English and Indonesian: how new inbox UI gets its words (see docs/inbox.md). */
export { en, type TextKey } from './en';
export { id } from './id';
export { LANGUAGE_NAMES, OWNER_LANGUAGES, acceptedTags, isOwnerLanguage, languageFromCookie, languageFromTags, type OwnerLanguage } from './language';
export { count, fillText, textOr, language, setLanguage, startLanguage, text, useLanguage, useText, type CountKey } from './text';
