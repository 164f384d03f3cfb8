/**
 * The admin routes on a real database, SQLite or PostgreSQL: a receiver and its inbox per `open()`, closed
 * after each test, and requests to the listing and the sign-in from a client address.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setClientAddress } from '../../src/server/http/client-address';
import { createBookingReceiver, createInboxHandler, type BookingReceiverOptions, type InboxHandlerOptions } from '../../src/server/index';
import { createTestDatabase, type TestDatabase } from './postgres';

export const TOKEN = 'pGUUx7uIfB9pUeyWt2bjS5RlZuUTWwlrIoOfe9TAG1g';
export const SITE = 'https://villa.example';
export type Dialect = 'SQLite' | 'PostgreSQL';

/** A request to the listing with `token`, from `ip`. */
export function listing(ip: string, token: string): Request {
  const request = new Request(`${SITE}/api/bookings`, { headers: { Authorization: `Bearer ${token}` } });
  setClientAddress(request, ip);
  return request;
}

/** An inbox call from the inbox's own page, from `ip`. */
export function inboxCall(path: string, { ip = '198.51.100.1', method = 'GET', cookie, body }: { ip?: string; method?: string; cookie?: string; body?: unknown } = {}): Request {
  const headers: Record<string, string> = { origin: SITE };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(`${SITE}/admin/${path}`, { method, headers, body: body === undefined ? null : JSON.stringify(body) });
  setClientAddress(request, ip);
  return request;
}

/** A sign-in with `token` from `ip`. */
export const signIn = (ip: string, token: string) => inboxCall('api/session', { ip, method: 'POST', body: { token } });

/** The cookie a sign-in answer set. */
export const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0];

/** Registers a database of `dialect` for the describe block; `open()` builds a receiver and its inbox on it. */
export function adminAccessFixture(dialect: Dialect) {
  let database: TestDatabase | undefined;
  let dir = '';
  let location = '';
  const opened: { close(): Promise<unknown> }[] = [];
  const clock = { now: Date.UTC(2027, 0, 10, 12) };
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bali-admin-'));
    location = dialect === 'PostgreSQL' ? (database = await createTestDatabase()).url : join(dir, 'bookings.sqlite');
  });
  afterEach(async () => {
    for (const each of opened.splice(0)) await each.close().catch(() => {}); // a test may have closed it already
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    clock,
    get location() {
      return location;
    },
    open(options: Partial<BookingReceiverOptions> = {}, inboxOptions: Partial<InboxHandlerOptions> = {}) {
      const now = () => new Date(clock.now);
      const receiver = createBookingReceiver({ database: location, adminToken: TOKEN, trustProxy: false, now, ...options });
      const inbox = createInboxHandler({ database: receiver, adminToken: options.adminToken ?? TOKEN, now, ...inboxOptions });
      opened.push(receiver);
      return { receiver, inbox, list: receiver.adminHandler };
    },
  };
}
