import { useEffect, useMemo, useState } from 'react';
import { languageFor, type Language } from './language';
import { MESSAGES_SELECTOR, readOverrides } from './messages-override';
import { declaredLanguage, rootsAbove } from './resolve-language';

const overrideText = (host: Element | undefined) => host?.querySelector(MESSAGES_SELECTOR)?.textContent ?? null;

/**
 * The language of the widget on `host`, kept current: a `lang` changed on the element or any ancestor (in
 * the page or a shadow root around it), or a `data-messages` script added or edited, renders the widget
 * anew in place (React keeps what was typed). Watching stops when the widget is removed.
 */
export function useLanguage(host: Element | undefined, tag: string): Language {
  const [declared, setDeclared] = useState(() => declaredLanguage(host));
  const [json, setJson] = useState(() => overrideText(host));
  useEffect(() => {
    if (!host) return undefined;
    const update = () => {
      setDeclared(declaredLanguage(host));
      setJson(overrideText(host));
    };
    const observer = new MutationObserver(update);
    for (const root of rootsAbove(host)) observer.observe(root, { subtree: true, attributeFilter: ['lang'] });
    observer.observe(host, { childList: true, subtree: true, characterData: true, attributeFilter: ['lang', 'data-messages'] });
    update();
    return () => observer.disconnect();
  }, [host]);
  const { overrides, problem } = useMemo(() => readOverrides(json), [json]);
  useEffect(() => {
    if (problem) console.warn(`<${tag}>: data-messages: ${problem}.`);
  }, [problem, tag]);
  return useMemo(() => languageFor(declared, overrides), [declared, overrides]);
}
