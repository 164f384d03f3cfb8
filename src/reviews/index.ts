/**
 * Entry of `dist/bali-reviews.js`: registers `<bali-reviews>` only, for pages that show reviews without the
 * booking form (React, keen-slider and the carousel, none of the form's libraries).
 */
export { BaliReviewsElement } from './reviews.element';
export type { Review, ReviewChangeDetail } from './reviews.element';
