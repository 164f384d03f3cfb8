import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { whenIdle } from '../shared/idle';
import { Sizer } from '../shared/sizer';
import { directionOf, fill, useLanguage } from '../i18n';
import { hasAutoplay } from './carousel';
import { ChevronIcon, PauseIcon, PlayIcon } from './carousel-icons';
import { ReviewCard } from './review-card';
import type { Review } from './review-data';
import { useKeenSlider } from './use-keen-slider';
import { useReviewSource } from './use-review-source';
import { useAutoplayDelay, useReading, useRotation } from './use-rotation';
import { useOutOfView, usePageHidden, useReducedMotion } from './use-visibility';

/** `detail` of the `reviewchange` event. */
export interface ReviewChangeDetail {
  /** 0-based index of the review now in view. */
  index: number;
  /** That review's `id`. */
  id: Review['id'];
}

export interface ReviewsProps {
  /** The shadow root r2wc renders into; its host holds the optional JSON override. */
  container?: ShadowRoot;
  imageBasePath?: string;
  imageOptimizer?: string;
  autoplayDelay?: number;
  /** The carousel region's accessible name, to tell two carousels on a page apart. */
  label?: string;
  /** A receiver's `GET /api/reviews?listing=` address: its approved reviews are shown. */
  source?: string;
  onReviewChange?: (detail: ReviewChangeDetail) => void;
}

/** Above this many reviews the position is shown as "3 / 12" instead of dots. */
const MAX_DOTS = 10;

/**
 * The guest reviews carousel (WAI-ARIA APG carousel pattern): a labelled region with a rotation button,
 * previous/next buttons, and one review per slide. The reviews, the slider and the rotation are hooks;
 * this is their view.
 */
export function Reviews({ container, imageBasePath, imageOptimizer, autoplayDelay, label, source, onReviewChange }: ReviewsProps) {
  const host = container?.host;
  const language = useLanguage(host, 'bali-reviews');
  const { t, format } = language;
  const { reviews, lang } = useReviewSource(host, source);
  const count = reviews.length;
  const delay = useAutoplayDelay(host, autoplayDelay);
  const reduced = useReducedMotion();
  const pageHidden = usePageHidden();
  const viewportRef = useRef<HTMLDivElement>(null);
  const outOfView = useOutOfView(viewportRef);

  const { active, settled, dragging, moveBy } = useKeenSlider(viewportRef, reviews.map((r) => String(r.id)).join('\u0000'), count, reduced, (index) => {
    const review = reviews[index];
    if (review) onReviewChange?.({ index, id: review.id });
  });
  const [reading, onExpandedChange] = useReading(reviews, active);
  const rotation = useRotation({ delay, slideCount: count, reduced, unseen: pageHidden || outOfView, dragging, reading }, () => moveBy(1));
  const { rotating, paused } = rotation;

  // At start-up only the card in view and its neighbours (a first swipe either way) are rendered; the
  // others follow when the page is idle, off the host page's start-up path.
  const [allCards, setAllCards] = useState(false);
  useEffect(() => whenIdle(() => setAllCards(true)), []);
  const near = (i: number) => allCards || Math.min(Math.abs(i - active), count - Math.abs(i - active)) <= 1;

  // A touch swipe moved a focused "Read more..." away: its slide went inert and the focus fell to the page.
  // It goes to Next slide (the new review's own button appears only once it has come to rest), from where
  // the keyboard carries on: Tab leads into the review in view.
  useLayoutEffect(() => {
    const focused = (viewportRef.current?.getRootNode() as ShadowRoot | undefined)?.activeElement;
    if (focused?.closest('[inert]') && focused.matches(':focus-visible')) {
      focused.closest('section')!.querySelector<HTMLElement>('[part~="next-button"]')!.focus();
    }
  }, [active]);

  const go = (delta: number) => {
    moveBy(delta);
    rotation.restart();
  };

  return (
    <>
      <Sizer />
      <section
        part="carousel"
        className="carousel"
        lang={language.lang}
        dir={directionOf(language.lang)}
        aria-roledescription={t.carousel}
        aria-label={label?.trim() || t.reviews}
        data-rotating={rotating ? '' : undefined}
        aria-busy={count ? undefined : true}
        {...rotation.holdProps}
      >
        {count > 1 ? (
          <div part="controls" className="controls">
            {hasAutoplay(delay, count) ? (
              <button
                type="button"
                part="button rotation-button"
                className="control control--rotation"
                aria-label={paused ? t.startRotation : t.stopRotation}
                onClick={rotation.toggle}
              >
                {paused ? <PlayIcon /> : <PauseIcon />}
              </button>
            ) : null}
            <button
              type="button"
              part="button previous-button"
              className="control control--step"
              aria-label={t.previousSlide}
              aria-controls="bali-review-slides"
              onClick={() => go(-1)}
            >
              <ChevronIcon direction="left" />
            </button>
            {/* Where we are, for sighted visitors (screen readers hear the slide's "N of M" label). */}
            <span part="position" className="position" aria-hidden="true">
              {count <= MAX_DOTS
                ? reviews.map((review, i) => <span key={review.id} className={i === active ? 'dot dot--active' : 'dot'} />)
                : fill('{0} / {1}', language.lang, active + 1, count)}
            </span>
            <button
              type="button"
              part="button next-button"
              className="control control--step"
              aria-label={t.nextSlide}
              aria-controls="bali-review-slides"
              onClick={() => go(1)}
            >
              <ChevronIcon direction="right" />
            </button>
          </div>
        ) : null}
        <div
          id="bali-review-slides"
          ref={viewportRef}
          className="viewport keen-slider"
          aria-live={rotating ? 'off' : 'polite'}
          aria-atomic="false"
        >
          {reviews.map((review, i) => (
            <div
              key={review.id}
              className="slide keen-slider__slide"
              role="group"
              aria-roledescription={t.slide}
              aria-label={format('slideOf', i + 1, count)}
              inert={i !== active}
            >
              {near(i) ? (
                <ReviewCard
                  review={review}
                  basePath={imageBasePath}
                  optimizer={imageOptimizer}
                  inView={i === settled}
                  onExpandedChange={onExpandedChange}
                  lang={lang}
                  language={language}
                />
              ) : null}
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
