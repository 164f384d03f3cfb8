/**
 * A site's own words: a child `<script type="application/json" data-messages>` holding
 * `{ "<language tag>": { "<message key>": "text" } }`. It changes any text of a shipped language or adds a
 * language we do not ship. What cannot be used (a key we do not know, a text that is not a string, a tag
 * the browser calls invalid) is left out and reported once; the rest still applies. An added language's
 * missing keys are reported too: they would silently stay English.
 */
import { EN, KEYS, SHIPPED_LANGUAGES, type Messages } from './catalogs';
import { canonicalTag } from './resolve-language';

export type MessageOverrides = Readonly<Record<string, Partial<Messages>>>;

export const MESSAGES_SELECTOR = ':scope > script[type="application/json"][data-messages]';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The usable overrides in `json` (keyed by canonical tag) and, when anything was left out, what and why. */
export function readOverrides(json: string | null | undefined): { overrides: MessageOverrides; problem?: string } {
  if (json == null || !json.trim()) return { overrides: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { overrides: {}, problem: 'it is not valid JSON' };
  }
  if (!isObject(parsed)) return { overrides: {}, problem: 'it is not an object of languages' };
  const overrides: Record<string, Partial<Messages>> = {};
  const ignored: string[] = [];
  for (const [language, texts] of Object.entries(parsed)) {
    const tag = canonicalTag(language);
    if (!tag || !isObject(texts)) {
      ignored.push(`"${language}"`);
      continue;
    }
    const usable: Record<string, string> = (overrides[tag] = { ...overrides[tag] });
    for (const [key, text] of Object.entries(texts)) {
      if (Object.hasOwn(EN, key) && typeof text === 'string') usable[key] = text;
      else ignored.push(`"${language}.${key}"`);
    }
  }
  const problems = ignored.length ? [`ignored ${ignored.join(', ')} (an unknown language tag or key, or a text that is not a string)`] : [];
  for (const [tag, texts] of Object.entries(overrides)) {
    const missing = SHIPPED_LANGUAGES.some((l) => l.split('-')[0] === tag.split('-')[0]) ? [] : KEYS.filter((key) => !(key in texts));
    if (missing.length) problems.push(`"${tag}" lacks ${missing.join(', ')} (shown in English)`);
  }
  return problems.length ? { overrides, problem: problems.join('; ') } : { overrides };
}
