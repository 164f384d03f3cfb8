/**
 * The list: filters, search, one card per request (newest first) and pages. The previous page stays
 * on screen while the next one loads, so nothing jumps; the region is marked busy meanwhile.
 * A search looks in every status, spam included (a guest who says "I sent a request" is found wherever
 * it was filed); the address keeps the owner's filter, so clearing the search returns to it.
 */
import { ChannelNotice } from './channel-notice';
import { useEffect, useId, useRef, useState } from 'react';
import { CallFailed, type Api } from './api';
import type { Announce } from './announce';
import type { ListAnswer, StatusFilter } from './inbox-api-types';
import { statusLabel } from './format';
import { count, text, useText, type TextKey } from './i18n';
import { RequestCard } from './request-card';
import { SpamThisWeek } from './spam-actions';
import type { Route } from './use-route';
import { hrefOf } from './use-route';

type ListRoute = Extract<Route, { view: 'list' }>;
type Props = {
  api: Api;
  base: string;
  route: ListRoute;
  go: (route: Route, options?: { replace?: boolean }) => void;
  onError: (error: unknown) => boolean;
  announce: Announce;
};

const FILTERS: { value: StatusFilter; label: () => string }[] = [
  { value: 'new', label: () => statusLabel('new') },
  { value: 'replied', label: () => statusLabel('replied') },
  { value: 'booked', label: () => statusLabel('booked') },
  { value: 'archived', label: () => statusLabel('archived') },
  { value: 'spam', label: () => statusLabel('spam') },
  { value: 'all', label: () => text('filter.all') },
];

const EMPTY = {
  new: 'list.emptyNew',
  replied: 'list.emptyReplied',
  booked: 'list.emptyBooked',
  archived: 'list.emptyArchived',
  spam: 'list.emptySpam',
  all: 'list.emptyAll',
} as const satisfies Record<StatusFilter, TextKey>;

