/**
 * Who a request comes from, for the rate limits (as hono's `utils/ipaddr`): a key of your own, the entry a
 * trusted proxy appended to `X-Forwarded-For`, or the socket address the Node adapter recorded; IPv6
 * addresses are grouped by /64.
 */
import { clientAddress } from './client-address';
import { clientBehind, proxyList, warnIfCounted, type TrustProxy } from './trusted-proxies';

export type ClientKeyOptions = {
  /**
   * Whether a reverse proxy in front of the app sets `X-Forwarded-For`. Best, the proxies' addresses and
   * CIDRs (`'10.0.0.0/8,127.0.0.1'` or an array): the header is believed only from them, and the client is
   * the first address from the right that is not one of them (a request straight to the port is its socket
   * address). `true` (= 1) or the number of proxies: the client is the entry that many places from the
   * right, counted together with the socket address it came from (a forged header sent straight to the port
   * never counts against the real client); a warning at start says the port must not be reachable directly.
   * Default `false`: the header is ignored and the client is the socket address recorded by the Node
   * adapter. One of `trustProxy` and `clientKey` must be set wherever clients are counted: the handlers
   * refuse to be created otherwise.
   */
  trustProxy?: TrustProxy;
  /**
   * How to tell clients apart for the rate limits; overrides `trustProxy`. Return `null` (or `undefined`,
   * or '') when the client is unknown: bookings of unknown clients share one limit, and their admin token
   * guesses are not counted at all (nobody's failures may lock the owner out; the token's strength is the
   * defence). `() => null` says so for every request, as on a bare `next start`.
   */
  clientKey?: (request: Request) => string | undefined | null;
};

let warnedNoClient = false;

/**
 * One rate-limit bucket per IPv4 address and per IPv6 /64 (a single host usually owns a whole /64, so
 * counting single IPv6 addresses would let it rotate through billions of them).
 */
export function addressBucket(address: string): string {
  // Proxies may append the client's port: "[v6]:port" and "v4:port" name the same client on every connection.
  const plain = address
    .trim()
    .replace(/^\[|\](:\d+)?$/g, '')
    .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1')
    .replace(/%.*$/, '')
    .replace(/^::ffff:(?=\d+\.)/i, '');
  if (!plain.includes(':') || !/^[0-9a-f:.]+$/i.test(plain)) return plain;
  const [head, tail] = plain.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(8 - left.length - right.length, 0)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The rate-limit key of `request`; `'unknown'` (with a warning, once) when no address is known. */
export function clientKeyFor(request: Request, options: ClientKeyOptions): string {
  const known = knownClient(request, options);
  if (known !== undefined) return known;
  if (!warnedNoClient && !options.clientKey) {
    warnedNoClient = true;
    console.warn(
      'bali-widgets: the client address is unknown, so all clients share one rate limit; ' +
        'set `trustProxy` or `clientKey` in the receiver options.',
    );
  }
  return 'unknown';
}

/** Who sent `request`, or undefined when clients cannot be told apart (no address, or `clientKey` says so). */
export function knownClient(request: Request, options: ClientKeyOptions): string | undefined {
  if (options.clientKey) return options.clientKey(request) || undefined;
  const address = clientAddress(request);
  const forwarded = () => (request.headers.get('x-forwarded-for') ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  const list = proxyList(options.trustProxy);
  // Listed proxies are known by the socket: without one (no Node adapter) nothing can be believed.
  if (list) return address ? addressBucket(clientBehind(list, forwarded(), address)) : undefined;
  const hops = options.trustProxy === true ? 1 : Number(options.trustProxy) || 0;
  if (hops > 0) {
    const entries = forwarded();
    const entry = entries[Math.max(entries.length - hops, 0)];
    if (entry) return address ? `${addressBucket(entry)} via ${addressBucket(address)}` : addressBucket(entry);
  }
  return address ? addressBucket(address) : undefined;
}

/**
 * Refuses a handler that counts clients but was not told how to tell them apart: one shared count would
 * let a few junk requests lock out every guest and the owner. `false` is an answer (the socket address, on
 * a plain Node server); only leaving both options out is refused.
 */
export function requireClientKey(options: ClientKeyOptions, counted: string): void {
  proxyList(options.trustProxy); // a bad list stops the start
  if (options.clientKey === undefined) warnIfCounted(options.trustProxy);
  if (options.clientKey !== undefined || options.trustProxy !== undefined) return;
  throw new TypeError(
    `bali-widgets: cannot tell clients apart for ${counted}. Set \`trustProxy\`: false on a plain Node ` +
      'server (the socket address), true (or the number of proxies) behind a reverse proxy that sets ' +
      'X-Forwarded-For, as on Vercel; or `clientKey: (request) => …` (TRUST_PROXY for npm start). ' +
      'See docs/deploying.md.',
  );
}
