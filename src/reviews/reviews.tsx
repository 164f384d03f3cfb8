import KeenSlider, { type KeenSliderInstance } from 'keen-slider';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type PointerEvent, type RefObject } from 'react';
import { whenIdle } from '../shared/idle';
import { prefersReducedMotion } from '../shared/reduced-motion';
import { Sizer } from '../shared/sizer';
import {
  SLIDE_DURATION,
  SLIDE_SPACING,
  autoplayDelay as readDelay,
  hasAutoplay,
  isRotating,
  slideLabel,
  wrapIndex,
} from './carousel';
import { ReviewCard } from './review-card';
import { reviewsFromJson, type Review, type ReviewSource } from './review-data';
import { useAutoplay } from './use-autoplay';

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
  onReviewChange?: (detail: ReviewChangeDetail) => void;
}

/** Above this many reviews the position is shown as "3 / 12" instead of dots. */
const MAX_DOTS = 10;
const JSON_SELECTOR = ':scope > script[type="application/json"]';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function overrideText(host: Element | undefined): string | null {
  return host?.querySelector(JSON_SELECTOR)?.textContent ?? null;
}

/** The reviews to show: the host's JSON override when valid, otherwise the built-ins (with one warning). */
function useReviewSource(host: Element | undefined): ReviewSource {
  const [json, setJson] = useState(() => overrideText(host));
  // A CMS or framework may add or change the JSON after the element was connected.
  useEffect(() => {
    if (!host) return undefined;
    const observer = new MutationObserver(() => setJson(overrideText(host)));
    observer.observe(host, { childList: true, subtree: true, characterData: true });
    setJson(overrideText(host));
    return () => observer.disconnect();
  }, [host]);
  const source = useMemo(() => reviewsFromJson(json), [json]);
  const problem = 'problem' in source ? source.problem : null;
  useEffect(() => {
    if (problem) console.warn(`<bali-reviews>: the JSON override was ignored and the built-in reviews are shown: ${problem}`);
  }, [problem]);
  return source;
}

/**
 * The language of the owner's reviews: the page's around the element ("" when the page declares none,
 * i.e. unknown). The widget says lang="en" for its own English texts; the owner's German or Indonesian
 * reviews were read out with English pronunciation (WCAG 3.1.2).
 */
function pageLanguage(host: Element | undefined): string {
  return host?.closest('[lang]')?.getAttribute('lang') ?? '';
}

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return undefined;
    const query = matchMedia(REDUCED_MOTION);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** Whether `ref`'s element is out of the window or not displayed (a hidden tab or accordion, a closed dialog). */
