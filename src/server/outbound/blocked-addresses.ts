/**
 * The one block list for every server-side fetch: an address that is not on the public internet (loopback,
 * private, link-local, CGNAT, documentation, benchmarking, relays, multicast, reserved) is never contacted,
 * nor an IPv6 form that embeds an IPv4 address (mapped, compatible, translated, NAT64, 6to4, Teredo): those
 * reach private IPv4 hosts through the back door. IPv6 outside 2000::/3 is unallocated, so refused too.
 */
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.31.196.0', 24], ['192.52.193.0', 24], ['192.88.99.0', 24],
  ['192.168.0.0', 16], ['192.175.48.0', 24], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, prefix, 'ipv4');

const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
for (const [net, prefix] of [
  ['2001::', 23], ['2001:db8::', 32], ['2002::', 16], ['3fff::', 20], ['5f00::', 16], ['2620:4f:8000::', 48],
] as const) blocked.addSubnet(net, prefix, 'ipv6');

/** The address without brackets or a zone (`[fe80::1%eth0]` → `fe80::1%eth0`); other text stays as it is. */
export const bareHost = (host: string) => host.replace(/^\[|\]$/g, '');

/**
 * True when `address` must not be contacted. Anything that is not a plain IP address (a name, a scoped IPv6
 * address: a public address never carries a zone) counts as blocked.
 */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6 || address.includes('%')) return true;
  // Outside 2000::/3 sit ::/8 (loopback, unspecified, IPv4-compatible, -mapped and -translated), 64:ff9b::/96
  // (NAT64), 100::/64 (discard), fc00::/7 (unique local), fe80::/10 (link-local) and ff00::/8 (multicast).
  if (!globalUnicast.check(address, 'ipv6')) return true;
  return blocked.check(address, 'ipv6');
}

/**
 * The address a URL's host names when it is an IP literal, in the URL parser's normal form (`2130706433`,
 * `0x7f.1` and `0177.0.0.1` are all `127.0.0.1` by then); undefined for a name.
 */
export function literalAddress(url: URL): string | undefined {
  const host = bareHost(url.hostname);
  return isIP(host) ? host : undefined;
}
