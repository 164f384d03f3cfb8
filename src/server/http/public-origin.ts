/**
 * The origin of every absolute link the receiver makes (the calendar link, links in e-mails and push):
 * the configured public origin, else the host the browser asked for. A framework's `request.url` names the
 * server itself (`next start` says `http://localhost:3000`), so `Host` decides, and with a trusted proxy
 * `X-Forwarded-Host` and `X-Forwarded-Proto`.
 */
import type { TrustProxy } from './trusted-proxies';
import { forwardedHeader } from './forwarded';

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

const first = (header: string | null) => header?.split(',')[0]?.trim() || undefined;

export type LinkOptions = { publicOrigin?: string; trustProxy?: TrustProxy };

/** The origin links start with, for this request. */
export function linkOrigin(request: Request, options: LinkOptions): string {
  if (options.publicOrigin) return options.publicOrigin;
  const url = new URL(request.url);
  const forwardedHost = forwardedHeader(request, 'x-forwarded-host', options.trustProxy);
  const host = [forwardedHost, first(request.headers.get('host'))].find((h) => h !== undefined && HOST.test(h));
  const forwardedProto = forwardedHeader(request, 'x-forwarded-proto', options.trustProxy)?.toLowerCase();
  const protocol = forwardedProto === 'https' || forwardedProto === 'http' ? `${forwardedProto}:` : url.protocol;
  return host ? `${protocol}//${host.toLowerCase()}` : url.origin;
}