function useOutOfView(ref: RefObject<Element | null>): boolean {
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

function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(() => document.hidden);
  useEffect(() => {
    const onChange = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return hidden;
}

const ICON = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

function PauseIcon() {
  return (
    <svg {...ICON}>
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </svg>
  );
}
function PlayIcon() {
  return (
    <svg {...ICON}>
      <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
    </svg>
  );
}
function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg {...ICON}>
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The guest reviews carousel (WAI-ARIA APG carousel pattern): a labelled region with a rotation button,
 * previous/next buttons, and one review per slide; keen-slider moves the slides.
 */
export function Reviews({ container, imageBasePath, imageOptimizer, autoplayDelay, onReviewChange }: ReviewsProps) {
  const host = container?.host;
  const source = useReviewSource(host);
  const reviews = source.reviews;
  const ownLang = useMemo(() => (source.source === 'built-in' ? undefined : pageLanguage(host)), [source.source, host]);
  const count = reviews.length;
  const delay = readDelay(autoplayDelay);
  const reducedMotion = useReducedMotion();
  const pageHidden = usePageHidden();

  const [active, setActive] = useState(0);
  // The review in view once the slides have come to rest (`active` changes halfway through a move).
  const [settled, setSettled] = useState(0);
  // At start-up only the card in view and its neighbours (a first swipe either way) are rendered; the
  // others follow when the page is idle, off the host page's start-up path.
  const [allCards, setAllCards] = useState(false);
  useEffect(() => whenIdle(() => setAllCards(true)), []);
  const near = (i: number) => allCards || Math.min(Math.abs(i - active), count - Math.abs(i - active)) <= 1;
  // Reduced motion: the carousel starts paused; the visitor can still start it with the button.
  const [userPaused, setUserPaused] = useState(() => prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  // "Start slide rotation" pressed while the carousel is held: rotate now (see AutoplayInputs.started).
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (reducedMotion) setUserPaused(true);
  }, [reducedMotion]);

  const viewportRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<KeenSliderInstance | null>(null);
  const targetRef = useRef<number | null>(null);
  const reducedRef = useRef(reducedMotion);
  reducedRef.current = reducedMotion;
  const latest = useRef({ reviews, onReviewChange });
  latest.current = { reviews, onReviewChange };

  // A guest who opened "Read more..." is reading (on a phone, no hover holds the rotation): the review in
  // view stays while it is expanded; "Read less..." or moving on lets the rotation go on.
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(() => new Set());
  const onExpandedChange = useCallback((id: Review['id'], expanded: boolean) => {
    setExpandedIds((prev) => {
      if (prev.has(String(id)) === expanded) return prev;
      const next = new Set(prev);
      if (expanded) next.add(String(id));
      else next.delete(String(id));
      return next;
    });
  }, []);
  const reading = expandedIds.has(String(reviews[active]?.id));
  // A Start lasts until the hold ends (pointer and focus gone) or "Read more..." holds it again (where a click
  // does not move focus: Safari).
  useEffect(() => {
    if (reading || (!hovered && !focused)) setStarted(false);
  }, [hovered, focused, reading]);

  const outOfView = useOutOfView(viewportRef);
  const rotating = isRotating({ delay, slideCount: count, userPaused, hovered, focused, unseen: pageHidden || outOfView, dragging, reading, started });

  /** Moves `delta` slides from where the slider is heading (so quick double clicks move two slides). */
  const moveBy = useCallback((delta: number) => {
    const slider = sliderRef.current;
    if (!slider?.track.details) return;
    const from = slider.animator.active && targetRef.current != null ? targetRef.current : slider.track.details.abs;
    targetRef.current = from + delta;
    slider.moveToIdx(from + delta, true, { duration: reducedRef.current ? 0 : SLIDE_DURATION });
  }, []);

  const restartAutoplay = useAutoplay(rotating, delay, () => moveBy(1));

  // keen-slider lives exactly as long as this set of slides: destroyed (listeners, animation) on unmount.
  // A layout effect: the slides are placed before the browser first paints them (no frame of stacked,
  // unplaced slides), and at page start-up the carousel works without waiting for a passive-effect task.
  const slideKey = reviews.map((r) => String(r.id)).join('\u0000');
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return undefined;
    const loops = count > 1;
    let shown = 0;
    const slider = new KeenSlider(viewport, {
      loop: loops,
      drag: loops,
      slides: { perView: 1, spacing: SLIDE_SPACING },
      defaultAnimation: { duration: SLIDE_DURATION },
      slideChanged(s) {
        // keen-slider also reports a change when, in loop mode, it re-bases its absolute index while the
        // same review stays in view; only a different review is a change.
        const index = wrapIndex(s.track.details.rel, latest.current.reviews.length);
        if (index === shown) return;
        shown = index;
        setActive(index);
        const review = latest.current.reviews[index];
        if (review) latest.current.onReviewChange?.({ index, id: review.id });
      },
      dragStarted() {
        targetRef.current = null;
        setDragging(true);
      },
      dragEnded(s) {
        setDragging(false);
        // keen-slider glides a released swipe to its slide over 500 ms, whatever `defaultAnimation` says; its
        // own listeners run first, so the glide has started by now. With reduced motion it becomes a jump to
        // the same slide, as the buttons' moves are.
        const target = s.animator.targetIdx;
        if (!reducedRef.current || !s.animator.active || target == null) return;
        s.animator.stop();
        s.moveToIdx(target, true, { duration: 0 });
      },
      animationEnded(s) {
        targetRef.current = null;
        const { abs, rel } = s.track.details;
        // keen-slider's loop position grows with every move, and its float error with it: in the eighth lap a
        // Next slid back through every review. Back to the first lap, where the same review is in the same place.
        if (abs !== rel) s.moveToIdx(rel, true, { duration: 0 });
        setSettled(wrapIndex(rel, latest.current.reviews.length));
      },
    });
    sliderRef.current = slider;
    setActive(0);
    setSettled(0);
    // keen-slider only re-measures on window resize; the host page may resize us on its own (tabs, grids).
    // Widths come from what keen-slider measured and from the observer's entries: reading the box here
    // would force one more layout of the whole page at start-up.
    let lastWidth = slider.size;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width;
      if (Math.abs(width - lastWidth) < 0.5) return;
      lastWidth = width;
      slider.update();
    });
    observer.observe(viewport);
    return () => {
      observer.disconnect();
      slider.animator.stop();
      slider.destroy();
      sliderRef.current = null;
      targetRef.current = null;
    };
  }, [slideKey, count]);

  // A touch swipe moved a focused "Read more..." away: its slide went inert and the focus fell to the page.
  // It goes to Next slide (the new review's own button appears only once it has come to rest), from where
  // the keyboard carries on: Tab leads into the review in view.
  useLayoutEffect(() => {
    const focused = (viewportRef.current?.getRootNode() as ShadowRoot | undefined)?.activeElement;
    if (focused?.closest('[inert]') && focused.matches(':focus-visible')) {
      focused.closest('section')!.querySelector<HTMLElement>('[aria-label="Next slide"]')!.focus();
    }
  }, [active]);

  // A swipe or a button press restarts the full delay: autoplay continues after interaction.
  useEffect(() => {
    if (!dragging) restartAutoplay();
  }, [dragging, restartAutoplay]);

  const go = (delta: number) => {
    moveBy(delta);
    restartAutoplay();
  };

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType !== 'touch') setHovered(true);
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType !== 'touch') setHovered(false);
  };
  // Keyboard focus pauses (APG). A mouse click leaves focus on the button it pressed; that must not pause
  // the carousel for good after the pointer left, so only focus the browser shows (:focus-visible) counts.
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    setFocused(e.target.matches(':focus-visible'));
    // Focus moved on from the rotation button (to a slide's "Read more...", Next...): hold again, so
    // a focused control never slides away.
    if (!e.target.classList.contains('control--rotation')) setStarted(false);
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!(e.relatedTarget instanceof Node) || !e.currentTarget.contains(e.relatedTarget)) setFocused(false);
  };

  const withAutoplay = hasAutoplay(delay, count);
  const multiple = count > 1;

  return (
    <>
      <Sizer />
      <section
        part="carousel"
        className="carousel"
        lang="en"
        aria-roledescription="carousel"
        aria-label="Guest reviews"
        data-rotating={rotating ? '' : undefined}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onFocus={onFocus}
        onBlur={onBlur}
        // A key pressed on a control the mouse focused is keyboard use too: hold, as keyboard focus does.
        onKeyDown={() => setFocused(true)}
      >
        {multiple ? (
          <div part="controls" className="controls">
            {withAutoplay ? (
              <button
                type="button"
                part="button rotation-button"
                className="control control--rotation"
                aria-label={userPaused ? 'Start slide rotation' : 'Stop slide rotation'}
                onClick={() => {
                  setUserPaused(!userPaused);
                  setStarted(userPaused);
                  restartAutoplay();
                }}
              >
                {userPaused ? <PlayIcon /> : <PauseIcon />}
              </button>
            ) : null}
            <button
              type="button"
              part="button previous-button"
              className="control control--step"
              aria-label="Previous slide"
              aria-controls="bali-review-slides"
              onClick={() => go(-1)}
            >
              <ChevronIcon direction="left" />
            </button>
            {/* Where we are, for sighted visitors (screen readers hear the slide's "N of M" label). */}
            <span part="position" className="position" aria-hidden="true">
              {count <= MAX_DOTS
                ? reviews.map((review, i) => <span key={review.id} className={i === active ? 'dot dot--active' : 'dot'} />)
                : `${active + 1} / ${count}`}
            </span>
            <button
              type="button"
              part="button next-button"
              className="control control--step"
              aria-label="Next slide"
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
              aria-roledescription="slide"
              aria-label={slideLabel(i, count)}
              inert={i !== active}
            >
              {near(i) ? (
                <ReviewCard
                  review={review}
                  basePath={imageBasePath}
                  optimizer={imageOptimizer}
                  inView={i === settled}
                  onExpandedChange={onExpandedChange}
                  lang={ownLang}
                />
              ) : null}
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
