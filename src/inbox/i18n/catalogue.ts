/** The catalogue and language rules without React: what the server reads to write the shell and manifest. */
export { en, type TextKey } from './en';
export { id } from './id';
export { acceptedTags, isOwnerLanguage, LANGUAGE_NAMES, languageFromCookie, languageFromTags, OWNER_LANGUAGES, type OwnerLanguage } from './language';
