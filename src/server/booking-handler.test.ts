import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, MESSAGES, TRAVEL_TAGS } from '../booking-request';
import {
  createBookingHandler,
  createBookingReceiver,
  createBookingsAdminHandler,
  openBookingStore,
  type BookingHandlerOptions,
  type BookingStore,
} from './index';
import { setClientAddress } from './client-address';
import { addressBucket } from './booking-handler';

const NOW = new Date('2027-01-10T12:00:00Z');
const SITE = 'https://villa.example';
const PARTNER = 'https://partner.example';
const valid = {
  name: 'Made Wirawan',
  email: 'made@example.com',
  whatsapp: '+6281234567890',
  checkIn: '2027-01-20',
  checkOut: '2027-01-25',
  budgetCurrency: 'USD',
  budgetAmount: 1000,
  travelType: [TRAVEL_TAGS[0], TRAVEL_TAGS[2]],
};

let dir: string;
let dbPath: string;
let stores: BookingStore[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bali-receiver-'));
  dbPath = join(dir, 'nested', 'bookings.sqlite');
  stores = [];
});
afterEach(() => {
  for (const store of stores) store.close();
  rmSync(dir, { recursive: true, force: true });
});

function open(): BookingStore {
  const store = openBookingStore(dbPath);
  stores.push(store);
  return store;
}

function handler(options: Partial<BookingHandlerOptions> = {}) {
  return createBookingHandler({
    database: open(),
    allowedOrigins: [PARTNER],
    rateLimitPerMinute: 1000,
    now: () => NOW,
    ...options,
  });
}

type PostInit = { body?: unknown; raw?: BodyInit; headers?: Record<string, string>; method?: string; ip?: string };
function post({ body = valid, raw, headers = {}, method = 'POST', ip = '203.0.113.7' }: PostInit = {}): Request {
  const request = new Request(`${SITE}/api/book-accommodation`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: method === 'GET' || method === 'HEAD' ? null : (raw ?? JSON.stringify(body)),
    ...(raw instanceof ReadableStream && { duplex: 'half' }),
  } as RequestInit);
  setClientAddress(request, ip);
  return request;
}

/** Rows counted through a second, independent connection: what is on disk. */
function rowsOnDisk(): Record<string, unknown>[] {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare('SELECT * FROM bookings ORDER BY rowid').all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

describe('POST: storing a valid request', () => {
  it('answers 201 { id } after the row is committed, with every field stored', async () => {
    const response = await handler()(post());
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const { id } = await response.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const rows = rowsOnDisk();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      created_at: NOW.toISOString(),
      name: valid.name,
      email: valid.email,
      whatsapp: valid.whatsapp,
      check_in: valid.checkIn,
      check_out: valid.checkOut,
      budget_currency: 'USD',
      budget_amount: 1000,
      idempotency_key: null,
    });
    expect(JSON.parse(rows[0].travel_type as string)).toEqual(valid.travelType);
  });

  it('opens the database on the first request, not when the handler is created (next build imports routes)', async () => {
    const handle = createBookingHandler({ database: dbPath, now: () => NOW });
    const receiver = createBookingReceiver({ database: join(dir, 'other.sqlite'), adminToken: 'x' });
    expect(existsSync(dbPath)).toBe(false);
    expect(existsSync(join(dir, 'other.sqlite'))).toBe(false);
    expect((await handle(post())).status).toBe(201);
    expect(existsSync(dbPath)).toBe(true);
    expect(rowsOnDisk()).toHaveLength(1);
    await receiver.close();
  });

  it('uses WAL and synchronous=FULL', () => {
    const store = openBookingStore(dbPath);
    stores.push(store);
    expect(store.path).toBe(dbPath);
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.db.pragma('synchronous', { simple: true })).toBe(2); // FULL
  });

  it('accepts a check-in of UTC yesterday (guests in other time zones) but not the day before', async () => {
    const handle = handler();
    const yesterday = addDays('2027-01-10', -1);
    expect((await handle(post({ body: { ...valid, checkIn: yesterday } }))).status).toBe(201);
    const early = await handle(post({ body: { ...valid, checkIn: addDays(yesterday, -1) } }));
    expect(early.status).toBe(400);
    expect(await early.json()).toEqual({ errors: { checkIn: MESSAGES.checkInPast } });
  });

  it('60 concurrent valid requests give 60 rows', async () => {
    const handle = handler();
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => handle(post({ body: { ...valid, name: `Guest ${i}` } }))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(60).fill(201));
    const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).id)));
    expect(ids.size).toBe(60);
    expect(rowsOnDisk()).toHaveLength(60);
  });
});

