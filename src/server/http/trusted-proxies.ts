/**
 * Which proxies' `X-Forwarded-For` is believed. A list of addresses and CIDRs (`10.0.0.0/8,127.0.0.1`):
 * starting from the socket address, every address on the list is a proxy of the owner's and the client is
 * the first one from the right that is not; a request that reaches the port directly is its socket address,
 * whatever it wrote. A count of proxies cannot tell a forged header from a proxy's, so it is warned about.
 */
import { BlockList, isIP } from 'node:net';

export type TrustProxy = boolean | number | string | readonly string[];

const lists = new Map<string, BlockList>();

/** The proxies of a list setting, or undefined for `true`, a count or off. Throws on an entry that is no address or CIDR. */
export function proxyList(trustProxy: TrustProxy | undefined): BlockList | undefined {
  if (typeof trustProxy !== 'string' && !Array.isArray(trustProxy)) return undefined;
  const entries = (typeof trustProxy === 'string' ? trustProxy.split(',') : trustProxy).map((e) => e.trim()).filter(Boolean);
  const key = entries.join(',');
  const known = lists.get(key);
  if (known) return known;
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? (family === 4 ? 32 : 128) : Number(bits);
    if (!family || extra !== undefined || !/^\d{1,3}$/.test(String(prefix)) || prefix > (family === 4 ? 32 : 128)) {
      throw new TypeError(`bali-widgets: trustProxy (TRUST_PROXY) entry "${entry}" is not an address or CIDR; write e.g. 10.0.0.0/8,127.0.0.1 or a number of proxies.`);
    }
    list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  lists.set(key, list);
  return list;
}

const plain = (address: string) => address.trim().replace(/^\[|\](:\d+)?$/g, '').replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1').replace(/%.*$/, '').replace(/^::ffff:(?=\d+\.)/i, '');

/** True when `address` is one of the listed proxies. */
export function isTrustedProxy(list: BlockList, address: string): boolean {
  const bare = plain(address);
  const family = isIP(bare);
  return family !== 0 && list.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** The client behind listed proxies: the rightmost address, socket included, that is not one of them. */
export function clientBehind(list: BlockList, forwarded: readonly string[], socket: string): string {
  const chain = [...forwarded, socket];
  for (let i = chain.length - 1; i > 0; i -= 1) if (!isTrustedProxy(list, chain[i])) return chain[i];
  return chain[0];
}

/**
 * `TRUST_PROXY` for `npm start`: empty, `0` or `false` is off; `true` is one proxy; a whole number is that
 * many; anything else is a list of the proxies' addresses and CIDRs (checked here).
 */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  proxyList(text);
  return text;
}

let warnedCount = false;

/** Warns once at start that a count of proxies believes any client that reaches the port directly. */
export function warnIfCounted(trustProxy: TrustProxy | undefined): void {
  if (warnedCount || !(trustProxy === true || (typeof trustProxy === 'number' && trustProxy > 0))) return;
  warnedCount = true;
  console.warn(
    'bali-widgets: trustProxy is a count of proxies, so X-Forwarded-For is believed from anyone who reaches this ' +
      'port: make sure only your proxy can (bind to 127.0.0.1 or firewall it), or list the proxies\' addresses ' +
      'instead (TRUST_PROXY=10.0.0.0/8,127.0.0.1). Vercel and similar hosts, where the port is never reachable, are fine.',
  );
}
