/**
 * `GET /api/quote?listing=&checkIn=&checkOut=&lang=&currency=`: what a stay costs, computed by the
 * receiver from the owner's rates. Same CORS rules as the booking endpoint, its own rate limit of the same
 * size, cacheable for 5 minutes; `404` when the listing shows no prices, `503` when the database is away.
 */
import { json, type BookingHandler } from '../http/answers';
import { publicGetHandler } from '../http/public-get-handler';
import type { BookingHandlerOptions } from '../receiver-options';
import { answerQuote } from './quote-answer';
import { parseQuoteQuery } from './quote-query';

export function createQuoteHandler(options: BookingHandlerOptions): BookingHandler {
  return publicGetHandler(options, { id: 'quote', what: 'Prices' }, async (request, at, database, headers) => {
    const today = at.toISOString().slice(0, 10);
    const query = parseQuoteQuery(new URL(request.url), today);
    if (!query.ok) return json(400, { errors: query.errors }, headers);
    const store = await database.store();
    const body = store && (await answerQuote(store, query, today));
    return body || json(404, { error: 'no-rates' }, headers);
  });
}
