import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Avatar } from './avatar';
import { starRating } from './carousel';
import type { Review } from './review-data';
import { quoted } from './review-quotes';
import type { Language } from '../i18n';

/** Lines shown before "Read more...". */
export const CLAMP_LINES = 4;

/** One star in a 24-unit box: absolute moves (M, L) and relative lines (l). */
const STAR = (x: number) => `M${x + 12} 2.6l2.9 6 6.6.9-4.8 4.6 1.2 6.5L${x + 12} 17.5l-5.9 3.1 1.2-6.5L${x + 2.5} 9.5l6.6-.9z`;
/** Stars of 22 px with 2 px between them, in the units of a 24-unit star. */
const STEP = 24 + (2 * 24) / 22;
const ROW_WIDTH = 5 * 22 + 4 * 2;
const ROW_VIEW_BOX = `0 0 ${(4 * STEP + 24).toFixed(2)} 24`;
/**
 * The five stars as one path in one SVG, drawn where five 22 px SVGs 2 px apart drew them: 2 elements per row
 * instead of 10 (at start-up the three cards' stars were over half of the carousel's elements to style and
 * lay out).
 */
const FIVE_STARS = [0, 1, 2, 3, 4].map((i) => STAR(Math.round(i * STEP * 100) / 100)).join('');

function StarRow({ className }: { className: string }) {
  return (
    <svg className={className} viewBox={ROW_VIEW_BOX} width={ROW_WIDTH} height="22" aria-hidden="true" focusable="false">
      <path d={FIVE_STARS} />
    </svg>
  );
}

/** Five stars filled according to the rating (halves included), read out as "Rated N out of 5". */
export function Stars({ rating, language }: { rating: number; language: Language }) {
  const value = starRating(rating);
  return (
    <span part="stars" className="stars" role="img" aria-label={language.format('rated', value)}>
      <StarRow className="stars__row stars__row--empty" />
      <span className="stars__fill" style={{ width: `${(value / 5) * 100}%` }}>
        <StarRow className="stars__row stars__row--filled" />
      </span>
    </span>
  );
}

/**
 * True when the text needs more than CLAMP_LINES lines at its current width. Collapsed, the clamped box is
 * shorter than its content; expanded, the box itself is taller than CLAMP_LINES lines.
 */
function overflowsClamp(el: HTMLElement, expanded: boolean): boolean {
  if (!expanded) return el.scrollHeight > el.clientHeight + 1;
  const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight);
  if (!Number.isFinite(lineHeight)) return true;
  return el.clientHeight > lineHeight * CLAMP_LINES + 1;
}

interface ReviewCardProps {
  review: Review;
  basePath?: string;
  optimizer?: string;
  /**
   * Whether this card is the one in view (once the slides have come to rest). A card that leaves the view
   * collapses: the slides share one height, so an expanded card made every other card as tall, and it held
   * the rotation again each time it came round.
   */
  inView?: boolean;
  /** Told whenever the text is expanded or collapsed (the carousel holds its rotation while one is read). */
  onExpandedChange?: (id: Review['id'], expanded: boolean) => void;
  /**
   * The language of the review's text and name: `en` for the built-in reviews, the page's for
   * the owner's own (the controls speak the widget's language).
   */
  lang?: string | undefined;
  /** The widget's language: the controls' texts. */
  language: Language;
}

/** The platforms an imported review names ("via Airbnb"); a guest's own review and unknown ones name none. */
const PLATFORMS: Record<string, string> = { airbnb: 'Airbnb', booking: 'Booking.com', google: 'Google' };

/** "November 2026" in the widget's language, with where it was written: "via Airbnb", "From the guest book". */
function Origin({ review, language }: { review: Review; language: Language }) {
  const { date, source } = review;
  const platform = source && PLATFORMS[source];
  const origin = platform ? language.t.reviewVia.replace('{0}', platform) : source === 'guestbook' ? language.t.reviewGuestBook : '';
  if (!date && !origin) return null;
  const day = date && new Date(`${date}T12:00:00Z`);
  return (
    <p part="origin" className="origin">
      {day && !Number.isNaN(day.getTime()) ? <time dateTime={date}>{day.toLocaleDateString(language.lang, { year: 'numeric', month: 'long', timeZone: 'UTC' })}</time> : null}
      {day && origin ? ' · ' : null}
      {origin}
    </p>
  );
}

