/**
 * The reference receiver for `<bali-booking-form>`: Fetch-API handlers (`(request: Request) =>
 * Promise<Response>`) that work as Next.js App Router route handlers or, through `toNodeListener`, in a
 * plain Node server.
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { addDays, BOOKING_FIELDS as FIELDS, createBookingSchema, fieldErrors, type BookingRequest, type BookingSchemas } from '../booking-request';
import { openBookingStore, type BookingStore, type StoredBooking, type StoredKey } from './booking-store';
import { clientAddress } from './client-address';
import { toCsv } from './csv';
import { createRateLimiter } from './rate-limit';

/** A Fetch-API request handler. */
export type BookingHandler = (request: Request) => Promise<Response>;

/** Options shared by the booking handler and the admin listing. */
export type CommonReceiverOptions = {
  /**
   * Where bookings are stored: the path of a SQLite file (created with its folder if missing), or a
   * {@link BookingStore} you opened yourself (`openBookingStore(path)`, or your own implementation).
   */
  database: string | BookingStore;
  /**
   * Requests per minute and client (sliding window). Default 10. `0` or `Infinity` turns the limit off.
   * For the admin listing it limits failed token attempts.
   */
  rateLimitPerMinute?: number;
  /**
   * Whether a reverse proxy in front of the app sets `X-Forwarded-For`. `true` (= 1) or the number of
   * proxies: the client is the entry that many places from the right (the one your own proxy appended;
   * entries further left are whatever the client sent and are ignored). Default `false`: the header is
   * ignored and the client is the socket address recorded by the Node adapter.
   */
  trustProxy?: boolean | number;
  /**
   * How to tell clients apart for the rate limit; overrides `trustProxy`. Return `undefined` to fall back
   * to the default. Without any address (e.g. Next.js without `trustProxy`) all clients share one limit.
   */
  clientKey?: (request: Request) => string | undefined | null;
  /** The clock (tests). Default `() => new Date()`. */
  now?: () => Date;
};

/** Options of {@link createBookingHandler}. */
export type BookingHandlerOptions = CommonReceiverOptions & {
  /**
   * Origins (`https://villa.example`) whose pages may POST here cross-origin (CORS). Same-origin requests
   * (no `Origin` header, or the request's own origin) are always allowed; any other origin gets `403`.
   */
  allowedOrigins?: readonly string[];
  /** Largest accepted body in bytes. Default 16 KiB. */
  maxBodyBytes?: number;
  /**
   * Called when storing fails (the client gets `500`). Default: `console.error` of the error's code and
   * message, which never contain the booking's personal data.
   */
  onError?: (error: unknown) => void;
};

/** Options of {@link createBookingsAdminHandler}. */
export type BookingsAdminHandlerOptions = CommonReceiverOptions & {
  /** The bearer token that unlocks the listing. Unset or empty: the listing answers `404`. */
  adminToken?: string;
};

/** Options of {@link createBookingReceiver}: everything, for one shared store. */
export type BookingReceiverOptions = BookingHandlerOptions & BookingsAdminHandlerOptions;

/** Default body limit: 16 KiB. */
export const MAX_BODY_BYTES = 16 * 1024;

/** Each booking handler's `maxBodyBytes`, for the Node adapter's own cap (see `toNodeListener`). */
const bodyLimits = new WeakMap<BookingHandler, number>();

/** The `maxBodyBytes` a handler made by {@link createBookingHandler} was given; undefined for others. */
export function bodyLimitOf(handler: unknown): number | undefined {
  return typeof handler === 'function' ? bodyLimits.get(handler as BookingHandler) : undefined;
}
/** Default requests per minute and client. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 10;

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const ALLOW = 'POST, OPTIONS';

const baseHeaders = (): Record<string, string> => ({
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
});

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...baseHeaders(), ...headers },
  });
}

/**
 * The store, opened on first use: importing a route module (as `next build` does) must not create files.
 */
function lazyStore(database: string | BookingStore): () => BookingStore {
  let store: BookingStore | undefined = typeof database === 'string' ? undefined : database;
  return () => (store ??= openBookingStore(database as string));
}

let warnedNoClient = false;

/**
 * One rate-limit bucket per IPv4 address and per IPv6 /64 (a single host usually owns a whole /64, so
 * counting single IPv6 addresses would let it rotate through billions of them).
 */
