import { useEffect, type HTMLAttributes, type Ref } from 'react';
import type { Review } from '../reviews/review-data';
import type { BaliReviewsElement, ReviewChangeDetail } from '../reviews/reviews.element';
import { reviewsMeta } from '../reviews/reviews.meta';
import type { Assert } from '../shared/element-meta';
import type { BaliEvent } from './jsx';
import { useElementEvents } from './use-element-events';

export type BaliReviewsProps = Omit<HTMLAttributes<BaliReviewsElement>, 'children'> & {
  /** Your reviews (up to 50), shown instead of the built-in six; written into the child JSON script. */
  reviews?: readonly Review[];
  /** The carousel's accessible name (attribute `label`, default "Guest reviews" in the widget's language). */
  label?: string;
  /** Folder that bare avatar file names are resolved against (attribute `image-base-path`, default `/services/images`). */
  imageBasePath?: string;
  /** Path of a Next.js image optimizer, e.g. `/services/_next/image` (attribute `image-optimizer`). */
  imageOptimizer?: string;
  /** Milliseconds between automatic advances; `0` turns autoplay off (attribute `autoplay-delay`, default 3000). */
  autoplayDelay?: number;
  /** A receiver's `GET /api/reviews?listing=` address; its approved reviews are shown, `reviews` on any error (attribute `source`). */
  source?: string;
  onReviewChange?: (event: BaliEvent<ReviewChangeDetail, BaliReviewsElement>) => void;
  ref?: Ref<BaliReviewsElement>;
};

type Meta = typeof reviewsMeta;
/** Every attribute and event of the element has its prop (a compile error names one that has not). */
export type ReviewsPropsComplete = Assert<
  [Exclude<Meta['attributes'][number]['property'] | Meta['events'][number]['handler'], keyof BaliReviewsProps>] extends [never] ? true : false
>;

/** JSON for a `<script>` element's text: `<` escaped, so a review containing `</script>` cannot end it. */
const scriptJson = (reviews: readonly Review[]) => JSON.stringify(reviews).replace(/</g, '\\u003c');

/**
 * `<bali-reviews>` as a React client component: the same markup on the server and in the browser (your
 * reviews in the child JSON script, so they are in the server-rendered page), the element registered in
 * the browser only, and `onReviewChange` called after hydration as after a client render.
 */
export function BaliReviews({ reviews, label, imageBasePath, imageOptimizer, autoplayDelay, source, onReviewChange, ref, ...rest }: BaliReviewsProps) {
  const element = useElementEvents(reviewsMeta.events, { onReviewChange }, ref);
  useEffect(() => void import('../reviews/reviews.element'), []);
  const attributes = {
    label,
    source,
    'image-base-path': imageBasePath,
    'image-optimizer': imageOptimizer,
    'autoplay-delay': autoplayDelay === undefined ? undefined : String(autoplayDelay),
  };
  return (
    <bali-reviews ref={element} {...attributes} {...rest}>
      {reviews && <script type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(reviews) }} />}
    </bali-reviews>
  );
}
