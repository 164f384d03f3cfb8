import { useEffect, useMemo, useState } from 'react';
import { reviewsFromAnswer, reviewsFromJson, type Review } from './review-data';

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

/** A source that has not answered by then has failed: the page shows the fallback rather than nothing. */
const SOURCE_TIMEOUT = 10_000;

/** The approved reviews at `url` (a receiver's `GET /api/reviews?listing=`), without cookies; throws why not. */
async function readSource(url: string, signal: AbortSignal): Promise<Review[]> {
  const response = await fetch(url, { credentials: 'omit', signal });
  if (!response.ok) throw new Error(`it answered ${response.status}`);
  return reviewsFromAnswer(await response.json());
}

/**
 * The reviews at `source`: undefined while they come, null when they cannot be shown (network, an error
 * status, no answer in time, bad JSON, no review), with one warning. Reading stops when the element goes.
 */
function useSourceReviews(source: string | undefined): readonly Review[] | null | undefined {
  const [reviews, setReviews] = useState<readonly Review[] | null>();
  useEffect(() => {
    setReviews(undefined);
    if (!source) return undefined;
    const controller = new AbortController();
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      controller.abort();
    }, SOURCE_TIMEOUT);
    readSource(source, controller.signal).then(setReviews, (error: Error) => {
      if (controller.signal.aborted && !late) return;
      console.warn(`<bali-reviews>: ${source} was not read (${late ? 'no answer in 10 s' : error.message}); the page's own reviews are shown.`);
      setReviews(null);
    }).finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [source]);
  return reviews;
}

/**
 * The reviews to show: those at `source` when it is set and answers, else the host's JSON override when
 * valid, otherwise the built-ins (with one warning). Nothing is shown while `source` is being read.
 * A CMS or framework may add or change the JSON after the element was connected: it is watched.
 */
export function useReviewSource(host: Element | undefined, url?: string): ShownReviews {
  const sourced = url?.trim() || undefined;
  const remote = useSourceReviews(sourced);
  const [json, setJson] = useState(() => overrideText(host));
  useEffect(() => {
    if (!host) return undefined;
    const observer = new MutationObserver(() => setJson(overrideText(host)));
    observer.observe(host, { childList: true, subtree: true, characterData: true });
    setJson(overrideText(host));
    return () => observer.disconnect();
  }, [host]);
  const source = useMemo(() => reviewsFromJson(json), [json]);
  // The override is not read while the source is being read or once it answered: nothing to warn of.
  const problem = 'problem' in source && (!sourced || remote === null) ? source.problem : null;
  useEffect(() => {
    if (problem) console.warn(`<bali-reviews>: the JSON override was ignored and the built-in reviews are shown: ${problem}`);
  }, [problem]);
  const lang = useMemo(() => (source.source === 'built-in' ? 'en' : (host?.closest('[lang]')?.getAttribute('lang') ?? '')), [source.source, host]);
  if (sourced && remote !== null) return { reviews: remote ?? [], lang: '' };
  return { reviews: source.reviews, lang };
}