export function addressBucket(address: string): string {
  // Proxies may append the client's port: "[v6]:port" and "v4:port" name the same client on every connection.
  const plain = address
    .trim()
    .replace(/^\[|\](:\d+)?$/g, '')
    .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1')
    .replace(/%.*$/, '')
    .replace(/^::ffff:(?=\d+\.)/i, '');
  if (!plain.includes(':') || !/^[0-9a-f:.]+$/i.test(plain)) return plain;
  const [head, tail] = plain.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(8 - left.length - right.length, 0)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

function clientKeyFor(request: Request, options: CommonReceiverOptions): string {
  const custom = options.clientKey?.(request);
  if (custom) return custom;
  const hops = options.trustProxy === true ? 1 : Number(options.trustProxy) || 0;
  if (hops > 0) {
    const forwarded = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const entry = forwarded[Math.max(forwarded.length - hops, 0)];
    if (entry) return addressBucket(entry);
  }
  const address = clientAddress(request);
  if (address) return addressBucket(address);
  if (!warnedNoClient) {
    warnedNoClient = true;
    console.warn(
      'bali-widgets: the client address is unknown, so all clients share one rate limit; ' +
        'set `trustProxy` or `clientKey` in the receiver options.',
    );
  }
  return 'unknown';
}

/** Normalises `https://Villa.example/` to `https://villa.example`; drops entries that are not origins. */
function normaliseOrigins(origins: readonly string[]): Set<string> {
  const set = new Set<string>();
  for (const raw of origins) {
    const value = raw.trim();
    if (!value) continue;
    try {
      const origin = new URL(value).origin;
      if (origin !== 'null') set.add(origin);
    } catch {
      console.warn('bali-widgets: ignoring an allowed origin that is not a URL origin.');
    }
  }
  return set;
}

type OriginVerdict = { kind: 'same' } | { kind: 'cross'; origin: string } | { kind: 'denied' };

function judgeOrigin(request: Request, allowed: Set<string>, trustProxy: boolean): OriginVerdict {
  const origin = request.headers.get('origin');
  if (origin === null) return { kind: 'same' };
  if (allowed.has(origin)) return { kind: 'cross', origin };
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return { kind: 'denied' }; // `null` (sandboxed frames, file://) or garbage
  }
  const url = new URL(request.url);
  if (origin === url.origin) return { kind: 'same' };
  // Behind a TLS-terminating proxy the scheme in request.url may differ; the host a browser connected to
  // is still in `Host` (and, through a trusted proxy, `X-Forwarded-Host`).
  const hosts = [url.host, request.headers.get('host')];
  if (trustProxy) hosts.push(request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() ?? null);
  return hosts.some((host) => host?.toLowerCase() === originHost) ? { kind: 'same' } : { kind: 'denied' };
}

function isJson(contentType: string | null): boolean {
  if (!contentType) return false;
  const [type, ...params] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  const charset = params.find((param) => param.startsWith('charset='));
  return !charset || ['charset=utf-8', 'charset="utf-8"'].includes(charset);
}

type BodyResult = { ok: true; text: string } | { ok: false; status: 400 | 413 };

/** Reads at most `max` bytes; stops reading (and cancels the stream) as soon as the body is larger. */
async function readBody(request: Request, max: number): Promise<BodyResult> {
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > max) {
        reader.cancel().catch(() => {});
        return { ok: false, status: 413 };
      }
      chunks.push(value);
    }
  } catch (error) {
    return { ok: false, status: (error as { status?: number })?.status === 413 ? 413 : 400 };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, status: 400 };
  }
}

function utcToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The `Idempotency-Key` header: absent, a valid key (a structured-field string may come quoted), or bad. */
function idempotencyKeyOf(request: Request): { ok: true; key?: string } | { ok: false } {
  const raw = request.headers.get('idempotency-key');
  if (raw === null) return { ok: true };
  let key = raw.trim();
  if (key.length >= 2 && key.startsWith('"') && key.endsWith('"')) key = key.slice(1, -1);
  return IDEMPOTENCY_KEY.test(key) ? { ok: true, key } : { ok: false };
}

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
 * `OPTIONS` answers CORS preflights for `allowedOrigins` only (`Content-Type, Idempotency-Key` headers).
 */
