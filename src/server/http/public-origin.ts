/**
 * The origin of every absolute link the receiver makes (the calendar link, links in e-mails and push):
 * the configured public origin, else the host the browser asked for. A framework's `request.url` names the
 * server itself (`next start` says `http://localhost:3000`), so `Host` decides, and with a trusted proxy
 * `X-Forwarded-Host` and `X-Forwarded-Proto`.
 */
import type { TrustProxy } from './trusted-proxies';

const EXAMPLE = 'https://villa.example';
/** A host as a browser sends it: a name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The checked `publicOrigin` option (`PUBLIC_ORIGIN`): `https://villa.example`, no path, query or user.
 * Throws a `TypeError` naming the option, the variable and an example.
 */
export function checkPublicOrigin(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const problem = `bali-widgets: publicOrigin (PUBLIC_ORIGIN) must look like ${EXAMPLE}: the scheme and host the owner's links start with, no path.`;
  if (!URL.canParse(value.trim())) throw new TypeError(problem);
  const url = new URL(value.trim());
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    throw new TypeError(problem);
  }
  return url.origin;
}

/** Any configured proxy (a list, a count or a switch) is trusted with the host the browser asked for. */
const trusts = (trust: TrustProxy | undefined) => (Array.isArray(trust) ? trust.length > 0 : Boolean(trust));

const first = (header: string | null) => header?.split(',')[0]?.trim() || undefined;

export type LinkOptions = { publicOrigin?: string; trustProxy?: TrustProxy };

/** The origin links start with, for this request. */
export function linkOrigin(request: Request, options: LinkOptions): string {
  if (options.publicOrigin) return options.publicOrigin;
  const url = new URL(request.url);
  const forwardedHost = trusts(options.trustProxy) ? first(request.headers.get('x-forwarded-host')) : undefined;
  const host = [forwardedHost, first(request.headers.get('host'))].find((h) => h !== undefined && HOST.test(h));
  const forwardedProto = trusts(options.trustProxy) ? first(request.headers.get('x-forwarded-proto'))?.toLowerCase() : undefined;
  const protocol = forwardedProto === 'https' || forwardedProto === 'http' ? `${forwardedProto}:` : url.protocol;
  return host ? `${protocol}//${host.toLowerCase()}` : url.origin;
}
