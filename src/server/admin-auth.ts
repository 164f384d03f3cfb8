/**
 * The owner's bearer token, as hono's `bearerAuth()`: compared in constant time, and a client that used up
 * its failed attempts (`rateLimitPerMinute` a minute) gets `429` before its token is compared.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { clientKeyFor, type ClientKeyOptions } from './client-key';
import { json } from './http';
import { createRateLimiter, DEFAULT_RATE_LIMIT_PER_MINUTE } from './rate-limit';

export type AdminAuthOptions = ClientKeyOptions & {
  /** The token; must not be empty. */
  token: string;
  /** Failed attempts per minute and client. Default 10; `0` or `Infinity` turns the limit off. */
  rateLimitPerMinute?: number;
  now?: () => Date;
};

export function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, so timingSafeEqual never leaks the token's length either.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(new Uint8Array(a), new Uint8Array(b));
}

/** `(options) => (request) => refusal`: undefined lets the request in, otherwise the `401` or `429` to send. */
export function adminAuth(options: AdminAuthOptions): (request: Request) => Response | undefined {
  const now = options.now ?? (() => new Date());
  const failures = createRateLimiter(options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE);
  return (request) => {
    // A client that used up its failed attempts is refused before its token is compared: otherwise the
    // right guess would still get in, and the limit would only rename 401 to 429.
    const client = failures.limited ? clientKeyFor(request, options) : '';
    if (failures.full(client, now().getTime())) {
      return json(429, { error: 'Too many requests.' }, { 'Retry-After': '60' });
    }
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.get('authorization') ?? '');
    if (!match || !sameSecret(match[1], options.token)) {
      failures.hit(client, now().getTime());
      return json(401, { error: 'Unauthorized.' }, { 'WWW-Authenticate': 'Bearer realm="bookings"' });
    }
    return undefined;
  };
}
