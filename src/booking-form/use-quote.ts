/**
 * The estimate for the chosen dates: one request per distinct stay (and language and budget currency), asked
 * once the dates hold still, the answer kept for a return to the same stay; a newer choice aborts the older.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Stay } from './availability';
import { isQuotable, loadQuote, nightsOf, quoteUrl, type Quote } from './quote';

/** How long the dates hold still before they are asked about: a typed year passes through "0002" and "0020". */
const SETTLE_MS = 350;

export function useQuote(endpoint: string, attribute: string | undefined, stay: Stay, today: string, lang: string, currency: string): Quote | undefined {
  const url = useMemo(
    () => (isQuotable(stay, today) ? quoteUrl(endpoint, attribute, document.baseURI, stay, lang, currency) : undefined),
    [endpoint, attribute, stay, today, lang, currency],
  );
  const answers = useRef(new Map<string, Quote | undefined>());
  const [, setAnswered] = useState(0);
  useEffect(() => {
    if (!url || answers.current.has(url)) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const quote = await loadQuote(url, nightsOf(stay), controller.signal);
      if (controller.signal.aborted) return;
      answers.current.set(url, quote);
      setAnswered((n) => n + 1);
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The URL carries the stay, the language and the currency.
  }, [url]);
  return url ? answers.current.get(url) : undefined;
}
