/**
 * The inbox's texts in the owner's language. `text(key, values)` fills `{name}` placeholders (typed from
 * the English text); `count(key, n)` picks `key.one` / `key.other` by the language's plural rules.
 * Components read them through `useText()`, which re-renders when the owner switches language.
 */
import { useSyncExternalStore } from 'react';
import { en, type TextKey } from './en';
import { id } from './id';
import { LANGUAGE_COOKIE, languageFromCookie, languageFromTags, type OwnerLanguage } from './language';

export type { TextKey };
const CATALOGUES: Record<OwnerLanguage, Record<TextKey, string>> = { en, id };

/** The placeholder names of a text: `'{count} new'` gives `'count'`. */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;
type Values<K extends TextKey> = [Placeholders<(typeof en)[K]>] extends [never] ? [] : [values: Record<Placeholders<(typeof en)[K]>, string | number>];
/** Keys that come as `.one` / `.other` pairs. */
export type CountKey = TextKey extends infer K ? (K extends `${infer Base}.one` ? Base : never) : never;

let current: OwnerLanguage = 'en';
const listeners = new Set<() => void>();

/** `{name}` placeholders filled from `values`; an unknown one stays as written. */
export function fillText(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export const language = () => current;

export function text<K extends TextKey>(key: K, ...[values]: Values<K>): string {
  return fillText(CATALOGUES[current][key], values);
}

/** A text whose key is made at run time (`spam.seen.${signal}`): the stored value itself when unknown. */
export function textOr(key: string, fallback: string, values?: Record<string, string | number>): string {
  const template = (CATALOGUES[current] as Record<string, string>)[key];
  return Object.hasOwn(CATALOGUES[current], key) ? fillText(template, values) : fallback;
}

/** `count('nights.count', 3)`: "3 nights", "3 malam". */
export function count(key: CountKey, n: number, values: Record<string, string | number> = {}): string {
  const form = new Intl.PluralRules(current).select(n) === 'one' ? 'one' : 'other';
  return fillText(CATALOGUES[current][`${key}.${form}` as TextKey], { count: n, ...values });
}

/** The language at start: the one picked on this device, else the browser's. */
export function startLanguage(): OwnerLanguage {
  current = languageFromCookie(document.cookie) ?? languageFromTags(navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en']);
  showLanguage();
  return current;
}

/** Switches the inbox's language and keeps the choice on this device (400 days, the longest a cookie lives). */
export function setLanguage(next: OwnerLanguage, base: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // The session cookie's path: the base without its slash, so the bare base (`/admin`) gets it too.
  const path = base.replace(/\/$/, '') || '/';
  document.cookie = `${LANGUAGE_COOKIE}=${next}; Path=${path}; Max-Age=34560000; SameSite=Strict${secure}`;
  if (next === current) return;
  current = next;
  showLanguage();
  listeners.forEach((listener) => listener());
}

/** The page says its language (screen readers, hyphenation) and the installed app its name in it. */
function showLanguage() {
  document.documentElement.lang = current;
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) {
    const url = new URL(manifest.href);
    if (current === 'en') url.searchParams.delete('lang');
    else url.searchParams.set('lang', current);
    manifest.href = url.pathname + url.search;
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current language; the component re-renders when it changes. */
export const useLanguage = () => useSyncExternalStore(subscribe, language, () => 'en' as OwnerLanguage);

/** `t` for a component: re-renders it in the new language after a switch. */
export function useText() {
  useLanguage();
  return text;
}
