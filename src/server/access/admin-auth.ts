/**
 * The owner's bearer token, as hono's `bearerAuth()`: at least 32 characters, compared in constant time,
 * and each comparison counted first (see admin-guesses.ts): a client whose guesses of the minute are used
 * up gets `429` before its token is looked at.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Guess } from './admin-guesses';
import { json } from '../http/answers';

export type AdminAuthOptions = {
  /** The token; must not be empty. */
  token: string;
  /** Counts the request's guess before its token is compared. */
  guess: (request: Request) => Promise<Guess>;
};

export function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, so timingSafeEqual never leaks the token's length either.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(new Uint8Array(a), new Uint8Array(b));
}

/** Default failed admin tokens per minute and client. */
export const DEFAULT_ADMIN_ATTEMPTS_PER_MINUTE = 10;

/** The shortest admin token accepted: 32 random characters are beyond any guessing. */
export const MIN_ADMIN_TOKEN_LENGTH = 32;

/**
 * A simple estimate of a token's strength in bits: its length times log2 of the alphabet its character
 * classes span (lower case 26, upper case 26, digits 10, anything else 33), and nothing at all for a token
 * of fewer than 10 distinct characters or with a run of 5 or more of one character (`xxxxxxxx…`).
 */
export function tokenStrengthBits(token: string): number {
  const chars = [...token];
  if (new Set(chars).size < 10 || /(.)\1{4}/su.test(token)) return 0;
  const alphabet = (/[a-z]/.test(token) ? 26 : 0) + (/[A-Z]/.test(token) ? 26 : 0) + (/[0-9]/.test(token) ? 10 : 0) + (/[^a-zA-Z0-9]/.test(token) ? 33 : 0);
  return Math.floor(chars.length * Math.log2(alphabet));
}

/** The least a token must carry by {@link tokenStrengthBits}. */
export const MIN_ADMIN_TOKEN_BITS = 128;

/**
 * The token, or '' when unset (the listing and the inbox answer 404). A short or weak one is refused at
 * creation, with a way to make one: where clients cannot be told apart, and against a copy of the database,
 * its strength is the only defence.
 */
export function adminTokenOf(token: string | undefined): string {
  const value = token ?? '';
  const make =
    ' Make a random one with\n' +
    `  node -e "console.log(require('node:crypto').randomBytes(32).toString('base64url'))"\n` +
    'and keep it in your environment, never in the repository.';
  if (value && value.length < MIN_ADMIN_TOKEN_LENGTH) {
    throw new TypeError(`bali-widgets: ADMIN_TOKEN (adminToken) is shorter than ${MIN_ADMIN_TOKEN_LENGTH} characters.${make}`);
  }
  if (value && tokenStrengthBits(value) < MIN_ADMIN_TOKEN_BITS) {
    throw new TypeError(
      `bali-widgets: ADMIN_TOKEN (adminToken) is too easy to guess (under ${MIN_ADMIN_TOKEN_BITS} bits: too few different characters, a long run of one, or a small alphabet).${make}`,
    );
  }
  return value;
}

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
  return async (request) => {
    // Counted before the comparison, in one step: otherwise concurrent guesses would all pass the check.
    const guess = await options.guess(request);
    if (guess.refused) return json(429, { error: 'Too many requests.' }, { 'Retry-After': '60' });
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.get('authorization') ?? '');
    if (!match || !sameSecret(match[1], options.token)) {
      return json(401, { error: 'Unauthorized.' }, { 'WWW-Authenticate': 'Bearer realm="bookings"' });
    }
    await guess.right();
    return undefined;
  };
}
