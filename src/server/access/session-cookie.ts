/**
 * The inbox session: a random secret in an HttpOnly, SameSite=Strict cookie (Secure on https), scoped to
 * the inbox's path. The database keeps only its SHA-256, with when it began, when it was last used and the
 * token generation that made it (token-generation.ts): 12 hours idle, 30 days since sign-in or another token ends it, and
 * signing out deletes the row, so a copied cookie dies with the session on every instance.
 */
import { createHash, randomBytes } from 'node:crypto';
import { forwardedHeader } from '../http/forwarded';
import type { TrustProxy } from '../http/trusted-proxies';

export const SESSION_COOKIE = 'bali_inbox';
/** Idle time after which a session ends. */
export const IDLE_MS = 12 * 60 * 60 * 1000;
/** Time after sign-in at which a session ends, however much it is used. */
export const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export const newSecret = () => randomBytes(32).toString('base64url');
export const hashOfSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The session secret the request carries, if any (only the shape of a secret is accepted). */
export function secretOf(request: Request): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === SESSION_COOKIE && /^[A-Za-z0-9_-]{43}$/.test(value)) return value;
  }
  return undefined;
}

/** Whether the browser reached us over https (directly, or through a trusted proxy that says so). */
export function isHttps(request: Request, trustProxy: TrustProxy | undefined): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return forwardedHeader(request, 'x-forwarded-proto', trustProxy)?.toLowerCase() === 'https';
}

type CookieOptions = { path: string; secure: boolean };

export function sessionCookie(secret: string, { path, secure }: CookieOptions): string {
  return `${SESSION_COOKIE}=${secret}; Path=${path}; Max-Age=${IDLE_MS / 1000}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function clearedCookie({ path, secure }: CookieOptions): string {
  return `${SESSION_COOKIE}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
