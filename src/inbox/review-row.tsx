/**
 * One review for the owner: stars, name, date, where it was written, its language and its text (always as
 * text: markup and links stay words), the reply, and what can be done with it where it stands.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { languageOf, longDay } from './format';
import { text, useText } from './i18n';
import type { AdminReview, ReviewChange } from './reviews-api-types';

/** The platforms an imported review names; a guest's own review came through the review link. */
const PLATFORMS: Record<string, string> = { airbnb: 'Airbnb', booking: 'Booking.com', google: 'Google' };

export const sourceName = (source: string) => PLATFORMS[source] ?? (source === 'guestbook' ? text('reviews.guestbook') : source);

export type Move = -1 | 1;

type Props = {
  review: AdminReview;
  busy: boolean;
  /** In the Approved list: whether it can move up or down. */
  movable?: { up: boolean; down: boolean };
  /** `action`: the button to focus again once the lists are read again (when the review is still in view). */
  onChange: (change: ReviewChange, said: string, action: string) => Promise<boolean>;
  onMove: (by: Move) => void;
  /** Asks to erase the review (the page confirms first). */
  onDelete: () => void;
};

export function ReviewRow({ review: r, busy, movable, onChange, onMove, onDelete }: Props) {
  const t = useText();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const language = languageOf(r.lang);
  // Leaving the reply editor (saved or cancelled), the keyboard carries on from the Reply button.
  const replyButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) replyButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const act = (change: ReviewChange, said: string, action: string) => () => {
    if (!busy) void onChange(change, said, action);
  };
  const saveReply = async () => {
    const reply = draft.trim() || null;
    if (await onChange({ reply }, t(reply ? 'reviews.done.replied' : 'reviews.done.replyRemoved'), 'reply')) setEditing(false);
  };

  return (
    <li className="review card stack" data-review={r.id} aria-labelledby={`${id}-name`}>
      <div className="review__head">
        <span className="review__stars" role="img" aria-label={t('reviews.stars', { rating: r.rating })}>
          {'★'.repeat(Math.round(r.rating))}
          <span className="review__empty">{'★'.repeat(5 - Math.round(r.rating))}</span>
        </span>
        {r.pinned && <span className="status status--booked">{t('reviews.pinned')}</span>}
      </div>
      <h3 id={`${id}-name`} className="review__name" dir="auto">
        {r.name}
      </h3>
      <p className="review__meta muted">
        <time dateTime={r.date}>{longDay(r.date)}</time> · {r.source === 'guest' ? t('reviews.guestLink') : t('reviews.via', { source: sourceName(r.source) })}
        {language && <> · {t('reviews.writtenIn', { language })}</>}
      </p>
      {/* The link is real; the spam shield's check did not pass in the guest's browser (no script, or a bad proof). */}
      {r.browserCheck && r.browserCheck !== 'passed' && <p className="flag review__check">{t('reviews.unchecked')}</p>}
      <p className="review__text" lang={r.lang || undefined} dir="auto">
        {r.text}
      </p>
      {r.reply && !editing && (
        <div className="review__reply">
          <p className="review__reply-label">{t('reviews.yourReply')}</p>
          <p dir="auto">{r.reply}</p>
        </div>
      )}
      {editing ? (
        <div className="stack">
          <div className="field">
            <label htmlFor={`${id}-reply`}>{t('reviews.replyLabel')}</label>
            <textarea id={`${id}-reply`} className="input review__textarea" rows={4} maxLength={1000} value={draft}
              aria-describedby={`${id}-count`} onChange={(e) => setDraft(e.target.value)} ref={(el) => el?.focus({ preventScroll: true })} />
            <p id={`${id}-count`} className="muted note">
              {t('reviews.replyCount', { count: draft.length })}
            </p>
          </div>
          <div className="actions">
            <button type="button" className="button button--primary" aria-disabled={busy || undefined} onClick={() => !busy && void saveReply()}>
              {t('reviews.saveReply')}
            </button>
            <button type="button" className="button button--quiet" onClick={() => setEditing(false)}>
              {t('reviews.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="actions review__actions">
          {r.status !== 'approved' && (
            <button type="button" className="button button--primary" aria-disabled={busy || undefined} onClick={act({ status: 'approved' }, t('reviews.done.approved'), 'approve')}>
              {t('reviews.approve')}
            </button>
          )}
          {r.status !== 'hidden' && (
            <button type="button" className="button" aria-disabled={busy || undefined} onClick={act({ status: 'hidden' }, t('reviews.done.hidden'), 'hide')}>
              {t('reviews.hide')}
            </button>
          )}
          <button type="button" className="button" data-action="reply" ref={replyButton} aria-disabled={busy || undefined} onClick={() => {
            setDraft(r.reply ?? '');
            setEditing(true);
          }}>
            {r.reply ? t('reviews.editReply') : t('reviews.reply')}
          </button>
          {r.reply && (
            <button type="button" className="button button--quiet" aria-disabled={busy || undefined} onClick={act({ reply: null }, t('reviews.done.replyRemoved'), 'reply')}>
              {t('reviews.removeReply')}
            </button>
          )}
          {r.status === 'approved' && (
            <button type="button" className="button" data-action="pin" aria-pressed={r.pinned} aria-disabled={busy || undefined}
              onClick={act({ pinned: !r.pinned }, t(r.pinned ? 'reviews.done.unpinned' : 'reviews.done.pinned'), 'pin')}>
              {t('reviews.pin')}
            </button>
          )}
          {movable && (
            <>
              <button type="button" className="button" data-action="up" aria-disabled={busy || !movable.up || undefined} onClick={() => !busy && movable.up && onMove(-1)}>
                {t('reviews.up')}
              </button>
              <button type="button" className="button" data-action="down" aria-disabled={busy || !movable.down || undefined} onClick={() => !busy && movable.down && onMove(1)}>
                {t('reviews.down')}
              </button>
            </>
          )}
          <button type="button" className="button button--danger" data-action="delete" aria-disabled={busy || undefined} onClick={() => !busy && onDelete()}>
            {t('reviews.delete')}
          </button>
        </div>
      )}
    </li>
  );
}
