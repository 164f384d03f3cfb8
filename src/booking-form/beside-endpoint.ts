/**
 * A URL of the receiver's beside the booking endpoint (`booking-challenge`, `availability`, `quote`): with a
 * trailing slash on the endpoint (Next.js `trailingSlash: true`) it sits beside it, slash and all.
 */
export function besideEndpoint(name: string, endpoint: string, base: string): URL {
  const at = new URL(endpoint, base);
  const slash = at.pathname.length > 1 && at.pathname.endsWith('/');
  return new URL(`${name}${slash ? '/' : ''}`, slash ? new URL('..', at) : at);
}
