/**
 * The inbox's sign-in and sessions. `POST api/session` signs in with the admin token (the guess is counted
 * before the body is read, so a slow body cannot slip past the limit), `GET` says whether the cookie's
 * session is alive, `DELETE` signs out; `DELETE api/sessions` signs out everywhere (every session of every
 * device, and every device's push alerts). A session lives while it was made by today's token in the token's
 * current generation (a changed token starts a new one: rolling back revives nothing), began within 30 days
 * and was used within 12 h.
 */
import { sameSecret } from '../access/admin-auth';
import type { Guess } from '../access/admin-guesses';
import { json } from './inbox-api';
import type { InboxData } from './inbox-data';
import { clearedCookie, hashOfSecret, IDLE_MS, MAX_AGE_MS, newSecret, secretOf, sessionCookie } from '../access/session-cookie';

export type CookieScope = { path: string; secure: boolean };
export type Session = { secret: string; hash: string };

export type SessionRoutesOptions = {
  token: string;
  store: () => Promise<InboxData>;
  guess: (request: Request) => Promise<Guess>;
  now: () => Date;
};

export const isSessionPath = (path: string) => path === 'api/session' || path === 'api/sessions';

export function sessionRoutes({ token, store, guess, now }: SessionRoutesOptions) {
  const sessions = async () => (await store()).sessions;
  const rules = async () => ({ ...(await (await sessions()).current(token)), idleMs: IDLE_MS, maxAgeMs: MAX_AGE_MS });

  /** The live session the request carries, if any (its idle clock restarts). */
  async function sessionOf(request: Request): Promise<Session | undefined> {
    const secret = secretOf(request);
    if (!secret) return undefined;
    const hash = hashOfSecret(secret);
    return (await (await sessions()).touch(hash, now(), await rules())) ? { secret, hash } : undefined;
  }

  async function signIn(request: Request, cookie: CookieScope): Promise<Response> {
    const counted = await guess(request);
    if (counted.refused) return json(429, { error: 'Too many attempts.' }, { 'Retry-After': '60' });
    const body = (await request.text().catch(() => '')).slice(0, 4096);
    let given = '';
    try {
      given = String((JSON.parse(body) as { token?: unknown }).token ?? '');
    } catch {
      return json(400, { error: 'Send { "token": "…" } as JSON.' });
    }
    if (!sameSecret(given, token)) return json(401, { error: 'Wrong admin token.' });
    await counted.right();
    const secret = newSecret();
    const { tokenMac, generation } = await rules();
    await (await sessions()).create(hashOfSecret(secret), now(), tokenMac, generation);
    return json(204, undefined, { 'Set-Cookie': sessionCookie(secret, cookie) });
  }

  /** Answers `api/session` and `api/sessions` (see {@link isSessionPath}). */
  async function handle(request: Request, path: string, cookie: CookieScope): Promise<Response> {
    const method = request.method;
    if (path === 'api/sessions') {
      if (method !== 'DELETE') return json(405, { error: 'Method not allowed.' }, { Allow: 'DELETE' });
      if (!(await sessionOf(request))) return json(401, { error: 'Signed out.' }, { 'Set-Cookie': clearedCookie(cookie) });
      await (await sessions()).removeAll();
      return json(204, undefined, { 'Set-Cookie': clearedCookie(cookie) });
    }
    if (method === 'POST') return signIn(request, cookie);
    const session = await sessionOf(request);
    if (method === 'DELETE') {
      if (session) await (await sessions()).remove(session.hash);
      return json(204, undefined, { 'Set-Cookie': clearedCookie(cookie) });
    }
    if (method !== 'GET' && method !== 'HEAD') return json(405, { error: 'Method not allowed.' }, { Allow: 'GET, POST, DELETE' });
    return session ? json(204, undefined) : json(401, { error: 'Signed out.' });
  }

  return { sessionOf, handle };
}
