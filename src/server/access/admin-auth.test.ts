import { describe, expect, it } from 'vitest';
import { createBookingReceiver, createBookingsAdminHandler, createInboxHandler, memoryInboxData } from '../index';
import { tokenStrengthBits } from './admin-auth';
import { setClientAddress } from '../http/client-address';
import { NOW, SITE, receiverFixture } from '../../../test/helpers/receiver';

const fx = receiverFixture();

describe('admin auth', () => {
  const TOKEN = 'B0hiDC68fogmCnOJiA-SbOOhNkMM9hEZa4xzLABaiPc';
  const list = (handle: (r: Request) => Promise<Response>, auth?: string, query = '', method = 'GET') => {
    const request = new Request(`${SITE}/api/bookings${query}`, { method, headers: auth === undefined ? {} : { Authorization: auth } });
    setClientAddress(request, '203.0.113.8');
    return handle(request);
  };

  it('401 without the right token, 404 when no token is configured, 405 for other methods', async () => {
    const handle = createBookingsAdminHandler({ database: fx.open(), adminToken: TOKEN, trustProxy: false, now: () => NOW });
    for (const auth of [undefined, '', TOKEN, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`]) {
      const response = await list(handle, auth);
      expect(response.status, String(auth)).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    expect((await list(handle, `bearer ${TOKEN}`)).status).toBe(200);
    expect((await list(handle, `Bearer ${TOKEN}`, '', 'POST')).status).toBe(405);
    expect((await list(handle, `Bearer ${TOKEN}`, '?format=xml')).status).toBe(400);

    for (const adminToken of [undefined, '']) {
      const disabled = createBookingsAdminHandler({ database: fx.open(), adminToken });
      expect((await list(disabled, `Bearer ${TOKEN}`)).status).toBe(404);
      expect((await list(disabled, 'Bearer ')).status).toBe(404);
    }
  });

  it('limits failed token attempts per client', async () => {
    const handle = createBookingsAdminHandler({ database: fx.open(), adminToken: TOKEN, adminAttemptsPerMinute: 2, trustProxy: false, now: () => NOW });
    const attempt = (auth: string) => {
      const request = new Request(`${SITE}/api/bookings`, { headers: { Authorization: auth } });
      setClientAddress(request, '203.0.113.9');
      return handle(request).then((r) => r.status);
    };
    expect([await attempt('Bearer a'), await attempt('Bearer b'), await attempt('Bearer c')]).toEqual([401, 401, 429]);
  });

  it('a client over its failed attempts is locked out for the right token too; others are not', async () => {
    let now = NOW.getTime();
    const handle = createBookingsAdminHandler({ database: fx.open(), adminToken: TOKEN, adminAttemptsPerMinute: 2, trustProxy: false, now: () => new Date(now) });
    const attempt = (auth: string, ip = '203.0.113.9') => {
      const request = new Request(`${SITE}/api/bookings`, { headers: { Authorization: auth } });
      setClientAddress(request, ip);
      return handle(request).then((r) => r.status);
    };
    expect([await attempt('Bearer a'), await attempt('Bearer b')]).toEqual([401, 401]);
    expect(await attempt(`Bearer ${TOKEN}`)).toBe(429);
    expect(await attempt(`Bearer ${TOKEN}`, '203.0.113.10')).toBe(200);
    now += 60_001; // the failures leave the sliding minute
    expect(await attempt(`Bearer ${TOKEN}`)).toBe(200);
  });

  it('keeps the lockout when the booking limit is off (0 or empty), and cannot be turned off', async () => {
    for (const rateLimitPerMinute of [0, Number(''), Infinity]) {
      const handle = createBookingsAdminHandler({ database: fx.open(), adminToken: TOKEN, rateLimitPerMinute, trustProxy: false, now: () => NOW });
      const statuses = [];
      for (let i = 0; i < 11; i++) statuses.push((await list(handle, 'Bearer wrong')).status);
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
    }
    for (const adminAttemptsPerMinute of [0, -1, 1.5, Infinity, Number.NaN]) {
      expect(() => createBookingsAdminHandler({ database: fx.open(), adminToken: TOKEN, adminAttemptsPerMinute, trustProxy: false }), String(adminAttemptsPerMinute)).toThrow(
        /adminAttemptsPerMinute must be a whole number of at least 1/,
      );
    }
  });

  it('refuses to be created with a token but no way to tell clients apart, saying what to set', () => {
    expect(() => createBookingsAdminHandler({ database: fx.open(), adminToken: TOKEN })).toThrow(/cannot tell clients apart.*trustProxy.*clientKey/s);
    expect(() => createBookingsAdminHandler({ database: fx.open(), adminToken: TOKEN, clientKey: () => 'owner' })).not.toThrow();
    expect(() => createBookingsAdminHandler({ database: fx.open() })).not.toThrow(); // no token: nothing to count
  });

  it('refuses a token of fewer than 32 characters in every handler, saying how to make one', () => {
    const short = 'villa-owner-password-2027-bali!'; // 31 characters
    const creators = [
      () => createBookingReceiver({ database: fx.dbPath, adminToken: short, trustProxy: false }),
      () => createBookingsAdminHandler({ database: fx.open(), adminToken: short, trustProxy: false }),
      () => createInboxHandler({ data: memoryInboxData(), adminToken: short }),
    ];
    for (const create of creators) {
      expect(create).toThrow(TypeError);
      expect(create).toThrow(/shorter than 32 characters.*node -e "console\.log\(require\('node:crypto'\)\.randomBytes\(32\)\.toString\('base64url'\)\)"/s);
    }
    expect(() => createBookingsAdminHandler({ database: fx.open(), adminToken: `${short}x`, trustProxy: false })).not.toThrow();
  });

  it('refuses a long but weak token: too few different characters, a run of five, a small alphabet', () => {
    for (const weak of ['x'.repeat(32), 'abababababababababababababababab', 'Kq7#mZ2!pW9$vL4@aaaaatR8&nY3*hJ6^', '4829175036'.repeat(3) + '41']) {
      expect(() => createInboxHandler({ data: memoryInboxData(), adminToken: weak }), weak).toThrow(/too easy to guess.*randomBytes\(32\)/s);
    }
    expect(tokenStrengthBits('x'.repeat(32))).toBe(0);
    expect(tokenStrengthBits('pGUUx7uIfB9pUeyWt2bjS5RlZuUTWwlrIoOfe9TAG1g')).toBeGreaterThanOrEqual(128);
    expect(tokenStrengthBits('0123456789abcdef0123456789abcdef')).toBeGreaterThanOrEqual(128); // 16 random bytes in hex
    expect(() => createInboxHandler({ data: memoryInboxData(), adminToken: 'villa-owner-password-2027-bali!x' })).not.toThrow();
  });
});
