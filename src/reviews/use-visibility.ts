import { useEffect, useState, type RefObject } from 'react';
import { prefersReducedMotion } from '../shared/reduced-motion';

/** Whether the visitor asks the system for less motion, following changes while the page is open. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return undefined;
    const query = matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** Whether `ref`'s element is out of the window or not displayed (a hidden tab or accordion, a closed dialog). */
export function useOutOfView(ref: RefObject<Element | null>): boolean {
  const [out, setOut] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver((entries) => setOut(!entries[entries.length - 1]!.isIntersecting));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return out;
}

/** Whether the page is hidden (another tab, a minimised window). */
export function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(() => document.hidden);
  useEffect(() => {
    const onChange = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return hidden;
}
