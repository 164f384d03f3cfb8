/**
 * The owner's language on this device: the one picked in the inbox (a cookie under the inbox's path, so
 * the server writes the page shell in it too), else the first of the browser's languages the inbox
 * speaks, else English. Pure helpers; the page's state lives in text.ts.
 */
export const OWNER_LANGUAGES = ['en', 'id'] as const;
export type OwnerLanguage = (typeof OWNER_LANGUAGES)[number];

/** Each language's name in itself, for the switch. */
export const LANGUAGE_NAMES: Record<OwnerLanguage, string> = { en: 'English', id: 'Bahasa Indonesia' };

export const LANGUAGE_COOKIE = 'inbox-lang';

export const isOwnerLanguage = (value: unknown): value is OwnerLanguage => (OWNER_LANGUAGES as readonly unknown[]).includes(value);

/** The first tag of `tags` the inbox speaks (`id-ID` and the old `in` are Indonesian); English otherwise. */
export function languageFromTags(tags: readonly string[]): OwnerLanguage {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (primary === 'in' || primary === 'id') return 'id';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/** The picked language in a Cookie header or `document.cookie`; undefined when none was picked. */
export function languageFromCookie(cookie: string | null | undefined): OwnerLanguage | undefined {
  const match = /(?:^|;\s*)inbox-lang=([^;]*)/.exec(cookie ?? '');
  return match && isOwnerLanguage(match[1]) ? match[1] : undefined;
}

/** The tags of an Accept-Language header, most wanted first. */
export function acceptedTags(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((t) => t.tag);
}
