/**
 * The booking endpoint for `<bali-booking-form>`: a Fetch-API handler (`(request: Request) =>
 * Promise<Response>`) that works as a Next.js App Router route handler or, through `toNodeListener`, in a
 * plain Node server. It composes the parts: CORS, the bounded JSON body, idempotency, the rate limit, the
 * request contract's schema, and the store.
 */
import { randomUUID } from 'node:crypto';
import { addDays, createBookingSchema, fieldErrors, LIMITS, type BookingRequest } from '../../booking-request';
import { clientKeyFor, requireClientKey } from '../http/client-key';
import { cors, methodNotAllowed } from '../http/cors';
import { json, type BookingHandler } from '../http/answers';
import { answerReplay, bookingOf, conflict, fingerprint, hashOf, idempotencyKeyOf, replayed } from './idempotency';
import { MAX_BODY_BYTES, readJsonObject, setBodyLimit } from '../http/json-body';
import { requestContext } from '../notify/request-context';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from '../http/rate-limit';
import type { BookingHandlerOptions } from '../receiver-options';
import { stayQuote } from '../pricing/stay-snapshot';
import type { SpamShield } from '../spam/spam-shield';
import { rateLimiterFor, receiverDatabase } from '../store/store-seam';

const utcToday = (now: Date) => now.toISOString().slice(0, 10);

const defaultOnError = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  console.error(`bali-widgets: could not store a booking request: ${code ?? ''} ${message ?? error}`);
};

/**
 * The booking endpoint (`POST /api/book-accommodation`). Path-agnostic: mount it where the form posts.
 *
 * | status | when |
 * |---|---|
 * | 201 `{ id }` | stored (or an `Idempotency-Key` replay of a stored request, with `Idempotent-Replayed: true`) |
 * | 400 `{ errors: { field: message } }` | invalid body (same zod schema as the form), malformed JSON, bad `Idempotency-Key` |
 * | 403 | cross-origin request from an origin not in `allowedOrigins` |
 * | 405 | any method but POST / OPTIONS (`Allow` header) |
 * | 413 | body above `maxBodyBytes` (by `Content-Length` or by counting the streamed bytes) |
 * | 415 | `Content-Type` is not `application/json` |
 * | 422 | `Idempotency-Key` reused with a different body |
 * | 429 | over `rateLimitPerMinute` for this client |
 * | 500 | storing failed |
 *
 * `OPTIONS` answers CORS preflights for `allowedOrigins` only (`Content-Type, Idempotency-Key, X-Bali-Proof`
 * headers). `shield` (from `createBookingReceiver`) judges each valid request; without it every one is new.
 */
export function createBookingHandler(options: BookingHandlerOptions, shield?: SpamShield): BookingHandler {
  const database = receiverDatabase(options.database);
  const corsFor = cors({ allowedOrigins: options.allowedOrigins, trustProxy: options.trustProxy });
  const now = options.now ?? (() => new Date());
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const limiter = rateLimiterFor(database, options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE, 'bookings');
  if (limiter.limited) requireClientKey(options, 'the booking rate limit');
  const onError = options.onError ?? defaultOnError;
  // Guests live in every time zone: "today" somewhere on Earth is UTC today give or take a day.
  const schema = createBookingSchema(
    () => addDays(utcToday(now()), -1),
    () => addDays(utcToday(now()), 1, LIMITS.checkInYears),
  ).booking;
  // The same rules without the check-in window: a retry's fingerprint must not depend on the day.
  const timelessSchema = createBookingSchema(() => '0000-01-01', () => '9999-12-31').booking;

  setBodyLimit(handleBooking, maxBodyBytes);
  return handleBooking;

  /** The valid booking in a body, or its field errors. */
  function validBooking(value: unknown): { booking: BookingRequest } | { errors: Record<string, string> } {
    const errors = fieldErrors(schema, value);
    if (Object.keys(errors).length > 0) return { errors };
    return { booking: bookingOf(schema.parse(value) as BookingRequest) };
  }

  /** Counts the request under the limit: the 429 when it is over, a 500 when the count cannot be kept. */
  async function over(request: Request, at: Date, headers: Record<string, string>): Promise<Response | undefined> {
    let admitted;
    try {
      admitted = await limiter.hit(clientKeyFor(request, options), at.getTime());
    } catch (error) {
      onError(error); // the limit is counted in a database that is away
      return json(500, { error: 'Could not store the request.' }, headers);
    }
    return admitted ? undefined : json(429, { error: 'Too many requests.' }, { ...headers, 'Retry-After': '60' });
  }

  async function handleBooking(request: Request): Promise<Response> {
    const origin = corsFor(request);
    const headers = origin.headers;
    if (request.method === 'OPTIONS') return origin.preflight();
    if (request.method !== 'POST') return methodNotAllowed(headers);
    const refusal = origin.refusal();
    if (refusal) return refusal;

    const receivedAt = now();
    const body = await readJsonObject(request, maxBodyBytes);
    const key = body.ok ? idempotencyKeyOf(request) : undefined;
    // A retry of a stored booking is answered from the store, before the rate limit and the validation:
    // the guest gets the first answer even on a busy minute, or days later when its check-in has passed.
    if (body.ok && key?.ok && key.key !== undefined) {
      const used = key.key;
      // A lookup that fails leaves the request to save(), which reports a broken store with a 500.
      const previous = await database
        .bookings()
        .then((bookings) => bookings.find(used))
        .catch(() => undefined);
      if (previous) return answerReplay(previous, fingerprint(timelessSchema, body.value), headers);
    }
    const booking = body.ok && key?.ok ? validBooking(body.value) : undefined;
    // A request that is no booking is counted on its own; a booking is counted in its own transaction.
    if ((!booking || 'errors' in booking) && limiter.limited) {
      const refused = await over(request, receivedAt, headers);
      if (refused) return refused;
    }
    if (!body.ok) return json(body.status, body.body, headers);
    if (!key?.ok) return json(400, key?.body ?? {}, headers);
    const checked = booking!;
    if ('errors' in checked) return json(400, { errors: checked.errors }, headers);
    const valid = checked.booking;
    const idempotencyKey = key.key;

    let result;
    try {
      const proof = await shield?.prepare(request, receivedAt);
      const context = requestContext(request);
      const quote = await stayQuote(database, context.listing ?? '', valid.checkIn, valid.checkOut);
      const book = async () => {
        if (limiter.limited) {
          const refused = await over(request, receivedAt, headers);
          if (refused) return refused;
        }
        // A bot gets the same 201 as a guest: its request is stored as spam and announced to nobody.
        const verdict = await shield?.judge(request, valid, idempotencyKey, receivedAt, proof);
        return (await database.bookings()).save({
          ...(verdict?.spam && { status: 'spam' as const }),
          ...(verdict?.signals.length && { signals: verdict.signals }),
          id: randomUUID(),
          createdAt: receivedAt.toISOString(),
          booking: valid,
          idempotencyKey,
          bodyHash: hashOf(valid),
          // Where the request came from (`?listing=`, `Accept-Language`): recorded without changing the form's payload.
          ...context,
          ...(quote && { quote }),
        });
      };
      const store = await database.store();
      // One commit per booking: the limit's count, the proof's claim, the row and its deliveries.
      result = await (store ? store.write(book) : book());
    } catch (error) {
      onError(error);
      return json(500, { error: 'Could not store the request.' }, headers);
    }
    if (result instanceof Response) return result;
    if (result.outcome === 'conflict') return conflict(headers);
    return result.outcome === 'replayed' ? replayed(result.id, headers) : json(201, { id: result.id }, headers);
  }
}
