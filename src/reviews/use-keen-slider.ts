import KeenSlider, { type KeenSliderInstance } from 'keen-slider';
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { SLIDE_DURATION, SLIDE_SPACING, wrapIndex } from './carousel';

/** keen-slider's own style sheet (the slides' layout), adopted by the element's shadow root. */
export { default as keenSliderCss } from 'keen-slider/keen-slider.min.css';

export interface SliderState {
  /** The review in view; it changes halfway through a move. */
  active: number;
  /** The review in view once the slides have come to rest. */
  settled: number;
  /** The visitor is dragging a slide. */
  dragging: boolean;
  /** Moves `delta` slides from where the slider is heading (so quick double clicks move two slides). */
  moveBy: (delta: number) => void;
}

/**
 * keen-slider over the slides in `viewportRef` (the only module that knows keen-slider). It lives exactly as
 * long as this set of slides (`slideKey`): destroyed (listeners, animation) on unmount. `onChange` hears of
 * each review that comes into view; with `reduced` motion every move is a jump.
 */
export function useKeenSlider(
  viewportRef: RefObject<HTMLElement | null>,
  slideKey: string,
  count: number,
  reduced: boolean,
  onChange: (index: number) => void,
): SliderState {
  const [active, setActive] = useState(0);
  const [settled, setSettled] = useState(0);
  const [dragging, setDragging] = useState(false);
  const sliderRef = useRef<KeenSliderInstance | null>(null);
  const targetRef = useRef<number | null>(null);
  const latest = useRef({ count, reduced, onChange });
  latest.current = { count, reduced, onChange };

  const moveBy = useCallback((delta: number) => {
    const slider = sliderRef.current;
    if (!slider?.track.details) return;
    const from = slider.animator.active && targetRef.current != null ? targetRef.current : slider.track.details.abs;
    targetRef.current = from + delta;
    slider.moveToIdx(from + delta, true, { duration: latest.current.reduced ? 0 : SLIDE_DURATION });
  }, []);

  // A layout effect: the slides are placed before the browser first paints them (no frame of stacked,
  // unplaced slides), and at page start-up the carousel works without waiting for a passive-effect task.
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
        const index = wrapIndex(s.track.details.rel, latest.current.count);
        if (index === shown) return;
        shown = index;
        setActive(index);
        latest.current.onChange(index);
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
        if (!latest.current.reduced || !s.animator.active || target == null) return;
        s.animator.stop();
        s.moveToIdx(target, true, { duration: 0 });
      },
      animationEnded(s) {
        targetRef.current = null;
        const { abs, rel } = s.track.details;
        // keen-slider's loop position grows with every move, and its float error with it: back to the first
        // lap, where the same review is in the same place, after every move.
        if (abs !== rel) s.moveToIdx(rel, true, { duration: 0 });
        setSettled(wrapIndex(rel, latest.current.count));
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
  }, [viewportRef, slideKey, count]);

  return { active, settled, dragging, moveBy };
}
