/**
 * Where a push may go: an `https` push service on a public host. A subscription is the browser's word,
 * and the inbox stores what a signed-in page sends: without this check the receiver could be made to POST
 * to the owner's router or a cloud metadata address. `allowPrivate` lifts it (a push service on loopback).
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 3],
] as const) PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96]] as const) PRIVATE.addSubnet(net, bits, 'ipv6');

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/** True for an address no public push service has (loopback, private, link-local, multicast, …). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  return family === 0 || PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The endpoint as a URL when its form is acceptable (checked when the inbox stores it); undefined otherwise. */
export function pushEndpointUrl(endpoint: unknown, allowPrivate = false): URL | undefined {
  if (typeof endpoint !== 'string' || endpoint.length > 2048) return undefined;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  if (allowPrivate) return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  if (url.protocol !== 'https:') return undefined;
  const host = bare(url.hostname).toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.') && !isIP(host)) return undefined;
  if (isIP(host) && isPrivateAddress(host)) return undefined;
  return url;
}

/** Resolves the host right before a push: a public name that points at a private address is refused too. */
export async function publicHost(url: URL, allowPrivate = false): Promise<boolean> {
  if (allowPrivate) return true;
  const host = bare(url.hostname);
  if (isIP(host)) return !isPrivateAddress(host);
  const addresses = await lookup(host, { all: true });
  return addresses.length > 0 && addresses.every((a) => !isPrivateAddress(a.address));
}