describe('POST: refusing invalid bodies with 400 and field errors', () => {
  const cases: [string, unknown, Record<string, string>][] = [
    ['unknown currency', { ...valid, budgetCurrency: 'GBP' }, { budgetCurrency: MESSAGES.budgetCurrency }],
    ['unknown tag', { ...valid, travelType: ['Airbnb Guest - Party'] }, { travelType: MESSAGES.travelType }],
    [
      'wrong types',
      { ...valid, budgetAmount: '1000', travelType: 'holiday', name: 42 },
      { budgetAmount: MESSAGES.budgetAmount, travelType: MESSAGES.travelType, name: MESSAGES.name },
    ],
    ['impossible date', { ...valid, checkIn: '2027-02-30', checkOut: '2027-03-02' }, { checkIn: MESSAGES.checkIn }],
    ['check-out not after check-in', { ...valid, checkOut: valid.checkIn }, { checkOut: MESSAGES.checkOutOrder }],
    ['check-out before check-in', { ...valid, checkOut: '2027-01-19' }, { checkOut: MESSAGES.checkOutOrder }],
    ['oversize email', { ...valid, email: `${'a'.repeat(300)}@example.com` }, { email: MESSAGES.email }],
    ['unknown field', { ...valid, status: 'confirmed' }, { status: 'Unknown field.' }],
    ['__proto__ field', JSON.parse(`{"__proto__": {"admin": true}, "name": "Made Wirawan"}`), {}],
    ['missing fields', {}, {}],
    ['not an object', [valid], { body: 'The body must be a JSON object.' }],
    ['null', null, { body: 'The body must be a JSON object.' }],
    // Names a plain object already has (its prototype's): each is refused as unknown, not a 500.
    ['constructor field', { ...valid, constructor: 1 }, { constructor: 'Unknown field.' }],
    ['toString and hasOwnProperty fields', { ...valid, toString: 'x', hasOwnProperty: 2 }, { toString: 'Unknown field.', hasOwnProperty: 'Unknown field.' }],
    ['__proto__ field beside a valid booking', JSON.parse(`{"__proto__": {"x": 1}, ${JSON.stringify(valid).slice(1)}`), {}],
    ['invalid phone', { ...valid, whatsapp: '+62812' }, { whatsapp: MESSAGES.whatsapp }],
    ['negative budget', { ...valid, budgetAmount: -5 }, { budgetAmount: MESSAGES.budgetAmount }],
    ['name of zero-width spaces', { ...valid, name: '\u200B\u200B\u200B' }, { name: MESSAGES.name }],
    ['name with a terminal escape', { ...valid, name: 'Made\u001B[2J' }, { name: 'Name must not contain control characters.' }],
    ['name with a right-to-left override', { ...valid, name: 'Made \u202Enasariw' }, { name: 'Name must not contain control characters.' }],
    ['name with a lone surrogate (stored as invalid UTF-8)', { ...valid, name: 'Made\uD800ab' }, { name: 'Name must not contain control characters.' }],
  ];
  it.each(cases)('%s', async (_, body, expected) => {
    const response = await handler()(post({ body }));
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(errors).toMatchObject(expected);
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    expect(rowsOnDisk()).toHaveLength(0);
  });

  it('a name with a line break is stored on one line', async () => {
    const response = await handler()(post({ body: { ...valid, name: 'Made\r\nBcc: all@example.com' } }));
    expect(response.status).toBe(201);
    expect(rowsOnDisk()[0].name).toBe('Made Bcc: all@example.com');
  });

  it('oversize name', async () => {
    const response = await handler()(post({ body: { ...valid, name: 'x'.repeat(5000) } }));
    expect(response.status).toBe(400);
    expect((await response.json()).errors.name).toMatch(/at most 100/);
  });

  it('malformed JSON and an empty body', async () => {
    const handle = handler();
    for (const raw of ['{"name": "Made",', '', 'undefined', "{'a':1}"]) {
      const response = await handle(post({ raw }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: { body: 'Malformed JSON.' } });
    }
  });

  it('invalid UTF-8', async () => {
    const response = await handler()(post({ raw: new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]) }));
    expect(response.status).toBe(400);
    expect(rowsOnDisk()).toHaveLength(0);
  });
});

