/**
 * Where a feed may be fetched from: `https` on a public address only, unless private feeds are allowed
 * (tests, a home server). The check runs on every address the host resolves to, inside the connection's
 * own lookup, so a name that resolves to a private address at connect time is refused too.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['2001:db8::', 32],
] as const) blocked.addSubnet(net, prefix, 'ipv6');

/** True for loopback, private, link-local, shared, multicast and reserved addresses (IPv4-mapped ones too). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

/** The switch that reads such feeds, named wherever one is refused (the inbox, the server's log). */
const SWITCH = 'CALENDAR_ALLOW_PRIVATE=1 (option allowPrivateFeeds) also reads http:// feeds and private addresses.';
const PRIVATE = `The feed is on a private address; ${SWITCH}`;

/** Why `url` may not be fetched, or undefined when it may. */
export function urlRefusal(url: URL, allowPrivate: boolean): string | undefined {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return `Only https:// feeds are read; ${SWITCH}`;
  if (url.username || url.password) return 'A feed URL may not hold a user name or password.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) && isPrivateAddress(host)) return PRIVATE;
  return undefined;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for `http.request` that fails when any resolved address is private (unless allowed). */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
        const refusal = Object.assign(new Error(PRIVATE), { code: 'EPRIVATE' });
        return callback(refusal, []);
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
