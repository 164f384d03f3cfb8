/**
 * The site owner's listing (`GET /api/bookings`), path-agnostic like the booking handler.
 * `Authorization: Bearer <adminToken>` → `200 { bookings: [...] }` newest first, or CSV with `?format=csv`.
 * `401` with a wrong or missing token (see `adminAuth`: after `rateLimitPerMinute` failed attempts within
 * a minute the client gets `429` for any token, the right one too), `404` when no token is configured,
 * `405` for other methods. No CORS: the listing is for the owner's own tools (curl, a spreadsheet import),
 * not for other sites.
 */
import { BOOKING_FIELDS } from '../booking-request';
import { adminAuth } from './admin-auth';
import type { StoredBooking } from './booking-store';
import { toCsv } from './csv';
import { baseHeaders, json, type BookingHandler } from './http';
import type { BookingsAdminHandlerOptions } from './receiver-options';
import { lazyStore } from './store-seam';

// Where the request came from and where the owner stands with it follow the guest's fields.
const CSV_HEADER = ['id', 'createdAt', ...BOOKING_FIELDS, 'listing', 'locale', 'status', 'repliedAt'] as const;

type OwnerFields = { listing?: string; locale?: string; status?: string; repliedAt?: string };

function csvRows(bookings: (StoredBooking & OwnerFields)[]): unknown[][] {
  return bookings.map((b) => [
    b.id,
    b.createdAt,
    b.name,
    b.email,
    b.whatsapp,
    b.checkIn,
    b.checkOut,
    b.budgetCurrency,
    b.budgetAmount,
    b.travelType.join('; '),
    b.listing,
    b.locale,
    b.status ?? 'new',
    b.repliedAt,
  ]);
}

export function createBookingsAdminHandler(options: BookingsAdminHandlerOptions): BookingHandler {
  const token = options.adminToken ?? '';
  const store = lazyStore(options.database);
  const authorize = token ? adminAuth({ ...options, token }) : undefined;

  return async function handleBookings(request: Request): Promise<Response> {
    if (!authorize) return json(404, { error: 'Not found.' });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return json(405, { error: 'Method not allowed.' }, { Allow: 'GET, HEAD' });
    }
    const refusal = authorize(request);
    if (refusal) return refusal;
    const format = new URL(request.url).searchParams.get('format') ?? 'json';
    if (format !== 'json' && format !== 'csv') {
      return json(400, { errors: { format: 'format must be json or csv.' } });
    }
    const bookings = await store().list();
    const head = request.method === 'HEAD';
    if (format === 'json') {
      const response = json(200, { bookings });
      return head ? new Response(null, { status: 200, headers: response.headers }) : response;
    }
    return new Response(head ? null : toCsv(CSV_HEADER, csvRows(bookings)), {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="bookings.csv"',
        ...baseHeaders(),
      },
    });
  };
}
