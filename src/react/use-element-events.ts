import { useEffect, useImperativeHandle, useLayoutEffect, useRef, type Ref, type RefObject } from 'react';
import type { EventMeta } from '../shared/element-meta';

type Handlers = Partial<Record<string, ((event: never) => void) | undefined>>;

/**
 * Calls `handlers[event.handler]` for each of the element's `events`, through listeners added in an effect
 * on the element itself. React 19 adds no listener for an `on*` prop of a custom element while it hydrates
 * server markup, and an effect runs after hydration and after a client render alike. The listeners stay for
 * the element's life and always call the latest handlers. `forwarded` receives the element.
 */
export function useElementEvents<T extends HTMLElement>(
  events: readonly EventMeta[],
  handlers: Handlers,
  forwarded: Ref<T> | undefined,
): RefObject<T | null> {
  const element = useRef<T>(null);
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useImperativeHandle(forwarded, () => element.current!, []);
  useEffect(() => {
    const node = element.current!;
    const listeners = events.map(({ name, handler }) => {
      const listener = (event: Event) => (latest.current[handler] as ((event: Event) => void) | undefined)?.(event);
      node.addEventListener(name, listener);
      return () => node.removeEventListener(name, listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, [events]);
  return element;
}
