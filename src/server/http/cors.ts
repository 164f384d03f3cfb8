/**
 * CORS for the booking endpoint, as hono's `cors()` middleware: same-origin requests always pass, listed
 * origins get a grant for themselves only, any other origin is refused with `403`.
 */
import { baseHeaders, json } from './answers';
import { forwardedHeader } from './forwarded';
import type { TrustProxy } from './trusted-proxies';

export type CorsOptions = {
  /** Origins (`https://villa.example`) whose pages may POST cross-origin. */
  allowedOrigins?: readonly string[];
  /** Whether `X-Forwarded-Host` names the host the browser connected to (behind your own proxy). */
  trustProxy?: TrustProxy;
};

export type OriginVerdict = { kind: 'same' } | { kind: 'cross'; origin: string } | { kind: 'denied' };

/** The verdict on a request's origin and the CORS headers every answer to it carries. */
export type Cors = {
  verdict: OriginVerdict;
  headers: Record<string, string>;
  /** The answer to a preflight (`OPTIONS`): `204` with the grant for an allowed origin, `403` for a denied one. */
  preflight(): Response;
  /** `403` for a denied origin, otherwise undefined. */
  refusal(): Response | undefined;
};

const ALLOW = 'POST, OPTIONS';

/** Normalises `https://Villa.example/` to `https://villa.example`; drops entries that are not origins. */
export function normaliseOrigins(origins: readonly string[]): Set<string> {
  const set = new Set<string>();
  for (const raw of origins) {
    const value = raw.trim();
    if (!value) continue;
    // A typo here would refuse every request of that site: it stops the start instead.
    const origin = URL.canParse(value) ? new URL(value).origin : 'null';
    if (origin === 'null') throw new TypeError('bali-widgets: ALLOWED_ORIGINS (allowedOrigins) must be origins like https://partner.example, separated by commas.');
    set.add(origin);
  }
  return set;
}

export function judgeOrigin(request: Request, allowed: Set<string>, trustProxy: TrustProxy | undefined): OriginVerdict {
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
  hosts.push(forwardedHeader(request, 'x-forwarded-host', trustProxy) ?? null);
  return hosts.some((host) => host?.toLowerCase() === originHost) ? { kind: 'same' } : { kind: 'denied' };
}

/** `(options) => (request) => Cors`: the origins are normalised once, each request is judged on its own. */
export function cors(options: CorsOptions): (request: Request) => Cors {
  const allowed = normaliseOrigins(options.allowedOrigins ?? []);
  const { trustProxy } = options;
  return (request) => {
    const verdict = judgeOrigin(request, allowed, trustProxy);
    const headers: Record<string, string> =
      verdict.kind === 'cross'
        ? // The form reads only the status; a partner's own client may want to tell a replay from a first store.
          { 'Access-Control-Allow-Origin': verdict.origin, 'Access-Control-Expose-Headers': 'Idempotent-Replayed', Vary: 'Origin' }
        : { Vary: 'Origin' };
    const refusal = () => (verdict.kind === 'denied' ? json(403, { error: 'Origin not allowed.' }, headers) : undefined);
    const preflight = () =>
      refusal() ??
      new Response(null, {
        status: 204,
        headers: {
          ...baseHeaders(),
          ...headers,
          Allow: ALLOW,
          ...(verdict.kind === 'cross' && {
            'Access-Control-Allow-Methods': 'POST',
            'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key, X-Bali-Proof',
            'Access-Control-Max-Age': '600',
            Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
          }),
        },
      });
    return { verdict, headers, preflight, refusal };
  };
}

/** `405` with `Allow` for a method the booking endpoint does not take. */
export const methodNotAllowed = (headers: Record<string, string>) =>
  json(405, { error: 'Method not allowed.' }, { ...headers, Allow: ALLOW });
