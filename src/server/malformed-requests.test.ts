/**
 * Malformed paths, ids, cursors and methods against the booking endpoint, the listing and the inbox, on
 * both databases and through the Node adapter: each gets its 4xx with a short JSON message, never a 5xx.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validRequest } from '../../test/helpers/booking-entry';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/postgres';
import { createBookingReceiver, createInboxHandler, toNodeListener, type BookingReceiver } from './index';

const TOKEN = 'malformed-requests-admin-token-0123456789';
const SITE = 'http://villa.test';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const booking = { ...validRequest, checkIn: inDays(30), checkOut: inDays(34) };
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

type Row = [target: 'book' | 'list' | 'inbox', method: string, path: string, status: number, allow?: string];

/** What is asked, and the answer it must get. `list` rows carry the admin token, `inbox` rows the session. */
const TABLE: Row[] = [
  ['book', 'GET', '/api/book-accommodation', 405, 'POST, OPTIONS'],
  ['book', 'PUT', '/api/book-accommodation', 405, 'POST, OPTIONS'],
  ['book', 'PATCH', '/api/book-accommodation', 405, 'POST, OPTIONS'],
  ['book', 'PROPFIND', '/api/book-accommodation', 405, 'POST, OPTIONS'],
  ['book', 'BREW', '/api/book-accommodation', 405, 'POST, OPTIONS'],
  ['list', 'DELETE', '/api/bookings', 405, 'GET, HEAD'],
  ['list', 'PROPFIND', '/api/bookings', 405, 'GET, HEAD'],
  ['list', 'GET', '/api/bookings?cursor=%00%ff', 400],
  ['list', 'GET', `/api/bookings?cursor=${cursorOf(['\u0000', '1'])}`, 400],
  ['list', 'GET', `/api/bookings?cursor=${cursorOf(['2026-11-26T10:00:00.000Z', 'x'])}`, 400],
  ['list', 'GET', '/api/bookings?limit=%ff', 400],
  ['list', 'GET', '/api/bookings?status=%00', 400],
  ['list', 'GET', '/api/bookings?q=%00', 200],
  ['list', 'GET', '/api/bookings?q=%00&format=csv', 200],
  ['inbox', 'GET', '/admin/api/requests/%E0%A4%A', 400],
  ['inbox', 'DELETE', '/admin/api/requests/%', 400],
  ['inbox', 'POST', '/admin/api/requests/%ED%A0%80/status', 400],
  ['inbox', 'GET', '/admin/api/requests/%00', 404],
  ['inbox', 'DELETE', `/admin/api/requests/${'x'.repeat(300)}`, 404],
  ['inbox', 'POST', '/admin/api/requests//status', 404],
  ['inbox', 'POST', '/admin/api/requests/%01/deliveries/%00/retry', 404],
  ['inbox', 'GET', '/admin/api/requests/a/b/c/d/e', 404],
  ['inbox', 'GET', '/admin/api/requests?status=all&cursor=%00%ff', 400],
  ['inbox', 'GET', `/admin/api/requests?status=all&cursor=${cursorOf(['\u0000', '1'])}`, 400],
  ['inbox', 'GET', '/admin/api/requests?status=%00&q=%00', 200],
  ['inbox', 'PUT', '/admin/api/requests', 405, 'GET'],
  ['inbox', 'PATCH', '/admin/api/requests/abc', 405, 'GET, DELETE'],
  ['inbox', 'PUT', '/admin/api/requests/abc/status', 405, 'POST'],
  ['inbox', 'PROPFIND', '/admin/', 405, 'GET, HEAD'],
  ['inbox', 'BREW', '/admin/api/session', 405, 'GET, HEAD, POST, DELETE'],
  ['inbox', 'OPTIONS', '/admin/inbox.js', 405, 'GET, HEAD'],
  ['inbox', 'PUT', '/admin/nothing-here', 404],
  ['inbox', 'GET', '/admin/requests/%E0%A4%A', 200],
];

