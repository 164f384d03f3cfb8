/**
 * `GET /api/quote?listing=&checkIn=&checkOut=&lang=&currency=`: what a stay costs, computed by the
 * receiver from the owner's rates. Same CORS rules as the booking endpoint, its own rate limit of the same
 * size, cacheable for 5 minutes; `404` when the listing shows no prices, `503` when the database is away.
 */
import { clientKeyFor, requireClientKey } from '../http/client-key';
import { cors } from '../http/cors';
import { json, type BookingHandler } from '../http/answers';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from '../http/rate-limit';
import type { BookingHandlerOptions } from '../receiver-options';
import { rateLimiterFor, receiverDatabase } from '../store/store-seam';
import { answerQuote } from './quote-answer';
import { parseQuoteQuery } from './quote-query';

const ALLOW = 'GET, HEAD, OPTIONS';

export function createQuoteHandler(options: BookingHandlerOptions): BookingHandler {
  const database = receiverDatabase(options.database);
  const corsFor = cors({ allowedOrigins: options.allowedOrigins, trustProxy: Boolean(options.trustProxy) });
  const limiter = rateLimiterFor(database, options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE, 'quote');
  if (limiter.limited) requireClientKey(options, 'the quote rate limit');
  const now = options.now ?? (() => new Date());
  const onError = options.onError ?? ((error: unknown) => console.error(`bali-widgets: quote: ${(error as Error)?.message ?? error}`));

  return async function handleQuote(request: Request): Promise<Response> {
    const origin = corsFor(request);
    const headers = origin.headers;
    if (request.method === 'OPTIONS') return origin.refusal() ?? new Response(null, { status: 204, headers: { ...headers, Allow: ALLOW } });
    if (request.method !== 'GET' && request.method !== 'HEAD') return json(405, { error: 'Method not allowed.' }, { ...headers, Allow: ALLOW });
    const refusal = origin.refusal();
    if (refusal) return refusal;
    try {
      const at = now();
      if (limiter.limited && !(await limiter.hit(clientKeyFor(request, options), at.getTime()))) {
        return json(429, { error: 'Too many requests.' }, { ...headers, 'Retry-After': '60' });
      }
      const today = at.toISOString().slice(0, 10);
      const query = parseQuoteQuery(new URL(request.url), today);
      if (!query.ok) return json(400, { errors: query.errors }, headers);
      const store = await database.store();
      const body = store && (await answerQuote(store, query, today));
      if (!body) return json(404, { error: 'no-rates' }, headers);
      return new Response(request.method === 'HEAD' ? null : JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=300', ...headers },
      });
    } catch (error) {
      onError(error);
      return json(503, { error: 'Prices cannot be read now.' }, { ...headers, 'Retry-After': '60' });
    }
  };
}
