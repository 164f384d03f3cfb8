import { describe, expect, it, vi } from 'vitest';
import { addressBucket } from './client-key';
import { createBookingHandler, type BookingHandlerOptions } from '../index';
import { NOW, SITE, post, receiverFixture, valid } from '../../../test/helpers/receiver';

const fx = receiverFixture();

describe('client key', () => {
  it('ignores X-Forwarded-For unless trustProxy, then uses the entry the proxy appended', async () => {
    const spoofing = fx.handler({ rateLimitPerMinute: 1 });
    expect((await spoofing(post({ headers: { 'X-Forwarded-For': '1.1.1.1' } }))).status).toBe(201);
    expect((await spoofing(post({ headers: { 'X-Forwarded-For': '2.2.2.2' } }))).status).toBe(429);

    const proxied = fx.handler({ rateLimitPerMinute: 1, trustProxy: true });
    const via = (xff: string) => proxied(post({ headers: { 'X-Forwarded-For': xff }, ip: '10.0.0.1' })).then((r) => r.status);
    expect(await via('9.9.9.9, 192.0.2.1')).toBe(201);
    expect(await via('8.8.8.8, 192.0.2.1')).toBe(429); // forged left entry, same real client
    expect(await via('192.0.2.2')).toBe(201);
  });

  it('counts an IPv6 /64 as one client, IPv4 addresses one by one', () => {
    expect(addressBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressBucket('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(addressBucket('198.51.100.4')).toBe('198.51.100.4');
    // With the port some proxies append (X-Forwarded-For "1.2.3.4:5678", "[2001:db8::1]:443").
    expect(addressBucket('198.51.100.4:51234')).toBe('198.51.100.4');
    expect(addressBucket('[2001:db8:1:2::9]:443')).toBe('2001:db8:1:2::/64');
  });

  it('rate-limits a whole IPv6 /64 together', async () => {
    const handle = fx.handler({ rateLimitPerMinute: 1 });
    expect((await handle(post({ ip: '2001:db8:1:2::a' }))).status).toBe(201);
    expect((await handle(post({ ip: '2001:db8:1:2::b' }))).status).toBe(429);
    expect((await handle(post({ ip: '2001:db8:1:3::a' }))).status).toBe(201);
  });

  it('refuses to be created under a limit without trustProxy or clientKey, saying what to set', () => {
    const create = (options: Partial<BookingHandlerOptions>) => () => createBookingHandler({ database: fx.open(), now: () => NOW, ...options });
    expect(create({ rateLimitPerMinute: 5 })).toThrow(/cannot tell clients apart for the booking rate limit.*trustProxy.*clientKey/s);
    expect(create({})).toThrow(/cannot tell clients apart/); // the default limit is on
    for (const options of [{ trustProxy: false }, { trustProxy: 2 }, { clientKey: () => 'x' }, { rateLimitPerMinute: 0 }]) {
      expect(create(options), JSON.stringify(options)).not.toThrow();
    }
  });

  it('warns once about an unknown client address, and only when a limit is on', async () => {
    vi.resetModules(); // the warning is once per process: a fresh module
    const fresh = (await import('../booking/booking-handler')) as typeof import('../booking/booking-handler');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const anonymous = () => new Request(`${SITE}/api/book-accommodation`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(valid) });
      const unlimited = fresh.createBookingHandler({ database: fx.open(), rateLimitPerMinute: 0, now: () => NOW });
      expect((await unlimited(anonymous())).status).toBe(201);
      expect(warn).not.toHaveBeenCalled();
      // trustProxy: false promises a socket address, which a request built without the Node adapter lacks.
      const limited = fresh.createBookingHandler({ database: fx.open(), rateLimitPerMinute: 5, trustProxy: false, now: () => NOW });
      expect((await limited(anonymous())).status).toBe(201);
      expect((await limited(anonymous())).status).toBe(201);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toMatch(/client address is unknown/);
    } finally {
      warn.mockRestore();
    }
  });

  it('clientKey overrides the default', async () => {
    const handle = fx.handler({ rateLimitPerMinute: 1, clientKey: (r) => r.headers.get('x-api-user') });
    expect((await handle(post({ headers: { 'x-api-user': 'a' } }))).status).toBe(201);
    expect((await handle(post({ headers: { 'x-api-user': 'b' } }))).status).toBe(201);
    expect((await handle(post({ headers: { 'x-api-user': 'a' } }))).status).toBe(429);
  });
});
