/** Links the owner copies: the configured origin, else the host the browser asked for. */
import { expect, it } from 'vitest';
import { checkPublicOrigin, linkOrigin } from './public-origin';

const request = (headers: Record<string, string>) => new Request('http://localhost:3000/admin/api/calendar/export', { headers });

it('takes the configured public origin over every header', () => {
  const origin = checkPublicOrigin('https://Villa.Example/');
  expect(origin).toBe('https://villa.example');
  expect(linkOrigin(request({ host: 'evil.example', 'x-forwarded-host': 'evil.example' }), { publicOrigin: origin, trustProxy: true })).toBe('https://villa.example');
});

it('uses Host under a server that names itself localhost (next start)', () => {
  expect(linkOrigin(request({ host: 'villa.example:8080' }), {})).toBe('http://villa.example:8080');
});

it('uses X-Forwarded-Host and -Proto only behind a trusted proxy', () => {
  const headers = { host: '127.0.0.1:3000', 'x-forwarded-host': 'villa.example, proxy.internal', 'x-forwarded-proto': 'https' };
  expect(linkOrigin(request(headers), { trustProxy: 1 })).toBe('https://villa.example');
  expect(linkOrigin(request(headers), { trustProxy: false })).toBe('http://127.0.0.1:3000');
});

it('ignores a Host that is no host name, and falls back to the request URL', () => {
  expect(linkOrigin(request({ host: 'villa.example/evil?x' }), {})).toBe('http://localhost:3000');
  expect(linkOrigin(request({ host: '[::1]:3000' }), {})).toBe('http://[::1]:3000');
});

it('refuses a public origin with a path, a user or another scheme, naming the option and the variable', () => {
  for (const bad of ['villa.example', 'https://villa.example/services', 'ftp://villa.example', 'https://u:p@villa.example', 'https://villa.example/?a=1']) {
    expect(() => checkPublicOrigin(bad)).toThrow(/publicOrigin \(PUBLIC_ORIGIN\) must look like https:\/\/villa\.example/);
  }
  expect(checkPublicOrigin(undefined)).toBeUndefined();
  expect(checkPublicOrigin(' ')).toBeUndefined();
});
