/**
 * `GET /api/availability?listing=…&from=YYYY-MM-DD&to=YYYY-MM-DD`: the busy nights of a listing, merged,
 * `{ "busy": [{ "from", "to" }] }` with `to` the check-out day. Nothing else: no sources, names or notes.
 * Same CORS rules as the booking endpoint, its own rate limit of the same size, cacheable for 5 minutes.
 */
import { json, type BookingHandler } from '../http/answers';
import { publicGetHandler } from '../http/public-get-handler';
import type { BookingHandlerOptions } from '../receiver-options';
import { parseAvailabilityQuery } from './availability-query';
import { busyNights } from './busy-nights';
import { clip, mergeRanges, type NightRange } from './nights';

export function createAvailabilityHandler(options: BookingHandlerOptions): BookingHandler {
  return publicGetHandler(options, { id: 'availability', what: 'Availability', maxAge: 60 }, async (request, at, database, headers) => {
    const query = parseAvailabilityQuery(new URL(request.url));
    if (!query.ok) return json(400, { errors: query.errors }, headers);
    const store = await database.store();
    if (!store) return json(404, { error: 'Availability needs the receiver\'s own database.' }, headers);
    const ranges = await busyNights(store, query.listing, query.from, query.to, at);
    return { busy: mergeRanges(ranges.map((r) => clip(r, query.from, query.to)).filter((r): r is NightRange => r !== undefined)) };
  });
}
