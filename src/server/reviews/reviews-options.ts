/** The `reviews` option of `createBookingReceiver`. */
export type ReviewsOptions = {
  /** The owner's Google review link, offered to every reviewer after sending (`GOOGLE_REVIEW_URL`). */
  googleReviewUrl?: string;
  /** Days after check-out the request goes out, at 10:00 villa time (`REVIEW_ASK_AFTER_DAYS`), 0–30. Default 1. */
  askAfterDays?: number;
};
