import { forwardedHeader } from '../http/forwarded';
import type { TrustProxy } from '../http/trusted-proxies';

/**
 * Every call that changes something must come from the inbox's own pages: a browser always sends `Origin`
 * on POST and DELETE, and a page of another site cannot fake it. No `Origin` at all is a non-browser
 * client (curl), which has no cookies of the owner to abuse; `Sec-Fetch-Site` then decides when present.
 */
export function fromOwnPage(request: Request, trustProxy: TrustProxy | undefined): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) {
    const site = request.headers.get('sec-fetch-site');
    return site === null || site === 'same-origin' || site === 'none';
  }
  let host: string;
  try {
    const parsed = new URL(origin);
    if (origin !== parsed.origin) return false; // "null" (sandboxed frames, file://) or garbage
    host = parsed.host.toLowerCase();
  } catch {
    return false;
  }
  const url = new URL(request.url);
  if (origin === url.origin) return true;
  // Behind a TLS-terminating proxy request.url may say http; the host the browser asked for is in Host.
  const hosts = [url.host, request.headers.get('host')];
  hosts.push(forwardedHeader(request, 'x-forwarded-host', trustProxy) ?? null);
  return hosts.some((h) => h?.toLowerCase() === host);
}