describe('POST: transport-level refusals', () => {
  it('415 when the body is not JSON', async () => {
    const handle = handler();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1']) {
      const response = await handle(post({ headers: { 'Content-Type': type } }));
      expect(response.status, type).toBe(415);
    }
    const noType = new Request(`${SITE}/api/book-accommodation`, { method: 'POST', body: new Blob([JSON.stringify(valid)]) });
    setClientAddress(noType, '203.0.113.7');
    expect((await handle(noType)).status).toBe(415);
    expect((await handle(post({ headers: { 'Content-Type': 'Application/JSON; charset=UTF-8' } }))).status).toBe(201);
  });

  it('413 when Content-Length says more than 16 KiB, without reading the body', async () => {
    let pulled = false;
    const stream = new ReadableStream({
      pull() {
        pulled = true;
        throw new Error('must not be read');
      },
    });
    const response = await handler()(post({ raw: stream, headers: { 'Content-Length': String(16 * 1024 + 1) } }));
    expect(response.status).toBe(413);
    expect(pulled).toBe(false);
  });

  it('413 when a streamed body without Content-Length grows past 16 KiB, and stops reading it', async () => {
    let sent = 0;
    let cancelled = false;
    const chunk = new Uint8Array(1024).fill(0x20);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const response = await handler()(post({ raw: endless }));
    expect(response.status).toBe(413);
    expect(cancelled).toBe(true);
    expect(sent).toBeLessThan(64 * 1024);
  });

  it('accepts a body of exactly 16 KiB', async () => {
    const json = JSON.stringify(valid);
    const padded = json.slice(0, -1) + ' '.repeat(16 * 1024 - json.length) + '}';
    expect(new TextEncoder().encode(padded).byteLength).toBe(16 * 1024);
    expect((await handler()(post({ raw: padded }))).status).toBe(201);
    expect((await handler()(post({ raw: padded + ' ' }))).status).toBe(413);
  });

  it('405 with Allow for other methods', async () => {
    const handle = handler();
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'HEAD']) {
      const response = await handle(post({ method }));
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    }
    expect(rowsOnDisk()).toHaveLength(0);
  });
});

