'use client';
/**
 * `bali-widgets/react`: `<BaliBookingForm>` and `<BaliReviews>`, React 19 client components around the two
 * elements. They render the same markup on the server (safe to import and render in Node) and register the
 * elements in the browser by loading them on first mount, built against your app's React (a peer
 * dependency, not a second copy). The JSX types of the tags themselves come with this entry too.
 */
export { BaliBookingForm, type BaliBookingFormProps } from './booking-form';
export { BaliReviews, type BaliReviewsProps } from './reviews';
export type { Review } from '../reviews/review-data';
export type {
  BaliBookingFormElementProps,
  BaliBookingFormEventDetails,
  BaliEvent,
  BaliReviewsElementProps,
  BaliReviewsEventDetails,
} from './jsx';
