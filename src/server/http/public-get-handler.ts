/**
 * The prelude of the receiver's public GET endpoints (the quote, the availability): the booking
 * endpoint's CORS rules, a rate limit of the same size counted apart, GET/HEAD/OPTIONS only, a 200 that
 * caches for 5 minutes, and a 503 (never a 500) when the database is away.
 */
import { clientKeyFor, requireClientKey } from './client-key';
import { cors } from './cors';
import { json, type BookingHandler } from './answers';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from './rate-limit';
import type { BookingHandlerOptions } from '../receiver-options';
import { rateLimiterFor, receiverDatabase } from '../store/store-seam';

const ALLOW = 'GET, HEAD, OPTIONS';

type Database = ReturnType<typeof receiverDatabase>;
/** What one endpoint answers: a JSON body for the cacheable 200, or a Response of its own (400, 404). */
export type PublicAnswer = (request: Request, at: Date, database: Database, headers: Record<string, string>) => Promise<unknown>;

/** `name.id` names the rate limit and the log line (`quote`); `name.what` the 503 (`Prices cannot be read now.`). */
export function publicGetHandler(options: BookingHandlerOptions, name: { id: string; what: string; maxAge?: number }, answer: PublicAnswer): BookingHandler {
  const database = receiverDatabase(options.database);
  const corsFor = cors({ allowedOrigins: options.allowedOrigins, trustProxy: options.trustProxy });
  const limiter = rateLimiterFor(database, options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE, name.id);
  if (limiter.limited) requireClientKey(options, `the ${name.id} rate limit`);
  const now = options.now ?? (() => new Date());
  const onError = options.onError ?? ((error: unknown) => console.error(`bali-widgets: ${name.id}: ${(error as Error)?.message ?? error}`));

  return async function handlePublicGet(request: Request): Promise<Response> {
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
      const body = await answer(request, at, database, headers);
      if (body instanceof Response) return body;
      return new Response(request.method === 'HEAD' ? null : JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': `public, max-age=${name.maxAge ?? 300}`, ...headers },
      });
    } catch (error) {
      onError(error);
      return json(503, { error: `${name.what} cannot be read now.` }, { ...headers, 'Retry-After': '60' });
    }
  };
}