export function createBookingHandler(options: BookingHandlerOptions): BookingHandler {
  const store = lazyStore(options.database);
  const allowed = normaliseOrigins(options.allowedOrigins ?? []);
  const now = options.now ?? (() => new Date());
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const limiter = createRateLimiter(options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE);
  const trustProxy = Boolean(options.trustProxy);
  const onError =
    options.onError ??
    ((error: unknown) => {
      const { code, message } = (error ?? {}) as { code?: string; message?: string };
      console.error(`bali-widgets: could not store a booking request: ${code ?? ''} ${message ?? error}`);
    });
  // Guests live in every time zone: "today" somewhere on Earth is at least UTC today minus one day.
  const schema = createBookingSchema(() => addDays(utcToday(now()), -1)).booking;
  // The same rules without "check-in cannot be in the past": a retry's fingerprint must not depend on the day.
  const timelessSchema = createBookingSchema(() => '0000-01-01').booking;

  bodyLimits.set(handleBooking, maxBodyBytes);
  return handleBooking;

  async function handleBooking(request: Request): Promise<Response> {
    const verdict = judgeOrigin(request, allowed, trustProxy);
    const cors: Record<string, string> =
      verdict.kind === 'cross'
        ? // The form reads only the status; a partner's own client may want to tell a replay from a first store.
          { 'Access-Control-Allow-Origin': verdict.origin, 'Access-Control-Expose-Headers': 'Idempotent-Replayed', Vary: 'Origin' }
        : { Vary: 'Origin' };

    if (request.method === 'OPTIONS') {
      if (verdict.kind === 'denied') return json(403, { error: 'Origin not allowed.' }, cors);
      return new Response(null, {
        status: 204,
        headers: {
          ...baseHeaders(),
          ...cors,
          Allow: ALLOW,
          ...(verdict.kind === 'cross' && {
            'Access-Control-Allow-Methods': 'POST',
            'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key',
            'Access-Control-Max-Age': '600',
            Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
          }),
        },
      });
    }
    if (request.method !== 'POST') return json(405, { error: 'Method not allowed.' }, { ...cors, Allow: ALLOW });
    if (verdict.kind === 'denied') return json(403, { error: 'Origin not allowed.' }, cors);

    const receivedAt = now();
    const parsed = await parseRequest(request, maxBodyBytes);
    // A retry of a stored booking is answered from the store, before the rate limit and the validation:
    // the guest gets the first answer even on a busy minute, or days later when its check-in has passed.
    if (parsed.ok && parsed.key !== undefined) {
      const key = parsed.key;
      // A lookup that fails leaves the request to save(), which reports a broken store with a 500.
      const previous = await Promise.resolve()
        .then(() => store().find?.(key))
        .catch(() => undefined);
      if (previous) return answerReplay(previous, fingerprint(timelessSchema, parsed.value), cors);
    }
    // The client is only looked up under a limit: with the limit off there is nothing to warn about.
    if (limiter.limited && !limiter.hit(clientKeyFor(request, options), receivedAt.getTime())) {
      return json(429, { error: 'Too many requests.' }, { ...cors, 'Retry-After': '60' });
    }
    if (!parsed.ok) return json(parsed.status, parsed.body, cors);
    const { value, key } = parsed;
    const errors = fieldErrors(schema, value);
    if (Object.keys(errors).length > 0) return json(400, { errors }, cors);
    const booking = bookingOf(schema.parse(value) as BookingRequest);
    const bodyHash = hashOf(booking);

    let result;
    try {
      result = await store().save({
        id: randomUUID(),
        createdAt: receivedAt.toISOString(),
        booking,
        idempotencyKey: key,
        bodyHash,
      });
    } catch (error) {
      onError(error);
      return json(500, { error: 'Could not store the request.' }, cors);
    }
    if (result.outcome === 'conflict') return conflict(cors);
    return result.outcome === 'replayed' ? replayed(result.id, cors) : json(201, { id: result.id }, cors);
  }
}

/** The eight fields in their order: what is stored and what the fingerprint covers. */
const bookingOf = (parsed: BookingRequest) =>
  Object.fromEntries(FIELDS.map((field) => [field, parsed[field]])) as BookingRequest;

/** SHA-256 of the booking as the schema normalised it: key order and padding do not make another request. */
const hashOf = (booking: BookingRequest) => createHash('sha256').update(JSON.stringify(booking)).digest('hex');

/** The fingerprint of a body for a replay check, or `undefined` when it is no booking at all. */
function fingerprint(schema: BookingSchemas['booking'], value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? hashOf(bookingOf(result.data as BookingRequest)) : undefined;
}

const conflict = (cors: Record<string, string>) =>
  json(422, { error: 'This Idempotency-Key was already used for a different request.' }, cors);
const replayed = (id: string, cors: Record<string, string>) => json(201, { id }, { ...cors, 'Idempotent-Replayed': 'true' });

function answerReplay(previous: StoredKey, bodyHash: string | undefined, cors: Record<string, string>) {
  return bodyHash === previous.bodyHash ? replayed(previous.id, cors) : conflict(cors);
}

type ParsedRequest =
  | { ok: true; value: unknown; key?: string }
  | { ok: false; status: 400 | 413 | 415; body: object };

