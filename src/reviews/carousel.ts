/** Index arithmetic and autoplay rules of the reviews carousel, kept free of the DOM for unit tests. */

export const DEFAULT_AUTOPLAY_DELAY = 3000;
/** How long one slide takes to move (ms). */
export const SLIDE_DURATION = 300;
export const SLIDE_SPACING = 30;

/** Wraps any integer into 0…count-1 (the carousel loops both ways). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/** A plain non-negative number of milliseconds: digits, an optional decimal part, nothing else. */
const PLAIN_MS = /^\s*\d+(\.\d+)?\s*$/;

/** Whether `value` is not a delay: "3s", "fast", "-1", NaN (absent and "" mean the default, and are fine). */
export function isBadDelay(value: number | string | null | undefined): boolean {
  if (value == null || value === '') return false;
  return typeof value === 'number' ? !(Number.isFinite(value) && value >= 0) : !PLAIN_MS.test(value);
}

/**
 * `autoplay-delay` as milliseconds: 0 turns autoplay off, 1 to 499 count as 500 (longer than a slide's move);
 * absent or not a plain non-negative number (see isBadDelay) gives the default.
 */
export function autoplayDelay(value: number | string | null | undefined): number {
  if (value == null || value === '' || isBadDelay(value)) return DEFAULT_AUTOPLAY_DELAY;
  const ms = Number(value);
  return ms === 0 ? 0 : Math.max(ms, 500);
}

export interface AutoplayInputs {
  /** Milliseconds between advances; 0 = off. */
  delay: number;
  slideCount: number;
  /** The visitor pressed the pause button (or asked the system for reduced motion). */
  userPaused: boolean;
  /** A mouse pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
  /**
   * Nobody can see the carousel: the page is hidden (another tab, minimised window), or the carousel is out of
   * the window or not displayed (a closed tab, accordion or dialog); `reviewchange` means a review was seen.
   */
  unseen: boolean;
  /** The visitor is dragging a slide. */
  dragging: boolean;
  /** The review in view is expanded ("Read more..."): the visitor is reading it. */
  reading: boolean;
  /**
   * The visitor pressed "Start slide rotation" while the carousel was held (pointer over it, focus on the
   * button, a review expanded): they asked for rotation now, so the hold gives way until it ends or focus
   * moves on to another control.
   */
  started: boolean;
}

/** Whether the slides rotate by themselves right now. */
export function isRotating(s: AutoplayInputs): boolean {
  const held = s.hovered || s.focused || s.reading;
  return s.delay > 0 && s.slideCount > 1 && !s.userPaused && !s.unseen && !s.dragging && (s.started || !held);
}

/** Whether autoplay exists at all (and so whether the pause/play button is shown). */
export function hasAutoplay(delay: number, slideCount: number): boolean {
  return delay > 0 && slideCount > 1;
}

/** Rating shown as stars: clamped to 0…5 and rounded to halves. */
export function starRating(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.round(Math.min(5, Math.max(0, rating)) * 2) / 2;
}