export function RequestList({ api, base, route, go, onError, announce }: Props) {
  const t = useText();
  const [answer, setAnswer] = useState<ListAnswer>();
  const [failure, setFailure] = useState('');
  const [loading, setLoading] = useState(true);
  // Cursors of the pages before the current one: "Newer" goes back through them.
  const [cursors, setCursors] = useState<(string | undefined)[]>([]);
  const [cursor, setCursor] = useState<string>();
  const [typed, setTyped] = useState(route.q);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const scope: StatusFilter = route.q ? 'all' : route.filter;
  // Back and Forward put the field (and the first page) in step with the address; the list's own moves
  // (typing, a chip, Clear search) set `followed` as they go, so a word being typed is never overwritten.
  const followed = useRef(route.q);
  useEffect(() => {
    if (route.q === followed.current) return;
    followed.current = route.q;
    setCursors([]);
    setCursor(undefined);
    if (typed.trim() !== route.q) setTyped(route.q);
  }, [route.q, typed]);
  // A search's result is said once per search, not again when a page turns or the list is read again.
  const said = useRef('');
  // Coming back to the tab (from WhatsApp, the mail app, another tab) shows what changed meanwhile.
  const [fresh, setFresh] = useState(0);
  useEffect(() => {
    const onShow = () => document.visibilityState === 'visible' && setFresh((n) => n + 1);
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, []);

  useEffect(() => {
    let live = true;
    setLoading(true);
    api
      .list(scope, route.q, cursor)
      .then((next) => {
        if (!live) return;
        setAnswer(next);
        setFailure('');
        if (route.q && said.current !== route.q) announce(found(next, route.q));
        said.current = route.q;
      })
      .catch((error) => {
        if (!live || onError(error)) return;
        setFailure(error instanceof CallFailed ? error.message : text('list.loadFailed'));
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, scope, route.q, cursor, onError, fresh, announce]);

  const newCount = answer?.newCount ?? 0;
  const title = newCount ? t('list.pageTitleNew', { count: newCount }) : t('list.pageTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);

  // Typing searches after a short pause; the address keeps the search (replace: no history entry per key).
  useEffect(() => {
    if (typed.trim() === route.q) return;
    const timer = setTimeout(() => show(route.filter, typed.trim(), true), 300);
    return () => clearTimeout(timer);
  });

  // The dispatcher takes the deliveries on its next round: the list is read again a few times to see it.
  async function retryChannel(channel: string) {
    await api.retryChannel(channel);
    for (const wait of [1_000, 4_000, 10_000]) setTimeout(() => setFresh((n) => n + 1), wait);
  }

  function show(filter: StatusFilter, q: string, replace = false) {
    setCursors([]);
    setCursor(undefined);
    followed.current = q;
    go({ view: 'list', filter, q }, { replace });
  }

  function clear(filter: StatusFilter) {
    setTyped('');
    show(filter, '');
  }

  const page = cursors.length + 1;
  const turn = (forward: boolean) => {
    if (forward) {
      setCursors([...cursors, cursor]);
      setCursor(answer?.nextCursor);
    } else {
      setCursor(cursors[cursors.length - 1]);
      setCursors(cursors.slice(0, -1));
    }
    heading.current?.focus();
  };

  const requests = answer?.requests ?? [];
  return (
    <section aria-labelledby={`${id}-h`} className="list">
      <div className="list__head">
        <h1 id={`${id}-h`} ref={heading} tabIndex={-1}>
          {t('list.title')}{' '}
          {answer && (
            <span className={newCount ? 'count count--new' : 'count'}>{newCount === 0 ? t('list.noneNew') : t('list.countNew', { count: newCount })}</span>
          )}
        </h1>
        {answer?.retentionDays && (
          <p className="muted note">
            {count('list.retention', answer.retentionDays, { days: answer.retentionDays })}
          </p>
        )}
        {answer && route.filter !== 'spam' && (
          <SpamThisWeek count={answer.spamThisWeek ?? 0} href={hrefOf(base, { view: 'list', filter: 'spam', q: '' })} open={() => clear('spam')} />
        )}
        <ChannelNotice channels={answer?.channels} failing={answer?.failing} retry={retryChannel} />
      </div>
      <div className="tools">
        <div className="filters" role="group" aria-label={t('filter.group')}>
          {FILTERS.map((f) => (
            <a
              key={f.value}
              className="filter"
              href={hrefOf(base, { view: 'list', filter: f.value, q: '' })}
              aria-current={!route.q && route.filter === f.value ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                clear(f.value);
              }}
            >
              {f.label()}
            </a>
          ))}
        </div>
        <form
          role="search"
          className="search"
          onSubmit={(event) => {
            event.preventDefault();
            show(route.filter, typed.trim());
          }}
        >
          <label htmlFor={`${id}-q`} className="visually-hidden">
            {t('list.search')}
          </label>
          <input
            id={`${id}-q`}
            ref={field}
            className="input"
            type="search"
            placeholder={t('list.searchPlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button">
            {t('list.search')}
          </button>
        </form>
      </div>
      {route.q && (
        <p className="search-scope">
          <span>{t('search.scope')}</span>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              clear(route.filter);
              field.current?.focus();
            }}
          >
            {t('search.clear')}
          </button>
        </p>
      )}
      {failure && (
        <p className="error banner" role="alert">
          {failure}
        </p>
      )}
      <div aria-busy={loading} className="list__body">
        {answer && requests.length === 0 ? (
          <p className="empty">{route.q ? t('list.noMatch', { q: route.q }) : t(EMPTY[route.filter])}</p>
        ) : (
          <ol className="cards" aria-label={t('list.cards', { page })}>
            {requests.map((request) => (
              <li key={request.id}>
                <RequestCard request={request} href={hrefOf(base, { view: 'request', id: request.id })} open={() => go({ view: 'request', id: request.id })} />
              </li>
            ))}
          </ol>
        )}
      </div>
      {(page > 1 || answer?.nextCursor) && (
        <nav className="pager" aria-label={t('list.pages')}>
          <button type="button" className="button" disabled={page === 1 || loading} onClick={() => turn(false)}>
            {t('list.newer')}
          </button>
          <span className="muted">{t('list.page', { page })}</span>
          <button type="button" className="button" disabled={!answer?.nextCursor || loading} onClick={() => turn(true)}>
            {t('list.older')}
          </button>
        </nav>
      )}
    </section>
  );
}

/** What a search found, for the screen reader: the count on the first page, "more than" when pages follow. */
function found(answer: ListAnswer, q: string): string {
  const n = answer.requests.length;
  if (n === 0) return text('list.noMatch', { q });
  return answer.nextCursor ? text('search.foundMore', { count: n }) : count('search.found', n);
}
