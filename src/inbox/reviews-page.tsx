/**
 * The owner's reviews, phone first: Pending, Approved and Hidden with their counts, for one listing at a time
 * (a picker when there are several); approve, hide, reply, pin, order and delete them; import past ones. After
 * every change the three lists are read again, so counts and order are the server's.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CallFailed } from './api';
import { count, text, useText } from './i18n';
import type { Announce } from './announce';
import { ConfirmDelete } from './confirm-delete';
import { ReviewRow, type Move } from './review-row';
import type { AdminReview, ReviewChange, ReviewStatus } from './reviews-api-types';
import { createReviewsClient } from './reviews-client';
import { ReviewsImport } from './reviews-import';

const TABS: ReviewStatus[] = ['pending', 'approved', 'hidden'];
/** The widget's tag for a developer: the receiver's public address is the site's to say (its host and route). */
const sourceHint = (listing: string) => `<bali-reviews source="https://…/api/reviews${listing ? `?listing=${encodeURIComponent(listing)}` : ''}">`;

type Props = { base: string; onError: (error: unknown) => boolean; announce: Announce };
type Lists = Record<ReviewStatus, AdminReview[]>;

export function ReviewsPage({ base, onError, announce }: Props) {
  const t = useText();
  const client = useMemo(() => createReviewsClient(base), [base]);
  const id = useId();
  const [listing, setListing] = useState(() => new URLSearchParams(window.location.search).get('listing') ?? '');
  const [listings, setListings] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<AdminReview>();
  const [tab, setTab] = useState<ReviewStatus>('pending');
  const [lists, setLists] = useState<Lists>();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  // After a change the button pressed may have moved or gone: focus goes back to it, or to the list's heading.
  const focusAfter = useRef<{ review: string; action: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = text('reviews.pageTitle');
  });

  const fail = useCallback((error: unknown) => {
    if (!onError(error)) setFailure(error instanceof CallFailed ? error.message : text('reviews.failed'));
  }, [onError]);
  const load = useCallback(async () => {
    try {
      const [pending, approved, hidden] = await Promise.all(TABS.map((status) => client.list(listing, status)));
      setLists({ pending: pending!.reviews, approved: approved!.reviews, hidden: hidden!.reviews });
      setListings(pending!.listings ?? []);
      setFailure('');
    } catch (error) {
      fail(error);
    }
  }, [client, listing, fail]);
  useEffect(() => void load(), [load]);

  useLayoutEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted || !lists) return;
    focusAfter.current = null;
    const row = document.querySelector(`[data-review="${CSS.escape(wanted.review)}"]`);
    (row?.querySelector<HTMLElement>(`[data-action="${wanted.action}"]`) ?? heading.current)?.focus();
  }, [lists]);

  /** Runs the calls, reads the lists again and says `said`; false when something failed. */
  async function settle(work: () => Promise<unknown>, said: string, focus: { review: string; action: string }) {
    setBusy(true);
    try {
      await work();
      focusAfter.current = focus;
      await load();
      announce(said);
      return true;
    } catch (error) {
      fail(error);
      return false;
    } finally {
      setBusy(false);
    }
  }
  const change = (review: AdminReview) => (patch: ReviewChange, said: string, action: string) =>
    settle(() => client.change(review.id, patch), said, { review: review.id, action });

  /** The approved order with one review moved; every position that changed is saved (0 is the front). */
  const move = (index: number, by: Move) => {
    const order = [...lists!.approved];
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    const changed = order.map((r, position) => ({ r, position })).filter(({ r, position }) => r.position !== position);
    void settle(() => Promise.all(changed.map(({ r, position }) => client.change(r.id, { position }))), t('reviews.done.moved'), {
      review: moved!.id,
      action: by < 0 ? 'up' : 'down',
    });
  };

  // The dialog closes first, so that the focus can go back to the list once it is read again.
  const erase = (review: AdminReview) => {
    setDeleting(undefined);
    void settle(() => client.remove(review.id), t('reviews.done.deleted'), { review: review.id, action: 'delete' });
  };
  const pick = (next: string) => {
    setLists(undefined);
    setListing(next);
    const url = new URL(window.location.href);
    if (next) url.searchParams.set('listing', next);
    else url.searchParams.delete('listing');
    window.history.replaceState(window.history.state, '', url);
  };

  const shown = lists?.[tab];
  return (
    <div className="stack reviews">
      <h1 tabIndex={-1}>{t('reviews.heading')}</h1>
      <p className="muted note">{t('reviews.intro')}</p>
      <details className="disclosure">
        <summary>{t('reviews.developer.title')}</summary>
        <p>{t('reviews.developer.hint')}</p>
        <p>
          <code className="mono">{sourceHint(listing)}</code>
        </p>
      </details>
      {listings.length > 1 ? (
        <div className="field">
          <label htmlFor={`${id}-listing`}>{t('reviews.listingPicker')}</label>
          <select id={`${id}-listing`} className="input" value={listing} onChange={(e) => pick(e.target.value)}>
            {[...new Set([...listings, listing])].map((l) => (
              <option key={l} value={l}>
                {l || t('reviews.defaultListing')}
              </option>
            ))}
          </select>
        </div>
      ) : (
        listing && <p>{t('reviews.listing', { listing })}</p>
      )}
      {failure && (
        <p className="error banner" role="alert">
          {failure}
        </p>
      )}
      <div className="filters filters--three" role="group" aria-label={t('reviews.tabs')}>
        {TABS.map((status) => (
          <button key={status} type="button" className="filter" aria-pressed={tab === status} onClick={() => setTab(status)}>
            {t(`reviews.tab.${status}`)}
            {lists && (
              <>
                {' '}
                <span className="review-count">{lists[status].length}</span>
              </>
            )}
          </button>
        ))}
      </div>
      <section className="stack" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} ref={heading} tabIndex={-1}>
          {t(`reviews.tab.${tab}`)}
        </h2>
        {!shown ? (
          <p className="muted">{t('reviews.loading')}</p>
        ) : shown.length === 0 ? (
          <p className="empty">{t(`reviews.empty.${tab}`)}</p>
        ) : (
          <ul className="reviews__list">
            {shown.map((review, i) => (
              <ReviewRow key={review.id} review={review} busy={busy} onChange={change(review)} onMove={(by) => move(i, by)} onDelete={() => setDeleting(review)}
                movable={tab === 'approved' ? { up: i > 0, down: i < shown.length - 1 } : undefined} />
            ))}
          </ul>
        )}
      </section>
      {deleting && <ConfirmDelete what="review" name={deleting.name} busy={busy} onConfirm={() => erase(deleting)} onCancel={() => setDeleting(undefined)} />}
      <ReviewsImport id={id} listing={listing} client={client} onError={fail} onImported={async (n) => {
        await load();
        announce(count('reviewsImport.imported', n));
      }} />
    </div>
  );
}
