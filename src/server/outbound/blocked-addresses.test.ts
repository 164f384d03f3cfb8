import { describe, expect, it } from 'vitest';
import { isBlockedAddress, literalAddress } from './blocked-addresses';
import { urlRefusal } from './policy';

/** Hosts as a URL may spell them: the URL parser's normal form is what the policy checks. */
const refused = [
  ['127.0.0.1', 'loopback'], ['127.255.255.254', 'loopback, end of range'],
  ['2130706433', 'loopback in decimal'], ['0x7f.1', 'loopback in hex, short form'], ['0177.0.0.1', 'loopback in octal'],
  ['0x7f000001', 'loopback as one hex number'], ['127.1', 'loopback, short form'], ['0.0.0.0', 'this host'],
  ['0', 'this host as one number'], ['10.1.2.3', 'private'], ['012.0.0.1', 'private in octal'], ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private, end of range'], ['192.168.1.1', 'private'], ['3232235777', 'private in decimal'],
  ['169.254.169.254', 'cloud metadata (link-local)'], ['0xa9.0xfe.0xa9.0xfe', 'metadata in hex'], ['100.64.0.1', 'CGNAT'],
  ['100.127.255.254', 'CGNAT end'], ['192.0.0.8', 'IETF protocol assignments'], ['192.0.2.10', 'documentation TEST-NET-1'],
  ['198.51.100.7', 'documentation TEST-NET-2'], ['203.0.113.9', 'documentation TEST-NET-3'], ['192.88.99.1', '6to4 relay anycast'],
  ['198.18.0.1', 'benchmarking'], ['198.19.255.1', 'benchmarking end'], ['224.0.0.251', 'multicast'], ['239.255.255.250', 'multicast (SSDP)'],
  ['240.0.0.1', 'reserved'], ['255.255.255.255', 'broadcast'],
  ['[::1]', 'IPv6 loopback'], ['[::]', 'IPv6 unspecified'], ['[0:0:0:0:0:0:0:1]', 'IPv6 loopback, long form'],
  ['[::7f00:1]', 'IPv4-compatible loopback'], ['[::127.0.0.1]', 'IPv4-compatible, dotted'], ['[::ffff:127.0.0.1]', 'IPv4-mapped loopback'],
  ['[::ffff:7f00:1]', 'IPv4-mapped, hex'], ['[::ffff:a9fe:a9fe]', 'IPv4-mapped metadata'], ['[::ffff:8.8.8.8]', 'IPv4-mapped, even public'],
  ['[::ffff:0:7f00:1]', 'IPv4-translated loopback'], ['[64:ff9b::7f00:1]', 'NAT64'], ['[64:ff9b:1::a00:1]', 'local-use NAT64'],
  ['[100::1]', 'discard-only'], ['[2001:db8::1]', 'documentation'], ['[2002:a9fe:a9fe::]', '6to4 of the metadata address'],
  ['[2002:7f00:1::1]', '6to4 of loopback'], ['[2001:0:4136:e378:8000:63bf:3fff:fdd2]', 'Teredo'], ['[2001:2::1]', 'benchmarking'],
  ['[3fff::1]', 'documentation (2024)'], ['[fc00::1]', 'unique local'], ['[fd12:3456::1]', 'unique local'], ['[fe80::1]', 'link-local'],
  ['[fec0::1]', 'site-local (deprecated)'], ['[ff02::1]', 'multicast'], ['[4000::1]', 'unallocated'],
] as const;

const allowed = [
  ['8.8.8.8', 'public DNS'], ['1.1.1.1', 'public'], ['134744072', '8.8.8.8 in decimal'], ['93.184.215.14', 'public'],
  ['172.32.0.1', 'just past 172.16/12'], ['100.128.0.1', 'just past CGNAT'], ['192.0.3.1', 'just past TEST-NET-1'],
  ['[2001:4860:4860::8888]', 'public IPv6'], ['[2606:4700:4700::1111]', 'public IPv6'], ['[2a00:1450:4001::1]', 'public IPv6'],
] as const;

describe('the outbound block list', () => {
  it.each(refused)('refuses %s (%s)', (host) => {
    const url = new URL(`https://${host}/feed.ics`);
    expect(literalAddress(url)).toBeDefined();
    expect(isBlockedAddress(literalAddress(url)!)).toBe(true);
    expect(urlRefusal(url)).toBe('blocked');
    expect(urlRefusal(url, { allowPrivate: true })).toBeUndefined();
  });

  it.each(allowed)('allows %s (%s)', (host) => {
    const url = new URL(`https://${host}/feed.ics`);
    expect(isBlockedAddress(literalAddress(url)!)).toBe(false);
    expect(urlRefusal(url)).toBeUndefined();
  });

  it('holds more than 40 forms', () => expect(refused.length + allowed.length).toBeGreaterThan(40));

  it('refuses what is not a plain address: scoped IPv6, names, text', () => {
    for (const address of ['fe80::1%eth0', '2001:4860::1%1', 'localhost', 'villa.example', '', '1.2.3']) {
      expect(isBlockedAddress(address)).toBe(true);
    }
    // A scope in a URL is not even a URL.
    expect(() => new URL('https://[fe80::1%25eth0]/')).toThrow();
    expect(literalAddress(new URL('https://localhost./'))).toBeUndefined();
  });

  it('refuses other schemes and credentials before any lookup', () => {
    expect(urlRefusal(new URL('file:///etc/passwd'))).toBe('scheme');
    expect(urlRefusal(new URL('gopher://8.8.8.8/'))).toBe('scheme');
    expect(urlRefusal(new URL('https://user:pw@example.com/'))).toBe('credentials');
  });
});
