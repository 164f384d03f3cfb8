import { describe, expect, it, vi } from 'vitest';
import { setClientAddress } from './client-address';
import { knownClient } from './client-key';
import { trustProxyFromEnv } from './trusted-proxies';
import { adminAccessFixture, TOKEN } from '../../../test/helpers/admin-access';

function from(socket: string, forwarded?: string, path = 'api/bookings'): Request {
  const request = new Request(`https://villa.example/${path}`, { headers: forwarded ? { 'X-Forwarded-For': forwarded } : {} });
  setClientAddress(request, socket);
  return request;
}

describe('trusted proxies', () => {
  it('believes X-Forwarded-For only from listed proxies; a direct request is its socket address', () => {
    const options = { trustProxy: '10.0.0.0/8, 127.0.0.1' };
    expect(knownClient(from('10.0.0.5', '198.51.100.9'), options)).toBe('198.51.100.9');
    expect(knownClient(from('127.0.0.1', '1.1.1.1, 198.51.100.9, 10.0.0.6'), options)).toBe('198.51.100.9');
    expect(knownClient(from('::ffff:10.0.0.5', '198.51.100.9'), options)).toBe('198.51.100.9');
    expect(knownClient(from('203.0.113.50', '198.51.100.9'), options)).toBe('203.0.113.50');
    expect(knownClient(from('10.0.0.5'), options)).toBe('10.0.0.5');
    expect(knownClient(from('10.0.0.5', '10.0.0.7, 10.0.0.6'), options)).toBe('10.0.0.7');
    expect(knownClient(new Request('https://villa.example/', { headers: { 'X-Forwarded-For': '198.51.100.9' } }), options)).toBeUndefined();
    expect(knownClient(from('10.0.0.5', '198.51.100.9'), { trustProxy: ['10.0.0.0/8'] })).toBe('198.51.100.9');
    expect(knownClient(from('2001:db8::1', '198.51.100.9'), { trustProxy: '2001:db8::/32' })).toBe('198.51.100.9');
  });

  it('counts a count-of-proxies client together with its socket address', () => {
    expect(knownClient(from('10.0.0.5', '198.51.100.9'), { trustProxy: 1 })).toBe('198.51.100.9 via 10.0.0.5');
    expect(knownClient(from('203.0.113.50', '198.51.100.9'), { trustProxy: true })).toBe('198.51.100.9 via 203.0.113.50');
    expect(knownClient(new Request('https://v.example/', { headers: { 'X-Forwarded-For': '198.51.100.9' } }), { trustProxy: 1 })).toBe('198.51.100.9');
  });

  it('reads TRUST_PROXY as off, a count or a list, and names a bad entry', () => {
    expect(['', '0', 'false', undefined].map(trustProxyFromEnv)).toEqual([false, false, false, false]);
    expect([trustProxyFromEnv('1'), trustProxyFromEnv('true'), trustProxyFromEnv('2')]).toEqual([1, 1, 2]);
    expect(trustProxyFromEnv('10.0.0.0/8,127.0.0.1')).toBe('10.0.0.0/8,127.0.0.1');
    for (const bad of ['10.0.0.0/33', 'proxy.example', '10.0.0.0/8/1', '::1/129']) {
      expect(() => trustProxyFromEnv(bad), bad).toThrow(new RegExp(`"${bad.replace(/[./]/g, '\\$&')}" is not an address or CIDR.*10\\.0\\.0\\.0/8,127\\.0\\.0\\.1`));
    }
  });
});

/** A sign-in arriving on `socket` with a forwarded header. */
function signInFrom(socket: string, forwarded: string, token: string): Request {
  const request = new Request('https://villa.example/admin/api/session', {
    method: 'POST',
    headers: { origin: 'https://villa.example', 'content-type': 'application/json', 'X-Forwarded-For': forwarded },
    body: JSON.stringify({ token }),
  });
  setClientAddress(request, socket);
  return request;
}

describe.each(['SQLite', 'PostgreSQL'] as const)('forged X-Forwarded-For on %s', (dialect) => {
  const fx = adminAccessFixture(dialect);
  const OWNER = '198.51.100.9';

  it.each([['a list of proxies', '10.0.0.0/8'], ['a count of proxies', 1]] as const)(
    'with %s, guesses sent straight to the port "from" the owner never lock the owner out',
    { timeout: 30_000 },
    async (_, trustProxy) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        const { inbox } = fx.open({ trustProxy });
        const forged = [];
        for (let i = 0; i < 12; i++) forged.push((await inbox(signInFrom('203.0.113.50', OWNER, `wrong-${i}`))).status);
        expect(forged).toEqual([...Array(10).fill(401), 429, 429]);
        expect((await inbox(signInFrom('10.0.0.2', OWNER, TOKEN))).status).toBe(204);
        // Through the proxy, the owner's address is counted as itself.
        for (let i = 0; i < 10; i++) await inbox(signInFrom('10.0.0.2', '192.0.2.77', `wrong-${i}`));
        expect((await inbox(signInFrom('10.0.0.2', '192.0.2.77', TOKEN))).status).toBe(429);
        expect((await inbox(signInFrom('10.0.0.2', OWNER, TOKEN))).status).toBe(204);
      } finally {
        warn.mockRestore();
      }
    },
  );
});