/** Content type, size, UTF-8, JSON and the `Idempotency-Key` header: everything checked before the schema. */
async function parseRequest(request: Request, maxBodyBytes: number): Promise<ParsedRequest> {
  if (!isJson(request.headers.get('content-type'))) {
    return { ok: false, status: 415, body: { error: 'Content-Type must be application/json.' } };
  }
  const tooLarge = { ok: false, status: 413, body: { error: 'Request body too large.' } } as const;
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= maxBodyBytes)) {
    request.body?.cancel().catch(() => {});
    return tooLarge;
  }
  const body = await readBody(request, maxBodyBytes);
  if (!body.ok) {
    return body.status === 413 ? tooLarge : { ok: false, status: 400, body: { errors: { body: 'Request body is not valid UTF-8.' } } };
  }
  let value: unknown;
  try {
    value = JSON.parse(body.text);
  } catch {
    return { ok: false, status: 400, body: { errors: { body: 'Malformed JSON.' } } };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, status: 400, body: { errors: { body: 'The body must be a JSON object.' } } };
  }
  const key = idempotencyKeyOf(request);
  if (!key.ok) {
    return { ok: false, status: 400, body: { errors: { 'Idempotency-Key': 'Idempotency-Key must be 1 to 255 visible ASCII characters.' } } };
  }
  return { ok: true, value, key: key.key };
}

function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, so timingSafeEqual never leaks the token's length either.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(new Uint8Array(a), new Uint8Array(b));
}

const CSV_HEADER = ['id', 'createdAt', ...FIELDS] as const;

function csvRows(bookings: StoredBooking[]): unknown[][] {
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
  ]);
}

/**
 * The site owner's listing (`GET /api/bookings`), path-agnostic like the booking handler.
 * `Authorization: Bearer <adminToken>` → `200 { bookings: [...] }` newest first, or CSV with
 * `?format=csv`. `401` with a wrong or missing token (compared in constant time; after `rateLimitPerMinute` failed
 * attempts within a minute, the client gets `429` for any token, the right one too), `404` when no token is configured, `405` for other methods.
 * No CORS: the listing is for the owner's own tools (curl, a spreadsheet import), not for other sites.
 */
export function createBookingsAdminHandler(options: BookingsAdminHandlerOptions): BookingHandler {
  const token = options.adminToken ?? '';
  const now = options.now ?? (() => new Date());
  const failures = createRateLimiter(options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE);
  const store = lazyStore(options.database);

  return async function handleBookings(request: Request): Promise<Response> {
    if (!token) return json(404, { error: 'Not found.' });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return json(405, { error: 'Method not allowed.' }, { Allow: 'GET, HEAD' });
    }
    // A client that used up its failed attempts is refused before its token is compared: otherwise the
    // right guess would still get in, and the limit would only rename 401 to 429.
    const client = failures.limited ? clientKeyFor(request, options) : '';
    if (failures.full(client, now().getTime())) {
      return json(429, { error: 'Too many requests.' }, { 'Retry-After': '60' });
    }
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.get('authorization') ?? '');
    if (!match || !sameSecret(match[1], token)) {
      failures.hit(client, now().getTime());
      return json(401, { error: 'Unauthorized.' }, { 'WWW-Authenticate': 'Bearer realm="bookings"' });
    }
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
    const csv = toCsv(CSV_HEADER, csvRows(bookings));
    return new Response(head ? null : csv, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="bookings.csv"',
        ...baseHeaders(),
      },
    });
  };
}

/** The receiver as a whole: both handlers on one store. */
export type BookingReceiver = {
  /** `POST` / `OPTIONS` at the form's endpoint (`/api/book-accommodation`). */
  bookingHandler: BookingHandler;
  /** `GET` for the site owner (`/api/bookings`). */
  adminHandler: BookingHandler;
  /** The shared store (opened on first access). */
  readonly store: BookingStore;
  /** Closes the store if it was opened. */
  close(): Promise<void>;
};

/**
 * Opens the store once and builds {@link createBookingHandler} and {@link createBookingsAdminHandler} on it.
 */
export function createBookingReceiver(options: BookingReceiverOptions): BookingReceiver {
  const open = lazyStore(options.database);
  let opened: BookingStore | undefined;
  const store = () => (opened ??= open());
  // A proxy store, so that both handlers share one connection that is opened on the first request.
  const shared: BookingStore = {
    save: (entry) => store().save(entry),
    // Without find() the booking handler cannot answer a retry before the rate limit and the validation.
    find: (key) => store().find?.(key),
    list: () => store().list(),
    close: () => opened?.close(),
  };
  const common = { ...options, database: shared };
  return {
    bookingHandler: createBookingHandler(common),
    adminHandler: createBookingsAdminHandler(common),
    get store() {
      return store();
    },
    close: async () => {
      await opened?.close();
    },
  };
}
