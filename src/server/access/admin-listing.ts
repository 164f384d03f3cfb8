/**
 * The site owner's listing (`GET /api/bookings`), path-agnostic like the booking handler.
 * `Authorization: Bearer <adminToken>` → `200 { bookings: [...], nextCursor? }` newest first, a page at a
 * time (`?limit=` 1–1000, default 100; `?cursor=` the `nextCursor` of the page before; `?status=`, `?q=`),
 * or with `?format=csv` every matching row as a streamed CSV. `401` with a wrong or missing token (see
 * `adminAuth`: after `adminAttemptsPerMinute` guesses within a minute, counted with the inbox's sign-ins,
 * the client gets `429` for any token, the right one too), `404` when no token is configured, `405` for
 * other methods, `500` when
 * the database is away. No CORS: the listing is for the owner's own tools (curl, a spreadsheet import),
 * not for other sites.
 */
import { adminAuth, adminLockoutLimit, adminTokenOf } from './admin-auth';
import { guessCounter, guessLimiterFor, warnIfUncounted } from './admin-guesses';
import { requireClientKey } from '../http/client-key';
import { baseHeaders, json, type BookingHandler } from '../http/answers';
import { csvStream, listPage, parseListing } from './listing';
import type { BookingsAdminHandlerOptions } from '../receiver-options';
import { receiverDatabase } from '../store/store-seam';

export function createBookingsAdminHandler(options: BookingsAdminHandlerOptions): BookingHandler {
  const token = adminTokenOf(options.adminToken);
  const database = receiverDatabase(options.database);
  const attempts = adminLockoutLimit(options.adminAttemptsPerMinute);
  if (token) requireClientKey(options, 'the lockout after failed admin tokens');
  if (token) warnIfUncounted(options);
  const guess = guessCounter(guessLimiterFor(database, attempts), options, options.now ?? (() => new Date()));
  const authorize = token ? adminAuth({ token, guess }) : undefined;

  return async function handleBookings(request: Request): Promise<Response> {
    if (!authorize) return json(404, { error: 'Not found.' });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return json(405, { error: 'Method not allowed.' }, { Allow: 'GET, HEAD' });
    }
    try {
      const refusal = await authorize(request);
      if (refusal) return refusal;
      const listing = parseListing(new URL(request.url));
      if (!listing.ok) return json(400, { errors: listing.errors });
      const bookings = await database.bookings();
      const head = request.method === 'HEAD';
      if (listing.format === 'json') {
        const result = await listPage(bookings, listing.query);
        if (!result.ok) return json(400, { errors: result.errors });
        const response = json(200, result.page);
        return head ? new Response(null, { status: 200, headers: response.headers }) : response;
      }
      const { limit: _limit, cursor: _cursor, ...filter } = listing.query;
      return new Response(head ? null : await csvStream(bookings.stream(filter)), {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="bookings.csv"',
          ...baseHeaders(),
        },
      });
    } catch (error) {
      const { code, message } = (error ?? {}) as { code?: string; message?: string };
      console.error(`bali-widgets: could not read the bookings: ${code ?? ''} ${message ?? error}`);
      return json(500, { error: 'Could not read the bookings.' });
    }
  };
}
