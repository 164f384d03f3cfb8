import { describe, expect, it, vi } from 'vitest';
import { TRAVEL_TAGS } from '../../booking-request';
import { createBookingReceiver, createBookingsAdminHandler, type ListQuery } from '../index';
import { setClientAddress } from '../http/client-address';
import { NOW, SITE, post, receiverFixture, valid } from '../../../test/helpers/receiver';

const fx = receiverFixture();

describe('admin listing', () => {
  const TOKEN = 'B0hiDC68fogmCnOJiA-SbOOhNkMM9hEZa4xzLABaiPc';
  const list = (handle: (r: Request) => Promise<Response>, auth?: string, query = '', method = 'GET') => {
    const request = new Request(`${SITE}/api/bookings${query}`, { method, headers: auth === undefined ? {} : { Authorization: auth } });
    setClientAddress(request, '203.0.113.8');
    return handle(request);
  };

  it('JSON newest first with the right token', async () => {
    let now = NOW.getTime();
    const receiver = createBookingReceiver({ spamShield: false, database: fx.dbPath, adminToken: TOKEN, trustProxy: false, now: () => new Date(now), rateLimitPerMinute: 100 });
    fx.track(receiver);
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

  it('CSV: quoted properly, formulas neutralised', async () => {
    const receiver = createBookingReceiver({ spamShield: false, database: fx.dbPath, adminToken: TOKEN, trustProxy: false, now: () => NOW, rateLimitPerMinute: 100 });
    fx.track(receiver);
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
    expect(lines[0]).toBe('id,createdAt,name,email,whatsapp,checkIn,checkOut,budgetCurrency,budgetAmount,travelType,listing,locale,status,repliedAt,quoteCurrency,quoteTotal,quoteNights,quoteMinStay');
    // Newest first (same instant: insertion order decides), formula prefixes; the name's line break
    // became a space when it was accepted (a multi-line cell is csv.test.ts's).
    expect(text).toContain(`,'-2+3 Ketut line,made@example.com,'+6281234567890,2027-01-21,2027-01-25,USD,1000,`);
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"",""Made, the 'host'"")",made@example.com,`);
    expect(text.indexOf('Ketut')).toBeLessThan(text.indexOf('HYPERLINK'));
    expect(text).toContain(`,${TRAVEL_TAGS[0]}; ${TRAVEL_TAGS[2]},,,new,,,,,\r\n`); // no comma inside: not quoted; a new request
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('pages newest first with limit and cursor, and names a bad parameter', async () => {
    let now = NOW.getTime();
    const receiver = fx.track(createBookingReceiver({ spamShield: false, database: fx.dbPath, adminToken: TOKEN, trustProxy: false, now: () => new Date(now), rateLimitPerMinute: 100 }));
    for (let i = 0; i < 5; i++) {
      expect((await receiver.bookingHandler(post({ body: { ...valid, name: `Guest ${i}` } }))).status).toBe(201);
      now += 1000;
    }
    const names: string[] = [];
    let query = '?limit=2';
    for (let pages = 0; pages < 3; pages++) {
      const body = await (await list(receiver.adminHandler, `Bearer ${TOKEN}`, query)).json();
      names.push(...body.bookings.map((b: { name: string }) => b.name));
      expect(Boolean(body.nextCursor)).toBe(pages < 2);
      query = `?limit=2&cursor=${body.nextCursor}`;
    }
    expect(names).toEqual(['Guest 4', 'Guest 3', 'Guest 2', 'Guest 1', 'Guest 0']);
    const bad = await list(receiver.adminHandler, `Bearer ${TOKEN}`, '?limit=5000');
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.limit).toMatch(/1 to 1000/);
    const forged = await list(receiver.adminHandler, `Bearer ${TOKEN}`, '?cursor=forged');
    expect(forged.status).toBe(400);
    expect(Object.keys((await forged.json()).errors)).toEqual(['cursor']);
  });

  it('answers 500 when the database cannot be read, and reads again once it can', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      let failing = true;
      const store = fx.open();
      const flaky = { ...store, list: (q?: ListQuery) => (failing ? Promise.reject(new Error('connection terminated')) : store.list(q)) };
      const handle = createBookingsAdminHandler({ database: flaky, adminToken: TOKEN, trustProxy: false });
      expect((await list(handle, `Bearer ${TOKEN}`)).status).toBe(500);
      failing = false;
      expect((await list(handle, `Bearer ${TOKEN}`)).status).toBe(200);
      expect(String(errors.mock.calls[0][0])).toMatch(/could not read the bookings: +connection terminated/);
    } finally {
      errors.mockRestore();
    }
  });
});
