/**
 * `GET /api/availability?listing=…&from=YYYY-MM-DD&to=YYYY-MM-DD`: the busy nights of a listing, merged,
 * `{ "busy": [{ "from", "to" }] }` with `to` the check-out day. Nothing else: no sources, names or notes.
 * Same CORS rules as the booking endpoint, its own rate limit of the same size, cacheable for 5 minutes.
 */
import { clientKeyFor, requireClientKey } from '../http/client-key';
import { cors } from '../http/cors';
import { json, type BookingHandler } from '../http/answers';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from '../http/rate-limit';
import type { BookingHandlerOptions } from '../receiver-options';
import { rateLimiterFor, receiverDatabase } from '../store/store-seam';
import { parseAvailabilityQuery } from './availability-query';
import { busyNights } from './busy-nights';
import { clip, mergeRanges, type NightRange } from './nights';

const ALLOW = 'GET, HEAD, OPTIONS';

export function createAvailabilityHandler(options: BookingHandlerOptions): BookingHandler {
  const database = receiverDatabase(options.database);
  const corsFor = cors({ allowedOrigins: options.allowedOrigins, trustProxy: Boolean(options.trustProxy) });
  const limiter = rateLimiterFor(database, options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE, 'availability');
  if (limiter.limited) requireClientKey(options, 'the availability rate limit');
  const now = options.now ?? (() => new Date());
  const onError = options.onError ?? ((error: unknown) => console.error(`bali-widgets: availability: ${(error as Error)?.message ?? error}`));

  return async function handleAvailability(request: Request): Promise<Response> {
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
      const query = parseAvailabilityQuery(new URL(request.url));
      if (!query.ok) return json(400, { errors: query.errors }, headers);
      const store = await database.store();
      if (!store) return json(404, { error: 'Availability needs the receiver\'s own database.' }, headers);
      const ranges = await busyNights(store, query.listing, query.from, query.to);
      const busy = mergeRanges(ranges.map((r) => clip(r, query.from, query.to)).filter((r): r is NightRange => r !== undefined));
      const body = request.method === 'HEAD' ? null : JSON.stringify({ busy });
      return new Response(body, {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=300', ...headers },
      });
    } catch (error) {
      onError(error);
      return json(503, { error: 'Availability cannot be read now.' }, { ...headers, 'Retry-After': '60' });
    }
  };
}