describe('Idempotency-Key', () => {
  const key = '8e03978e-40d5-43e8-bc93-6894a57f9324';

  it('same key and body: the first answer again, one row', async () => {
    const handle = handler();
    const first = await handle(post({ headers: { 'Idempotency-Key': key } }));
    const second = await handle(post({ headers: { 'Idempotency-Key': key } }));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(rowsOnDisk()).toHaveLength(1);
    expect(rowsOnDisk()[0].idempotency_key).toBe(key);
  });

  it('the same booking with keys in another order or padded name is the same request', async () => {
    const handle = handler();
    const first = await (await handle(post({ headers: { 'Idempotency-Key': key } }))).json();
    const reordered = Object.fromEntries(Object.entries(valid).reverse());
    const again = await handle(post({ body: { ...reordered, name: ` ${valid.name} ` }, headers: { 'Idempotency-Key': key } }));
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    expect(rowsOnDisk()).toHaveLength(1);
  });

  it('same key, different body: 422 and nothing stored', async () => {
    const handle = handler();
    expect((await handle(post({ headers: { 'Idempotency-Key': key } }))).status).toBe(201);
    const other = await handle(post({ body: { ...valid, budgetAmount: 2000 }, headers: { 'Idempotency-Key': key } }));
    expect(other.status).toBe(422);
    expect(rowsOnDisk()).toHaveLength(1);
    expect(rowsOnDisk()[0].budget_amount).toBe(1000);
  });

  it('replays after a restart (the key is on disk, not in memory)', async () => {
    const firstStore = openBookingStore(dbPath);
    const before = createBookingHandler({ database: firstStore, now: () => NOW });
    const first = await (await before(post({ headers: { 'Idempotency-Key': key } }))).json();
    firstStore.close();

    const after = handler();
    const replay = await after(post({ headers: { 'Idempotency-Key': key } }));
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual(first);
    const conflict = await after(post({ body: { ...valid, name: 'Someone Else' }, headers: { 'Idempotency-Key': key } }));
    expect(conflict.status).toBe(422);
    expect(rowsOnDisk()).toHaveLength(1);
  });

  it('concurrent requests with one key store one row and all get its id', async () => {
    const handle = handler();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => handle(post({ headers: { 'Idempotency-Key': key } }))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).id)));
    expect(ids.size).toBe(1);
    expect(rowsOnDisk()).toHaveLength(1);
  });

  it('two store connections on one file (two processes) cannot both store one key', async () => {
    const a = handler();
    const b = handler();
    const responses = await Promise.all([
      a(post({ headers: { 'Idempotency-Key': key } })),
      b(post({ headers: { 'Idempotency-Key': key } })),
    ]);
    expect(responses.map((r) => r.status)).toEqual([201, 201]);
    expect(rowsOnDisk()).toHaveLength(1);
  });

  // createBookingReceiver hands both handlers a proxy of the store, which once lacked find(): its retries
  // were counted against the rate limit (what README's Next.js and Node examples and `npm start` use).
  it.each([
    ['createBookingHandler', () => handler({ rateLimitPerMinute: 1 })],
    ['createBookingReceiver', () => createBookingReceiver({ database: open(), rateLimitPerMinute: 1, now: () => NOW }).bookingHandler],
  ])('a retry is answered from the store: not counted against the rate limit (%s)', async (_name, make) => {
    const handle = make();
    expect((await handle(post({ headers: { 'Idempotency-Key': key } }))).status).toBe(201);
    const retries = await Promise.all([1, 2, 3].map(() => handle(post({ headers: { 'Idempotency-Key': key } }))));
    expect(retries.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(retries[0].headers.get('idempotent-replayed')).toBe('true');
    // A new request from the same client is still limited.
    expect((await handle(post({ body: { ...valid, name: 'Another Guest' } }))).status).toBe(429);
    expect(rowsOnDisk()).toHaveLength(1);
  });

  it('a retry after its check-in day has passed still gets the first answer; a changed one gets 422', async () => {
    let now = NOW;
    const handle = handler({ now: () => now });
    const first = await (await handle(post({ headers: { 'Idempotency-Key': key } }))).json();
    now = new Date('2027-02-01T12:00:00Z'); // after valid.checkOut
    const late = await handle(post({ headers: { 'Idempotency-Key': key } }));
    expect(late.status).toBe(201);
    expect(await late.json()).toEqual(first);
    expect((await handle(post({ body: { ...valid, budgetAmount: 5 }, headers: { 'Idempotency-Key': key } }))).status).toBe(422);
    expect((await handle(post({ body: { ...valid, email: 'nope' }, headers: { 'Idempotency-Key': key } }))).status).toBe(422);
    // Without the key, the same late body is a new request, and its check-in is in the past now.
    const fresh = await handle(post());
    expect(fresh.status).toBe(400);
    expect((await fresh.json()).errors.checkIn).toBe(MESSAGES.checkInPast);
    expect(rowsOnDisk()).toHaveLength(1);
  });

  it('a store without find (a custom one) still replays through save', async () => {
    const sqlite = open();
    const { find: _find, ...withoutFind } = sqlite;
    const handle = handler({ database: withoutFind });
    const first = await (await handle(post({ headers: { 'Idempotency-Key': key } }))).json();
    const again = await handle(post({ headers: { 'Idempotency-Key': key } }));
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    expect(rowsOnDisk()).toHaveLength(1);
  });

  it('an invalid request does not burn its key', async () => {
    const handle = handler();
    expect((await handle(post({ body: { ...valid, email: 'nope' }, headers: { 'Idempotency-Key': key } }))).status).toBe(400);
    expect((await handle(post({ headers: { 'Idempotency-Key': key } }))).status).toBe(201);
  });

  it('validates the key format (1 to 255 visible ASCII characters; a quoted sf-string is accepted)', async () => {
    const handle = handler();
    for (const bad of ['', 'x'.repeat(256), 'has space', 'cl\u00e9', 'a\tb', '""']) {
      const response = await handle(post({ headers: { 'Idempotency-Key': bad } }));
      expect(response.status, bad).toBe(400);
      expect(Object.keys((await response.json()).errors)).toEqual(['Idempotency-Key']);
    }
    expect((await handle(post({ headers: { 'Idempotency-Key': 'k'.repeat(255) } }))).status).toBe(201);
    expect((await handle(post({ body: { ...valid, name: 'Quoted' }, headers: { 'Idempotency-Key': `"${key}"` } }))).status).toBe(201);
    expect(rowsOnDisk()).toHaveLength(2);
  });
});

