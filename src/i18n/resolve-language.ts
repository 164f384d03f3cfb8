/**
 * Which language a widget speaks: the page decides, not the browser. The nearest valid `lang` at or above
 * the element (across shadow roots) is matched by BCP 47 prefix against the languages on offer.
 */

/** `tag` canonicalised (`de-at` → `de-AT`), or undefined for what the browser calls invalid (`C`, `en_US`). */
export function canonicalTag(tag: string | null | undefined): string | undefined {
  if (!tag?.trim()) return undefined;
  try {
    return Intl.getCanonicalLocales(tag.trim())[0];
  } catch {
    return undefined;
  }
}

/**
 * The offered language for `tag`: the tag itself, then with the script its region implies (`zh-TW` is
 * `zh-Hant`, `zh-SG` `zh-Hans`), then ever shorter prefixes (`de-AT` → `de`); English when nothing matches.
 */
export function matchLanguage(tag: string | undefined, offered: readonly string[]): string {
  if (!tag) return 'en';
  const byLower = new Map(offered.map((o) => [o.toLowerCase(), o]));
  // The tag itself is the first candidate: when it is offered, no Intl.Locale is built at start-up.
  const exact = byLower.get(tag.toLowerCase());
  if (exact) return exact;
  const locale = new Intl.Locale(tag);
  const script = locale.maximize().script;
  const candidates = [tag, ...(script ? [`${locale.language}-${script}`] : [])];
  for (let parts = tag.split('-'); parts.length > 1; parts = parts.slice(0, -1)) candidates.push(parts.slice(0, -1).join('-'));
  for (const candidate of candidates) {
    const found = byLower.get(candidate.toLowerCase());
    if (found) return found;
  }
  return 'en';
}

/** The element's parent, or the host of the shadow root it is the top of. */
const parentOf = (node: Element): Element | null =>
  node.parentElement ?? ((node.parentNode as ShadowRoot | null)?.host || null);

/**
 * The nearest valid `lang` at or above `element`, crossing shadow roots; an invalid one (`C`) is passed over
 * and an empty one means "unknown": both give way to English in the end.
 */
export function declaredLanguage(element: Element | undefined): string | undefined {
  for (let node: Element | null = element ?? null; node; node = parentOf(node)) {
    const value = node.getAttribute('lang');
    if (value === null) continue;
    if (value.trim() === '') return undefined;
    const tag = canonicalTag(value);
    if (tag) return tag;
  }
  return undefined;
}

/** The documents and shadow roots between `element` and the page: where a `lang` change can happen. */
export function rootsAbove(element: Element): Node[] {
  const roots: Node[] = [];
  for (let root = element.getRootNode(); ; root = (root as ShadowRoot).host.getRootNode()) {
    roots.push(root);
    if (!(root instanceof ShadowRoot)) return roots;
  }
}
