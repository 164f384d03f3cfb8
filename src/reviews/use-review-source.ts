import { useEffect, useMemo, useState } from 'react';
import { reviewsFromJson, type Review } from './review-data';

// The site's own words for the controls (data-messages) are another script: not reviews.
const JSON_SELECTOR = ':scope > script[type="application/json"]:not([data-messages])';

function overrideText(host: Element | undefined): string | null {
  return host?.querySelector(JSON_SELECTOR)?.textContent ?? null;
}

export interface ShownReviews {
  reviews: readonly Review[];
  /**
   * The language of the owner's reviews: the page's around the element ("" when the page declares none, i.e.
   * unknown); `en` for the built-ins, guests' words quoted as written (WCAG 3.1.2), whatever the controls speak.
   */
  lang: string | undefined;
}

/**
 * The reviews to show: the host's JSON override when valid, otherwise the built-ins (with one warning).
 * A CMS or framework may add or change the JSON after the element was connected: it is watched.
 */
export function useReviewSource(host: Element | undefined): ShownReviews {
  const [json, setJson] = useState(() => overrideText(host));
  useEffect(() => {
    if (!host) return undefined;
    const observer = new MutationObserver(() => setJson(overrideText(host)));
    observer.observe(host, { childList: true, subtree: true, characterData: true });
    setJson(overrideText(host));
    return () => observer.disconnect();
  }, [host]);
  const source = useMemo(() => reviewsFromJson(json), [json]);
  const problem = 'problem' in source ? source.problem : null;
  useEffect(() => {
    if (problem) console.warn(`<bali-reviews>: the JSON override was ignored and the built-in reviews are shown: ${problem}`);
  }, [problem]);
  const lang = useMemo(() => (source.source === 'built-in' ? 'en' : (host?.closest('[lang]')?.getAttribute('lang') ?? '')), [source.source, host]);
  return { reviews: source.reviews, lang };
}
