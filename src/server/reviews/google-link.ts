/**
 * The owner's Google review link, accepted only in the two forms Google hands out: `https://g.page/r/<id>/review`
 * and `https://search.google.com/local/writereview?placeid=<id>`. Anything else stops the start: a wrong
 * link would send every reviewer somewhere else.
 */
const G_PAGE = /^https:\/\/g\.page\/r\/[A-Za-z0-9_-]{6,100}\/review\/?$/;
const WRITE_REVIEW = /^https:\/\/search\.google\.com\/local\/writereview\?placeid=[A-Za-z0-9_-]{6,200}$/;

export function checkGoogleReviewUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (G_PAGE.test(url) || WRITE_REVIEW.test(url)) return url;
  throw new TypeError(
    'bali-widgets: GOOGLE_REVIEW_URL (reviews.googleReviewUrl) must be https://g.page/r/<id>/review or https://search.google.com/local/writereview?placeid=<id>, as Google\'s "Ask for reviews" gives it.',
  );
}

/** `REVIEW_ASK_AFTER_DAYS` / `reviews.askAfterDays`: a whole number of days from 0 to 30, default 1. */
export function checkAskAfterDays(value: number | string | undefined): number {
  if (value === undefined || value === '') return 1;
  const days = typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value) : value;
  if (typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= 30) return days;
  throw new TypeError('bali-widgets: REVIEW_ASK_AFTER_DAYS (reviews.askAfterDays) must be a whole number of days from 0 to 30.');
}
