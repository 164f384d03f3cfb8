import r2wc from '@r2wc/react-to-web-component';
import { defineElement } from '../shared/define-element';
import { r2wcOptions } from '../shared/element-meta';
import { hostStyles } from '../shared/host.styles';
import type { Review } from './review-data';
import { Reviews, type ReviewChangeDetail } from './reviews';
import { reviewsMeta } from './reviews.meta';
import { keenSliderCss } from './use-keen-slider';
import { reviewsStyles } from './reviews.styles';

/**
 * `<bali-reviews>`: a carousel of guest reviews (WAI-ARIA APG carousel pattern). Six built-in reviews are
 * shown unless a child `<script type="application/json">` holds an array of `{ id, author, rating, text, imageUrl }`.
 * Its attributes, events, CSS custom properties and parts are listed once, in `reviews.meta.ts` (the r2wc
 * options below are derived from it; `dist/custom-elements.json` is generated from it).
 *
 * @tag bali-reviews
 */
export interface BaliReviewsElement extends HTMLElement {
  /** Folder that bare avatar file names are resolved against. Attribute `image-base-path`, default `/services/images`. */
  imageBasePath?: string;
  /** Path of a Next.js image optimizer, e.g. `/services/_next/image`. Attribute `image-optimizer`, unset by default. */
  imageOptimizer?: string;
  /**
   * Milliseconds between automatic advances; `0` turns autoplay off. Attribute `autoplay-delay`, default `3000`
   * (also for a value that is not a plain non-negative number, with a console warning).
   */
  autoplayDelay?: number;
  /** Accessible name of the carousel region. Attribute `label`, default `Guest reviews` in the widget's language. */
  label?: string;
  /**
   * Address of a receiver's approved reviews (`GET /api/reviews?listing=`). Attribute `source`, unset by default;
   * on any failure the child JSON or the built-ins are shown, with one console warning.
   */
  source?: string;
}

export const BaliReviewsElement = defineElement(
  reviewsMeta.tagName,
  () => r2wc(Reviews, r2wcOptions(reviewsMeta)),
  [hostStyles, keenSliderCss, reviewsStyles],
) as unknown as { new (): BaliReviewsElement; prototype: BaliReviewsElement };

export type { Review, ReviewChangeDetail };

declare global {
  interface HTMLElementTagNameMap {
    'bali-reviews': BaliReviewsElement;
  }
  interface GlobalEventHandlersEventMap {
    reviewchange: CustomEvent<ReviewChangeDetail>;
  }
}
