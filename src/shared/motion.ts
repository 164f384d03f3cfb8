/**
 * The widgets' transitions, through motion's smallest entry (`motion/mini`: its `animate` on the Web Animations
 * API, nothing a strict CSP blocks). Every call is skipped under reduced motion and where nobody would see it: a hidden page or an
 * element that is not displayed ends where it would have ended, with no animation left to run.
 */
import { animate } from 'motion/mini';
import { prefersReducedMotion } from './reduced-motion';

type Controls = ReturnType<typeof animate>;

/** The step slide's timing: quick out of the blocks, a long soft landing. */
export const SLIDE = { duration: 0.26, ease: [0.32, 0.72, 0, 1] as [number, number, number, number] };

/**
 * Holds `controls` at their first keyframe until the frame that draws the element has been drawn, then plays
 * them: a slow first frame (a whole new step laid out and painted) would otherwise use up the motion before it is
 * seen, as WebKit starts an animation's clock when it is created. A stopped animation does not play again.
 */
function fromSecondFrame(controls: Controls): Controls {
  controls.pause();
  requestAnimationFrame(() => requestAnimationFrame(() => controls.play()));
  return controls;
}

/** Whether `element` may move: the visitor did not ask for less motion, and it would be seen at all. */
export function canAnimate(element: Element): boolean {
  return !prefersReducedMotion() && !document.hidden && element.getClientRects().length > 0;
}

/** Slides `element` in from the side `direction` names (1: from the right, -1: from the left), fading in. */
export function slideIn(element: HTMLElement, direction: 1 | -1): Controls | undefined {
  if (!canAnimate(element)) return undefined;
  return fromSecondFrame(animate(element, { transform: [`translateX(${direction * 40}%)`, 'translateX(0%)'], opacity: [0, 1] }, SLIDE));
}

/** Unfolds a disclosure's content: a short drop and fade (its height is left to layout). */
export function unfold(element: HTMLElement): Controls | undefined {
  if (!canAnimate(element)) return undefined;
  return fromSecondFrame(animate(element, { transform: ['translateY(-6px)', 'translateY(0px)'], opacity: [0, 1] }, { duration: 0.18, ease: 'easeOut' }));
}