export function ReviewCard({ review, basePath, optimizer, inView = true, onExpandedChange, lang, language }: ReviewCardProps) {
  const textId = useId();
  const textRef = useRef<HTMLParagraphElement>(null);
  const replyRef = useRef<HTMLParagraphElement>(null);
  const textLang = review.lang ?? lang;
  const [expanded, setExpanded] = useState(false);
  const [truncates, setTruncates] = useState(false);
  const expandedRef = useRef(expanded);
  expandedRef.current = expanded;
  useEffect(() => onExpandedChange?.(review.id, expanded), [onExpandedChange, review.id, expanded]);
  useEffect(() => {
    if (!inView) setExpanded(false);
  }, [inView]);

  const measure = useCallback(() => {
    const el = textRef.current;
    if (!el || !el.isConnected) return;
    const reply = replyRef.current;
    const overflow = overflowsClamp(el, expandedRef.current) || (!!reply && overflowsClamp(reply, expandedRef.current));
    setTruncates(overflow);
    // Expanded text that now fits in four lines (wider window) has nothing left to collapse.
    if (!overflow) setExpanded(false);
  }, []);

  // Measured after every text change, whenever the text box is resized (window resize, container resize) and
  // when the page's web fonts arrive: a brand font swapped in can push text that filled four lines past them
  // while the clamped box keeps its size, which no resize reports (the rest of the review was out of reach).
  // The observer's first callback comes right after the browser's own layout, so nothing is measured during
  // React's commit, where each read would force an extra layout at start-up.
  useLayoutEffect(() => {
    const el = textRef.current;
    if (!el || typeof ResizeObserver !== 'function') {
      measure();
      return undefined;
    }
    const observer = new ResizeObserver(() => measure());
    observer.observe(el);
    if (replyRef.current) observer.observe(replyRef.current);
    const fonts = document.fonts;
    fonts?.addEventListener('loadingdone', measure);
    return () => {
      observer.disconnect();
      fonts?.removeEventListener('loadingdone', measure);
    };
  }, [measure, review.text, review.reply]);

  return (
    <article part="card" className="card">
      <Avatar author={review.author} imageUrl={review.imageUrl} basePath={basePath} optimizer={optimizer} />
      <Stars rating={review.rating} language={language} />
      <div className="body">
        {/* dir="auto": a review written right to left (Arabic, Hebrew) is laid out so, its "…" on its end. */}
        <blockquote className="quote" lang={textLang}>
          <p
            dir="auto"
            id={textId}
            ref={textRef}
            part="text"
            className={expanded ? 'text' : 'text text--clamped'}
          >
            {quoted(review.text, textLang ?? language.lang)}
          </p>
        </blockquote>
        {review.reply ? (
          <div part="reply" className="reply">
            <p className="reply__label">{language.t.ownerReply}</p>
            {/* In the page's language (the owner's site), as text: links are never clickable. */}
            <p id={`${textId}r`} ref={replyRef} dir="auto" className={expanded ? 'text' : 'text text--clamped'}>
              {review.reply}
            </p>
          </div>
        ) : null}
        {truncates ? (
          <button
            type="button"
            part="button read-more"
            className="read-more"
            aria-expanded={expanded}
            aria-controls={review.reply ? `${textId} ${textId}r` : textId}
            data-keen-slider-clickable=""
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? language.t.readLess : language.t.readMore}
          </button>
        ) : null}
      </div>
      <p part="author" className="author" lang={textLang} dir="auto">
        {review.author}
      </p>
      <Origin review={review} language={language} />
    </article>
  );
}
