import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addDays, MESSAGES } from '../../booking-request';
import { sql } from 'kysely';
import { createBookingHandler, createBookingReceiver, openStore, type CustomBookingStore } from '../index';
import { NOW, post, receiverFixture, valid } from '../../../test/helpers/receiver';

const fx = receiverFixture();

describe('POST: storing a valid request', () => {
  it('answers 201 { id } after the row is committed, with every field stored', async () => {
    const response = await fx.handler()(post());
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const { id } = await response.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const rows = fx.rowsOnDisk();
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
    const handle = createBookingHandler({ database: fx.dbPath, trustProxy: false, now: () => NOW });
    const receiver = createBookingReceiver({ spamShield: false, database: join(fx.dir, 'other.sqlite'), adminToken: 'BLYtcctv9U-KFJgnukAL0tfeu0LpE5WtoPWiKl8e8Cs', trustProxy: false });
    expect(existsSync(fx.dbPath)).toBe(false);
    expect(existsSync(join(fx.dir, 'other.sqlite'))).toBe(false);
    expect((await handle(post())).status).toBe(201);
    expect(existsSync(fx.dbPath)).toBe(true);
    expect(fx.rowsOnDisk()).toHaveLength(1);
    await receiver.close();
  });

  it('uses WAL and synchronous=FULL', async () => {
    const store = fx.track(await openStore(fx.dbPath));
    expect(store.location).toBe(fx.dbPath);
    expect((await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(store.db)).rows[0].journal_mode).toBe('wal');
    expect((await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(store.db)).rows[0].synchronous).toBe(2); // FULL
  });

  it('accepts a check-in of UTC yesterday (guests in other time zones) but not the day before', async () => {
    const handle = fx.handler();
    const yesterday = addDays('2027-01-10', -1);
    expect((await handle(post({ body: { ...valid, checkIn: yesterday } }))).status).toBe(201);
    const early = await handle(post({ body: { ...valid, checkIn: addDays(yesterday, -1) } }));
    expect(early.status).toBe(400);
    expect(await early.json()).toEqual({ errors: { checkIn: MESSAGES.checkInPast } });
  });

  it('400 for a check-in more than two years ahead (UTC tomorrow, two years on, is the last) and a stay of more than 365 nights', async () => {
    const handle = fx.handler();
    const last = '2029-01-11';
    expect((await handle(post({ body: { ...valid, checkIn: last, checkOut: addDays(last, 1) } }))).status).toBe(201);
    const far = await handle(post({ body: { ...valid, checkIn: addDays(last, 1), checkOut: addDays(last, 2) } }));
    expect(far.status).toBe(400);
    expect(await far.json()).toEqual({ errors: { checkIn: 'Check-in must be within the next two years.' } });
    expect((await handle(post({ body: { ...valid, checkOut: addDays(valid.checkIn, 365) } }))).status).toBe(201);
    const long = await handle(post({ body: { ...valid, checkOut: addDays(valid.checkIn, 366) } }));
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ errors: { checkOut: 'A stay can be at most 365 nights.' } });
    expect(fx.rowsOnDisk()).toHaveLength(2);
  });

  it('60 concurrent valid requests give 60 rows', async () => {
    const handle = fx.handler();
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => handle(post({ body: { ...valid, name: `Guest ${i}` } }))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(60).fill(201));
    const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).id)));
    expect(ids.size).toBe(60);
    expect(fx.rowsOnDisk()).toHaveLength(60);
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
    const response = await fx.handler()(post({ body }));
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(errors).toMatchObject(expected);
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    expect(fx.rowsOnDisk()).toHaveLength(0);
  });

  it('a name with a line break is stored on one line', async () => {
    const response = await fx.handler()(post({ body: { ...valid, name: 'Made\r\nBcc: all@example.com' } }));
    expect(response.status).toBe(201);
    expect(fx.rowsOnDisk()[0].name).toBe('Made Bcc: all@example.com');
  });

  it('oversize name', async () => {
    const response = await fx.handler()(post({ body: { ...valid, name: 'x'.repeat(5000) } }));
    expect(response.status).toBe(400);
    expect((await response.json()).errors.name).toMatch(/at most 100/);
  });

  it('malformed JSON and an empty body', async () => {
    const handle = fx.handler();
    for (const raw of ['{"name": "Made",', '', 'undefined', "{'a':1}"]) {
      const response = await handle(post({ raw }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: { body: 'Malformed JSON.' } });
    }
  });

  it('invalid UTF-8', async () => {
    const response = await fx.handler()(post({ raw: new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]) }));
    expect(response.status).toBe(400);
    expect(fx.rowsOnDisk()).toHaveLength(0);
  });
});

describe('storage failures', () => {
  it('answers 500 without personal data in the log when the store throws', async () => {
    const logged: unknown[] = [];
    const ioError = () => Promise.reject(Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' }));
    const broken: CustomBookingStore = {
      save: ioError,
      find: ioError,
      list: ioError,
      stream: () => ({ [Symbol.asyncIterator]: () => ({ next: ioError }) }),
      get: ioError,
      setStatus: ioError,
      erase: ioError,
      close: async () => {},
    };
    const handle = createBookingHandler({ database: broken, trustProxy: false, now: () => NOW, onError: (e) => logged.push(e) });
    const response = await handle(post({ headers: { 'Idempotency-Key': 'k-1' } }));
    expect(response.status).toBe(500);
    expect(logged).toHaveLength(1);
  });
});