describe('CORS and origins', () => {
  it('same-origin requests work: no Origin, or the request’s own origin', async () => {
    const handle = handler({ allowedOrigins: [] });
    expect((await handle(post())).status).toBe(201);
    const own = await handle(post({ body: { ...valid, name: 'Own Origin' }, headers: { Origin: SITE } }));
    expect(own.status).toBe(201);
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('an allowed origin gets 201 and Access-Control-Allow-Origin for itself only', async () => {
    const response = await handler({ allowedOrigins: [`${PARTNER}/`, ' https://other.example '] })(
      post({ headers: { Origin: PARTNER } }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(response.headers.get('vary')).toMatch(/Origin/);
    // A partner's page may read whether an answer was a replay.
    expect(response.headers.get('access-control-expose-headers')).toBe('Idempotent-Replayed');
  });

  it('a cross-origin POST from another origin is refused with 403 and stores nothing', async () => {
    const handle = handler();
    for (const origin of ['https://evil.example', 'null', 'http://villa.example.evil.example', 'https://partner.example:8443']) {
      const response = await handle(post({ headers: { Origin: origin } }));
      expect(response.status, origin).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect(rowsOnDisk()).toHaveLength(0);
  });

  it('preflight: allowed origin gets the grant, others do not', async () => {
    const handle = handler();
    const preflight = (origin: string) =>
      handle(
        new Request(`${SITE}/api/book-accommodation`, {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'content-type, idempotency-key',
          },
        }),
      );
    const ok = await preflight(PARTNER);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(ok.headers.get('access-control-allow-methods')).toBe('POST');
    expect(ok.headers.get('access-control-allow-headers')).toBe('Content-Type, Idempotency-Key');
    const denied = await preflight('https://evil.example');
    expect(denied.status).toBe(403);
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    expect(denied.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('error answers to an allowed origin carry the grant too, so the browser can read them', async () => {
    const response = await handler()(post({ body: { ...valid, email: 'x' }, headers: { Origin: PARTNER } }));
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
  });
});

describe('rate limit', () => {
  it('429 over the per-client limit within a sliding minute; other clients unaffected', async () => {
    let now = NOW.getTime();
    const handle = handler({ rateLimitPerMinute: 3, now: () => new Date(now) });
    const send = (ip: string) => handle(post({ ip })).then((r) => r.status);
    expect([await send('198.51.100.1'), await send('198.51.100.1'), await send('198.51.100.1')]).toEqual([201, 201, 201]);
    const limited = await handle(post({ ip: '198.51.100.1' }));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: 'Too many requests.' });
    expect(await send('198.51.100.2')).toBe(201);
    now += 59_000;
    expect(await send('198.51.100.1')).toBe(429);
    now += 1_001; // the first three are now more than a minute old
    expect(await send('198.51.100.1')).toBe(201);
    expect(rowsOnDisk()).toHaveLength(5);
  });

  it('defaults to 10 per minute', async () => {
    const handle = handler({ rateLimitPerMinute: undefined });
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await handle(post({ body: { ...valid, name: `Guest ${i}` } }))).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });

  it('ignores X-Forwarded-For unless trustProxy, then uses the entry the proxy appended', async () => {
    const spoofing = handler({ rateLimitPerMinute: 1 });
    expect((await spoofing(post({ headers: { 'X-Forwarded-For': '1.1.1.1' } }))).status).toBe(201);
    expect((await spoofing(post({ headers: { 'X-Forwarded-For': '2.2.2.2' } }))).status).toBe(429);

    const proxied = handler({ rateLimitPerMinute: 1, trustProxy: true });
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
    const handle = handler({ rateLimitPerMinute: 1 });
    expect((await handle(post({ ip: '2001:db8:1:2::a' }))).status).toBe(201);
    expect((await handle(post({ ip: '2001:db8:1:2::b' }))).status).toBe(429);
    expect((await handle(post({ ip: '2001:db8:1:3::a' }))).status).toBe(201);
  });

  it('warns once about an unknown client address, and only when a limit is on', async () => {
    vi.resetModules(); // the warning is once per process: a fresh module
    const fresh = (await import('./booking-handler')) as typeof import('./booking-handler');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const anonymous = () => new Request(`${SITE}/api/book-accommodation`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(valid) });
      const unlimited = fresh.createBookingHandler({ database: open(), rateLimitPerMinute: 0, now: () => NOW });
      expect((await unlimited(anonymous())).status).toBe(201);
      expect(warn).not.toHaveBeenCalled();
      const limited = fresh.createBookingHandler({ database: open(), rateLimitPerMinute: 5, now: () => NOW });
      expect((await limited(anonymous())).status).toBe(201);
      expect((await limited(anonymous())).status).toBe(201);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toMatch(/client address is unknown/);
    } finally {
      warn.mockRestore();
    }
  });

  it('clientKey overrides the default', async () => {
    const handle = handler({ rateLimitPerMinute: 1, clientKey: (r) => r.headers.get('x-api-user') });
    expect((await handle(post({ headers: { 'x-api-user': 'a' } }))).status).toBe(201);
    expect((await handle(post({ headers: { 'x-api-user': 'b' } }))).status).toBe(201);
    expect((await handle(post({ headers: { 'x-api-user': 'a' } }))).status).toBe(429);
  });
});

describe('storage failures', () => {
  it('answers 500 without personal data in the log when the store throws', async () => {
    const logged: unknown[] = [];
    const broken: BookingStore = {
      save: () => {
        throw Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' });
      },
      find: () => {
        throw Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' });
      },
      list: () => [],
      close: () => {},
    };
    const handle = createBookingHandler({ database: broken, now: () => NOW, onError: (e) => logged.push(e) });
    const response = await handle(post({ headers: { 'Idempotency-Key': 'k-1' } }));
    expect(response.status).toBe(500);
    expect(logged).toHaveLength(1);
  });
});

describe('admin listing', () => {
  const TOKEN = 'correct-horse-battery-staple-0123456789';
  const list = (handle: (r: Request) => Promise<Response>, auth?: string, query = '', method = 'GET') => {
    const request = new Request(`${SITE}/api/bookings${query}`, { method, headers: auth === undefined ? {} : { Authorization: auth } });
    setClientAddress(request, '203.0.113.8');
    return handle(request);
  };

  it('JSON newest first with the right token', async () => {
    let now = NOW.getTime();
    const receiver = createBookingReceiver({ database: dbPath, adminToken: TOKEN, now: () => new Date(now), rateLimitPerMinute: 100 });
    stores.push(receiver.store);
    for (const name of ['First Guest', 'Second Guest', 'Third Guest']) {
      expect((await receiver.bookingHandler(post({ body: { ...valid, name } }))).status).toBe(201);
      now += 1000;
    }
    const response = await list(receiver.adminHandler, `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { bookings } = await response.json();
    expect(bookings.map((b: { name: string }) => b.name)).toEqual(['Third Guest', 'Second Guest', 'First Guest']);
    expect(bookings[0]).toMatchObject({ ...valid, name: 'Third Guest', createdAt: '2027-01-10T12:00:02.000Z' });
  });

  it('401 without the right token, 404 when no token is configured, 405 for other methods', async () => {
    const handle = createBookingsAdminHandler({ database: open(), adminToken: TOKEN, now: () => NOW });
    for (const auth of [undefined, '', TOKEN, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`]) {
      const response = await list(handle, auth);
      expect(response.status, String(auth)).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    expect((await list(handle, `bearer ${TOKEN}`)).status).toBe(200);
    expect((await list(handle, `Bearer ${TOKEN}`, '', 'POST')).status).toBe(405);
    expect((await list(handle, `Bearer ${TOKEN}`, '?format=xml')).status).toBe(400);

    for (const adminToken of [undefined, '']) {
      const disabled = createBookingsAdminHandler({ database: open(), adminToken });
      expect((await list(disabled, `Bearer ${TOKEN}`)).status).toBe(404);
      expect((await list(disabled, 'Bearer ')).status).toBe(404);
    }
  });

  it('limits failed token attempts per client', async () => {
    const handle = createBookingsAdminHandler({ database: open(), adminToken: TOKEN, rateLimitPerMinute: 2, now: () => NOW });
    const attempt = (auth: string) => {
      const request = new Request(`${SITE}/api/bookings`, { headers: { Authorization: auth } });
      setClientAddress(request, '203.0.113.9');
      return handle(request).then((r) => r.status);
    };
    expect([await attempt('Bearer a'), await attempt('Bearer b'), await attempt('Bearer c')]).toEqual([401, 401, 429]);
  });

  it('a client over its failed attempts is locked out for the right token too; others are not', async () => {
    let now = NOW.getTime();
    const handle = createBookingsAdminHandler({ database: open(), adminToken: TOKEN, rateLimitPerMinute: 2, now: () => new Date(now) });
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

  it('CSV: quoted properly, formulas neutralised', async () => {
    const receiver = createBookingReceiver({ database: dbPath, adminToken: TOKEN, now: () => NOW, rateLimitPerMinute: 100 });
    stores.push(receiver.store);
    const hostile = { ...valid, name: '=HYPERLINK("http://evil.example","click")', email: '@sum@example.com' };
    expect((await receiver.bookingHandler(post({ body: hostile }))).status).toBe(400); // '@sum@…' is no email
    const tricky = { ...valid, name: '=HYPERLINK("http://evil.example","Made, the \'host\'")', email: 'made@example.com' };
    expect((await receiver.bookingHandler(post({ body: tricky }))).status).toBe(201);
    const second = { ...valid, name: '-2+3 Ketut\nline', checkIn: '2027-01-21' };
    expect((await receiver.bookingHandler(post({ body: second }))).status).toBe(201);

    const response = await list(receiver.adminHandler, `Bearer ${TOKEN}`, '?format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="bookings.csv"/);
    const text = await response.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('id,createdAt,name,email,whatsapp,checkIn,checkOut,budgetCurrency,budgetAmount,travelType');
    // Newest first (same instant: insertion order decides), formula prefixes; the name's line break
    // became a space when it was accepted (a multi-line cell is csv.test.ts's).
    expect(text).toContain(`,'-2+3 Ketut line,made@example.com,'+6281234567890,2027-01-21,2027-01-25,USD,1000,`);
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"",""Made, the 'host'"")",made@example.com,`);
    expect(text.indexOf('Ketut')).toBeLessThan(text.indexOf('HYPERLINK'));
    expect(text).toContain(`,${TRAVEL_TAGS[0]}; ${TRAVEL_TAGS[2]}\r\n`); // no comma inside: not quoted
    expect(text.endsWith('\r\n')).toBe(true);
  });
});
