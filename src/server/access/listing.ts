/**
 * The owner's listing after authentication: `GET /api/bookings` pages newest first (`?limit=` 1–1000,
 * default 100, `?cursor=` from the page before, optional `?status=` and `?q=`), and `?format=csv` streams
 * every matching row, one page of rows in memory at a time however long the listing is.
 */
import { csvCell } from './csv';
import { minorDigits } from '../pricing/rate-card';
import { BOOKING_STATUSES, DEFAULT_PAGE_SIZE, InvalidCursorError, MAX_PAGE_SIZE, type BookingStore, type ListQuery, type StoredBooking } from '../store';

export type ListingRequest =
  | { ok: true; format: 'json' | 'csv'; query: ListQuery }
  | { ok: false; errors: Record<string, string> };

/** Reads and checks the query string; every bad parameter gets its own message. */
export function parseListing(url: URL): ListingRequest {
  const params = url.searchParams;
  const errors: Record<string, string> = {};
  const format = params.get('format') ?? 'json';
  if (format !== 'json' && format !== 'csv') errors.format = 'format must be json or csv.';
  const query: ListQuery = {};
  const limit = params.get('limit');
  if (limit !== null) {
    if (/^\d{1,4}$/.test(limit) && Number(limit) >= 1 && Number(limit) <= MAX_PAGE_SIZE) query.limit = Number(limit);
    else errors.limit = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}).`;
  }
  const cursor = params.get('cursor');
  if (cursor) query.cursor = cursor;
  const status = params.get('status');
  if (status !== null) {
    if ((BOOKING_STATUSES as readonly string[]).includes(status)) query.status = status as ListQuery['status'];
    else errors.status = `status must be one of ${BOOKING_STATUSES.join(', ')}.`;
  }
  const q = params.get('q')?.trim();
  if (q) {
    if (q.length <= 200) query.q = q;
    else errors.q = 'q must be at most 200 characters.';
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, format: format as 'json' | 'csv', query };
}

const CSV_HEADER = [
  'id', 'createdAt', 'name', 'email', 'whatsapp', 'checkIn', 'checkOut', 'budgetCurrency', 'budgetAmount',
  'travelType', 'listing', 'locale', 'status', 'repliedAt', 'quoteCurrency', 'quoteTotal', 'quoteNights', 'quoteMinStay',
] as const;

/** The estimate's total as a spreadsheet reads money: major units with the currency's decimals (`407.39`). */
const quoteTotal = (quote: StoredBooking['quote']) => quote && (quote.total / 10 ** minorDigits(quote.currency)).toFixed(minorDigits(quote.currency));

function csvLine(b: StoredBooking): string {
  const cells = [b.id, b.createdAt, b.name, b.email, b.whatsapp, b.checkIn, b.checkOut, b.budgetCurrency,
    b.budgetAmount, b.travelType.join('; '), b.listing, b.locale, b.status, b.repliedAt,
    b.quote?.currency, quoteTotal(b.quote), b.quote?.nights, b.quote?.minStay];
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * The CSV document as a byte stream pulled by the client: rows are read from the store as the client
 * takes them. The first rows are read before this resolves, so a database that is down gives a `500`,
 * not a truncated file.
 */
export async function csvStream(rows: AsyncIterable<StoredBooking>): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let pending: IteratorResult<StoredBooking> | undefined = await iterator.next();
  let head = `\uFEFF${CSV_HEADER.join(',')}\r\n`;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk = head;
      head = '';
      // About 64 KiB per chunk: few enough writes, little memory.
      while (chunk.length < 65_536) {
        const next = pending ?? (await iterator.next());
        pending = undefined;
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += csvLine(next.value);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** One JSON page: `{ bookings, nextCursor? }`; a cursor no page handed out is the caller's 400. */
export async function listPage(bookings: BookingStore, query: ListQuery) {
  try {
    return { ok: true as const, page: await bookings.list(query) };
  } catch (error) {
    if (error instanceof InvalidCursorError) return { ok: false as const, errors: { cursor: error.message } };
    throw error;
  }
}
