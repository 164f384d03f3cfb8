/**
 * `GET /api/reviews?listing=` (the approved reviews, `PublicReviewList`) and `GET /api/reviews/summary
 * ?listing=` (`ReviewSummary`): CORS, rate limit and caching as the availability endpoint's. Nothing but
 * what the owner approved, and never a guest's address or request.
 */
import type { PublicReviewList, ReviewSummary } from '../../inbox/reviews-api-types';
import { clientKeyFor, requireClientKey } from '../http/client-key';
import { cors } from '../http/cors';
import { json, type BookingHandler } from '../http/answers';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from '../http/rate-limit';
import type { BookingHandlerOptions } from '../receiver-options';
import { rateLimiterFor, receiverDatabase } from '../store/store-seam';
import { reviewStore } from './review-store';

const ALLOW = 'GET, HEAD, OPTIONS';
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** One handler for both paths: a path ending in `/summary` answers the summary. */
export function createReviewsHandler(options: BookingHandlerOptions): BookingHandler {
  const database = receiverDatabase(options.database);
  const corsFor = cors({ allowedOrigins: options.allowedOrigins, trustProxy: Boolean(options.trustProxy) });
  const limiter = rateLimiterFor(database, options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE, 'reviews');
  if (limiter.limited) requireClientKey(options, 'the reviews rate limit');
  const now = options.now ?? (() => new Date());
  const onError = options.onError ?? ((error: unknown) => console.error(`bali-widgets: reviews: ${(error as Error)?.message ?? error}`));

  return async function handleReviews(request: Request): Promise<Response> {
    const origin = corsFor(request);
    const headers = origin.headers;
    if (request.method === 'OPTIONS') return origin.refusal() ?? new Response(null, { status: 204, headers: { ...headers, Allow: ALLOW } });
    if (request.method !== 'GET' && request.method !== 'HEAD') return json(405, { error: 'Method not allowed.' }, { ...headers, Allow: ALLOW });
    const refusal = origin.refusal();
    if (refusal) return refusal;
    try {
      if (limiter.limited && !(await limiter.hit(clientKeyFor(request, options), now().getTime()))) {
        return json(429, { error: 'Too many requests.' }, { ...headers, 'Retry-After': '60' });
      }
      const url = new URL(request.url);
      const listing = url.searchParams.get('listing') ?? '';
      if (listing !== '' && !SLUG.test(listing)) return json(400, { errors: { listing: 'listing must be a slug: a-z, 0-9 and inner hyphens, at most 64 characters.' } }, headers);
      const store = await database.store();
      if (!store) return json(404, { error: 'Reviews need the receiver\'s own database.' }, headers);
      const reviews = reviewStore(store);
      const answer: PublicReviewList | ReviewSummary = url.pathname.replace(/\/+$/, '').endsWith('/summary')
        ? await reviews.summary(listing)
        : { reviews: await reviews.approved(listing) };
      return new Response(request.method === 'HEAD' ? null : JSON.stringify(answer), {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=300', ...headers },
      });
    } catch (error) {
      onError(error);
      return json(503, { error: 'Reviews cannot be read now.' }, { ...headers, 'Retry-After': '60' });
    }
  };
}
