import { useCallback, useEffect, useState, type FocusEvent, type PointerEvent } from 'react';
import { prefersReducedMotion } from '../shared/reduced-motion';
import { autoplayDelay, DEFAULT_AUTOPLAY_DELAY, isBadDelay, isRotating, type AutoplayInputs } from './carousel';
import type { Review } from './review-data';
import { useAutoplay } from './use-autoplay';

/** What holds or stops the rotation from outside: everything but the guest's hover, focus and presses. */
export interface RotationInputs extends Pick<AutoplayInputs, 'delay' | 'slideCount' | 'unseen' | 'dragging' | 'reading'> {
  /** The system asks for less motion: rotation starts (and turns) paused; a press can still start it. */
  reduced: boolean;
}

export interface Rotation {
  /** The slides rotate by themselves right now. */
  rotating: boolean;
  /** The guest pressed the pause control (or the system asks for less motion). */
  paused: boolean;
  /** The pause/play control's press. */
  toggle: () => void;
  /** Starts a fresh full delay (after a move by the visitor). */
  restart: () => void;
  /** Hover and keyboard focus hold the rotation (WAI-ARIA APG carousel): spread on the carousel region. */
  holdProps: {
    onPointerEnter: (e: PointerEvent) => void;
    onPointerLeave: (e: PointerEvent) => void;
    onFocus: (e: FocusEvent<HTMLElement>) => void;
    onBlur: (e: FocusEvent<HTMLElement>) => void;
    onKeyDown: () => void;
  };
}

/**
 * The carousel's rotation: who holds it, the guest's pause, and the timer that calls `advance` (compare
 * Shoelace's carousel autoplay controller, kept apart from the view in the same way).
 */
export function useRotation(inputs: RotationInputs, advance: () => void): Rotation {
  const { delay, reduced, dragging, reading } = inputs;
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // "Start slide rotation" pressed while the carousel is held: rotate now (see AutoplayInputs.started).
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (reduced) setPaused(true);
  }, [reduced]);
  // A Start lasts until the hold ends (pointer and focus gone) or "Read more..." holds it again (where a click
  // does not move focus: Safari).
  useEffect(() => {
    if (reading || (!hovered && !focused)) setStarted(false);
  }, [hovered, focused, reading]);

  const rotating = isRotating({ ...inputs, userPaused: paused, hovered, focused, started });
  const restart = useAutoplay(rotating, delay, advance);

  // A swipe or a button press restarts the full delay: autoplay continues after interaction.
  useEffect(() => {
    if (!dragging) restart();
  }, [dragging, restart]);

  return {
    rotating,
    paused,
    toggle() {
      setPaused(!paused);
      setStarted(paused);
      restart();
    },
    restart,
    holdProps: {
      onPointerEnter: (e) => e.pointerType !== 'touch' && setHovered(true),
      onPointerLeave: (e) => e.pointerType !== 'touch' && setHovered(false),
      // A mouse click leaves focus on the button it pressed; that must not hold the carousel for good after
      // the pointer left, so only focus the browser shows (:focus-visible) counts.
      onFocus(e) {
        setFocused(e.target.matches(':focus-visible'));
        // Focus moved on from the rotation button (to a slide's "Read more...", Next...): hold again, so a
        // focused control never slides away.
        if (!e.target.classList.contains('control--rotation')) setStarted(false);
      },
      onBlur(e) {
        if (!(e.relatedTarget instanceof Node) || !e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      },
      // A key pressed on a control the mouse focused is keyboard use too: hold, as keyboard focus does.
      onKeyDown: () => setFocused(true),
    },
  };
}

/**
 * The delay between advances from `autoplay-delay`. The attribute's own text is read: r2wc's number parser
 * takes "3s" for 3. A value that is not a plain number of ms keeps the default and warns once.
 */
export function useAutoplayDelay(host: Element | undefined, value: number | undefined): number {
  const raw = host?.getAttribute('autoplay-delay') ?? value;
  const bad = isBadDelay(raw) ? String(raw) : null;
  useEffect(() => {
    if (bad != null) {
      console.warn(`<bali-reviews>: autoplay-delay="${bad}" is not a number of milliseconds (e.g. 5000, or 0 to turn autoplay off); the default ${DEFAULT_AUTOPLAY_DELAY} is used.`);
    }
  }, [bad]);
  return autoplayDelay(raw);
}

/**
 * Whether the guest is reading the review in view: they opened its "Read more..." (on a phone, no hover holds
 * the rotation). "Read less..." or moving on lets the rotation go on. Returns that and the cards' callback.
 */
export function useReading(reviews: readonly Review[], active: number): [boolean, (id: Review['id'], expanded: boolean) => void] {
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
  return [expandedIds.has(String(reviews[active]?.id)), onExpandedChange];
}
