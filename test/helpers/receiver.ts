/** Shared set-up of the receiver's tests: a fresh SQLite file per test, a valid request, and requests from a client. */
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { TRAVEL_TAGS } from '../../src/booking-request';
import { validRequest } from './booking-entry';
import { setClientAddress } from '../../src/server/http/client-address';
import { createBookingHandler, openBookingStore, type BookingHandlerOptions, type BookingStore } from '../../src/server/index';

export const NOW = new Date('2027-01-10T12:00:00Z');
export const SITE = 'https://villa.example';
export const PARTNER = 'https://partner.example';
export const valid = { ...validRequest, travelType: [TRAVEL_TAGS[0], TRAVEL_TAGS[2]] };

type PostInit = { body?: unknown; raw?: BodyInit; headers?: Record<string, string>; method?: string; ip?: string };

/** A request to the booking endpoint from the client at `ip`. */
export function post({ body = valid, raw, headers = {}, method = 'POST', ip = '203.0.113.7' }: PostInit = {}): Request {
  const request = new Request(`${SITE}/api/book-accommodation`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: method === 'GET' || method === 'HEAD' ? null : (raw ?? JSON.stringify(body)),
    ...(raw instanceof ReadableStream && { duplex: 'half' }),
  } as RequestInit);
  setClientAddress(request, ip);
  return request;
}

/**
 * Registers the per-test folder and store clean-up; the returned object names this test's database file
 * and builds stores and handlers on it.
 */
export function receiverFixture() {
  let dir = '';
  let dbPath = '';
  let stores: { close(): unknown }[] = [];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bali-receiver-'));
    dbPath = join(dir, 'nested', 'bookings.sqlite');
    stores = [];
  });
  afterEach(async () => {
    for (const store of stores) await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const fixture = {
    get dir() {
      return dir;
    },
    get dbPath() {
      return dbPath;
    },
    /** Closes `store` after the test. */
    track<T extends { close(): unknown }>(store: T): T {
      stores.push(store);
      return store;
    },
    open: (): BookingStore => fixture.track(openBookingStore(dbPath)),
    handler: (options: Partial<BookingHandlerOptions> = {}) =>
      createBookingHandler({
        database: fixture.open(),
        allowedOrigins: [PARTNER],
        rateLimitPerMinute: 1000,
        trustProxy: false,
        now: () => NOW,
        ...options,
      }),
    /** Rows counted through a second, independent connection: what is on disk. */
    rowsOnDisk(): Record<string, unknown>[] {
      if (!existsSync(dbPath)) return []; // the store opens on first use: nothing was ever stored
      const db = new Database(dbPath, { readonly: true });
      try {
        return db.prepare('SELECT * FROM bookings ORDER BY rowid').all() as Record<string, unknown>[];
      } finally {
        db.close();
      }
    },
  };
  return fixture;
}