/** The answer must be a short JSON message (or, for a 200, JSON or CSV) and never a 5xx. */
async function expectAnswer(response: Response, [, method, path, status, allow]: Row) {
  const body = await response.text();
  expect({ method, path, status: response.status }).toEqual({ method, path, status });
  expect(response.headers.get('allow')).toBe(allow ?? null);
  if (status >= 400) {
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body.length).toBeLessThan(200);
    expect(Object.keys(JSON.parse(body) as object)).toEqual([expect.stringMatching(/^errors?$/)]);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bali-malformed-'));
writeFileSync(join(dir, 'inbox.js'), 'export {};');
writeFileSync(join(dir, 'inbox.css'), 'body{}');
let postgres: TestDatabase;
beforeAll(async () => {
  postgres = await createTestDatabase();
});
afterAll(async () => {
  await postgres?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(['sqlite', 'postgres'])('malformed requests on %s', (dialect) => {
  let receiver: BookingReceiver;
  let inbox: ReturnType<typeof createInboxHandler>;
  let cookie = '';
  beforeAll(async () => {
    const database = dialect === 'sqlite' ? join(dir, 'bookings.sqlite') : postgres.url;
    receiver = createBookingReceiver({ database, adminToken: TOKEN, trustProxy: false, rateLimitPerMinute: 0 });
    inbox = createInboxHandler({ database: receiver, adminToken: TOKEN, assetsDir: dir, trustProxy: false });
    const stored = await receiver.bookingHandler(
      new Request(`${SITE}/api/book-accommodation`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(booking) }),
    );
    expect(stored.status).toBe(201);
    const session = await inbox(
      new Request(`${SITE}/admin/api/session`, { method: 'POST', headers: { Origin: SITE, 'Content-Type': 'application/json' }, body: JSON.stringify({ token: TOKEN }) }),
    );
    cookie = (session.headers.get('set-cookie') ?? '').split(';')[0];
    expect(cookie).toMatch(/=/);
  });
  afterAll(async () => {
    await inbox?.close();
    await receiver?.close();
  });

  const ask = ([target, method, path]: Row) => {
    const headers: Record<string, string> = { Origin: SITE };
    if (target === 'list') headers.Authorization = `Bearer ${TOKEN}`;
    if (target === 'inbox') headers.Cookie = cookie;
    const body = ['GET', 'HEAD', 'OPTIONS'].includes(method) ? null : '{}';
    if (body) headers['Content-Type'] = 'application/json';
    const handler = target === 'book' ? receiver.bookingHandler : target === 'list' ? receiver.adminHandler : inbox;
    return handler(new Request(`${SITE}${path}`, { method, headers, body }));
  };

  it.each(TABLE)('%s %s %s → %i', async (...row) => {
    await expectAnswer(await ask(row), row);
  });
});

describe('methods Fetch cannot carry, through the Node adapter', () => {
  let server: Server;
  let port = 0;
  let receiver: BookingReceiver;
  beforeAll(async () => {
    receiver = createBookingReceiver({ database: join(dir, 'adapter.sqlite'), adminToken: TOKEN, trustProxy: false, rateLimitPerMinute: 0 });
    const book = toNodeListener(receiver.bookingHandler);
    const list = toNodeListener(receiver.adminHandler);
    server = createServer((req, res) => void (req.url?.startsWith('/api/bookings') ? list(req, res) : book(req, res)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await receiver.close();
  });

  const raw = (method: string, path: string) =>
    new Promise<Response>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value);
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers }));
        });
      });
      req.on('error', reject).end();
    });

  it.each([
    ['book', 'TRACE', '/api/book-accommodation', 405, 'POST, OPTIONS'],
    ['list', 'TRACE', '/api/bookings', 405, 'GET, HEAD'],
  ] satisfies Row[])('%s %s %s → %i', async (...row) => {
    await expectAnswer(await raw(row[1], row[2]), row);
  });
});
