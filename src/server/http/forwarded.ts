/**
 * Whether a request's `X-Forwarded-Host` / `-Proto` are believed. With a list of proxies (`10.0.0.0/8,
 * 127.0.0.1`) only when the socket address is one of them: a client that reaches the port directly cannot
 * name the host links are made for. A count of proxies (or `true`) believes them as it believes
 * `X-Forwarded-For`, with the start-up warning that the port must not be reachable directly.
 */
import { clientAddress } from './client-address';
import { isTrustedProxy, proxyList, type TrustProxy } from './trusted-proxies';

/** True when `socket` (the peer address; unknown: undefined) may set the forwarded headers under `trustProxy`. */
export function believesForwardedFrom(socket: string | undefined, trustProxy: TrustProxy | undefined): boolean {
  const list = proxyList(trustProxy);
  if (list) return socket !== undefined && isTrustedProxy(list, socket);
  return trustProxy === true || (typeof trustProxy === 'number' && trustProxy > 0);
}

/** As `believesForwardedFrom`, for a `Request` whose peer address the adapter recorded. */
export const believesForwarded = (request: Request, trustProxy: TrustProxy | undefined): boolean =>
  believesForwardedFrom(clientAddress(request), trustProxy);

/** The first value of a forwarded header, when `request` may set it. */
export function forwardedHeader(request: Request, name: 'x-forwarded-host' | 'x-forwarded-proto', trustProxy: TrustProxy | undefined): string | undefined {
  if (!believesForwarded(request, trustProxy)) return undefined;
  return request.headers.get(name)?.split(',')[0]?.trim() || undefined;
}
