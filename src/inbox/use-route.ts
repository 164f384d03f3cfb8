/**
 * The inbox's two places, kept in the address so Back, reload and a shared link work: the list
 * (`<base>?status=new&q=…`) and one request (`<base>requests/<id>`).
 */
import { useCallback, useEffect, useState } from 'react';
import type { StatusFilter } from './inbox-api-types';

/** `missing`: an address no request can have (a malformed escape), shown as a request that does not exist. */
export type Route = { view: 'list'; filter: StatusFilter; q: string } | { view: 'request'; id: string } | { view: 'calendar' } | { view: 'rates' } | { view: 'reviews' } | { view: 'missing' };

const FILTERS: StatusFilter[] = ['new', 'replied', 'booked', 'archived', 'spam', 'all'];

export function parseRoute(base: string, location: { pathname: string; search: string }): Route {
  const rest = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : '';
  const match = /^requests\/([^/]+)$/.exec(rest);
  if (match) {
    try {
      return { view: 'request', id: decodeURIComponent(match[1]) };
    } catch {
      return { view: 'missing' };
    }
  }
  if (rest === 'calendar') return { view: 'calendar' };
  if (rest === 'rates') return { view: 'rates' };
  if (rest === 'reviews') return { view: 'reviews' };
  const query = new URLSearchParams(location.search);
  const filter = query.get('status') as StatusFilter;
  return { view: 'list', filter: FILTERS.includes(filter) ? filter : 'new', q: query.get('q') ?? '' };
}

export function hrefOf(base: string, route: Route): string {
  if (route.view === 'request') return `${base}requests/${encodeURIComponent(route.id)}`;
  if (route.view === 'missing') return base;
  if (route.view === 'calendar') return `${base}calendar`;
  if (route.view === 'rates') return `${base}rates`;
  if (route.view === 'reviews') return `${base}reviews`;
  const query = new URLSearchParams();
  if (route.filter !== 'new') query.set('status', route.filter);
  if (route.q) query.set('q', route.q);
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

export function useRoute(base: string) {
  const [route, setRoute] = useState(() => parseRoute(base, window.location));
  useEffect(() => {
    const onPop = () => setRoute(parseRoute(base, window.location));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [base]);
  const go = useCallback(
    (next: Route, { replace = false } = {}) => {
      const href = hrefOf(base, next);
      if (replace) window.history.replaceState(null, '', href);
      else window.history.pushState({ inbox: true }, '', href);
      setRoute(next);
    },
    [base],
  );
  return [route, go] as const;
}
