/**
 * The bundle's entry: importing it registers <bali-booking-form> and <bali-reviews>.
 * Registration is idempotent, so loading the file twice is harmless.
 */
export { BaliBookingFormElement } from './booking-form/booking-form.element';
export { BaliReviewsElement } from './reviews/reviews.element';
export type { BookingRequest } from './booking-request';
export type {
  BookingErrorDetail,
  BookingErrorReason,
  BookingStepDetail,
  BookingSubmitDetail,
  BookingSuccessDetail,
} from './booking-form/booking-events';
export type { Review, ReviewChangeDetail } from './reviews/reviews.element';
