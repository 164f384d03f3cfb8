/**
 * X-Forwarded-Host and -Proto are believed only from a listed proxy when proxies are listed: a client that
 * reaches the port directly cannot choose the host of the owner's calendar link, the inbox's cookie flag
 * or the origin check. A count believes them as it believes X-Forwarded-For (warned at start).
 */
import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { setClientAddress } from './client-address';
import { believesForwarded, believesForwardedFrom } from './forwarded';
import { toNodeListener } from './node-adapter';
import { linkOrigin } from './public-origin';
import { isHttps } from '../access/session-cookie';
import { fromOwnPage } from '../inbox/same-origin';
import { judgeOrigin } from './cors';

const FORGED = { host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', origin: 'https://evil.example' };
function from(socket: string | undefined, headers: Record<string, string> = FORGED) {
  const request = new Request('http://127.0.0.1:3000/admin/api/calendar', { method: 'POST', headers });
  setClientAddress(request, socket);
  return request;
}

describe('the forwarded headers', () => {
  it('are believed from a listed proxy only, with any list form and the IPv4-mapped socket address', () => {
    for (const list of ['10.0.0.0/8,127.0.0.1', ['10.0.0.0/8', '127.0.0.1']]) {
      expect(believesForwardedFrom('127.0.0.1', list)).toBe(true);
      expect(believesForwardedFrom('::ffff:10.1.2.3', list)).toBe(true);
      expect(believesForwardedFrom('203.0.113.7', list)).toBe(false);
      expect(believesForwardedFrom(undefined, list)).toBe(false);
    }
    expect([believesForwardedFrom('203.0.113.7', 1), believesForwardedFrom(undefined, true)]).toEqual([true, true]);
    expect([believesForwardedFrom('127.0.0.1', false), believesForwardedFrom('127.0.0.1', 0), believesForwardedFrom('127.0.0.1', undefined)]).toEqual([false, false, false]);
  });

  it('make no link, cookie flag or origin from a client that reaches the port directly past a proxy list', () => {
    const list = '10.0.0.0/8';
    const direct = from('203.0.113.7');
    expect(believesForwarded(direct, list)).toBe(false);
    expect(linkOrigin(direct, { trustProxy: list })).toBe('http://127.0.0.1:3000');
    expect(isHttps(direct, list)).toBe(false);
    expect(fromOwnPage(direct, list)).toBe(false);
    expect(judgeOrigin(direct, new Set(), list)).toEqual({ kind: 'denied' });

    const proxied = from('10.0.0.2', { ...FORGED, 'x-forwarded-host': 'villa.example', origin: 'https://villa.example' });
    expect(linkOrigin(proxied, { trustProxy: list })).toBe('https://villa.example');
    expect(isHttps(proxied, list)).toBe(true);
    expect(fromOwnPage(proxied, list)).toBe(true);
    expect(judgeOrigin(proxied, new Set(), list)).toEqual({ kind: 'same' });
  });

  describe('through the Node adapter', () => {
    let close: () => Promise<void> = async () => {};
    afterEach(() => close());

    it('builds the request URL from them only when the socket is a listed proxy', async () => {
      const seen: string[] = [];
      const listen = async (trustProxy: string) => {
        const server = createServer(toNodeListener(async (request) => (seen.push(request.url), new Response(null, { status: 204 })), { trustProxy }));
        await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
        close = () => new Promise((closed) => server.close(() => closed()));
        return `http://127.0.0.1:${(server.address() as { port: number }).port}/x`;
      };
      const headers = { 'x-forwarded-host': 'villa.example', 'x-forwarded-proto': 'https' };
      await fetch(await listen('10.0.0.0/8'), { headers });
      await close();
      await fetch(await listen('127.0.0.1'), { headers });
      expect(seen[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/x$/);
      expect(seen[1]).toBe('https://villa.example/x');
    });
  });
});
