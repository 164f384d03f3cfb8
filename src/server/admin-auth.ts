/**
 * The owner's bearer token, as hono's `bearerAuth()`: compared in constant time, and a client that used up
 * its failed attempts (`adminAttemptsPerMinute` a minute, always on) gets `429` before its token is compared.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { clientKeyFor, type ClientKeyOptions } from './client-key';
import { json } from './http';
import type { AsyncRateLimiter } from './receiver-store';

export type AdminAuthOptions = ClientKeyOptions & {
  /** The token; must not be empty. */
  token: string;
  /** Counts failed attempts per client (see {@link adminLockoutLimit}). */
  failures: AsyncRateLimiter;
  now?: () => Date;
};

export function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, so timingSafeEqual never leaks the token's length either.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(new Uint8Array(a), new Uint8Array(b));
}

/** Default failed admin tokens per minute and client. */
export const DEFAULT_ADMIN_ATTEMPTS_PER_MINUTE = 10;

/**
 * The lockout's limit: its own setting, apart from the booking limit, so that turning bookings' limit off
 * never opens the token to guessing. It cannot be turned off.
 */
export function adminLockoutLimit(attempts: number | undefined): number {
  if (attempts === undefined) return DEFAULT_ADMIN_ATTEMPTS_PER_MINUTE;
  if (!(Number.isInteger(attempts) && attempts >= 1)) {
    throw new RangeError('bali-widgets: adminAttemptsPerMinute must be a whole number of at least 1 (the lockout cannot be turned off).');
  }
  return attempts;
}

/** `(options) => (request) => refusal`: undefined lets the request in, otherwise the `401` or `429` to send. */
export function adminAuth(options: AdminAuthOptions): (request: Request) => Promise<Response | undefined> {
  const now = options.now ?? (() => new Date());
  const { failures } = options;
  return async (request) => {
    // A client that used up its failed attempts is refused before its token is compared: otherwise the
    // right guess would still get in, and the limit would only rename 401 to 429.
    const client = clientKeyFor(request, options);
    if (await failures.full(client, now().getTime())) {
      return json(429, { error: 'Too many requests.' }, { 'Retry-After': '60' });
    }
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.get('authorization') ?? '');
    if (!match || !sameSecret(match[1], options.token)) {
      await failures.hit(client, now().getTime());
      return json(401, { error: 'Unauthorized.' }, { 'WWW-Authenticate': 'Bearer realm="bookings"' });
    }
    return undefined;
  };
}
