/**
 * `GET /api/availability` on SQLite and PostgreSQL: feeds, owner blocks and Booked requests as merged busy
 * nights and nothing else, clear 400s, CORS, caching, the rate limit, and two instances on one database
 * (one reads a feed, both answer the same).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newBooking, validRequest } from '../../../test/helpers/booking-entry';
import { airbnbFeed, todayUtc } from '../../../test/helpers/calendar-feeds';
import { startFeedServer, type FeedServer } from '../../../test/helpers/feed-server';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/postgres';
import { setClientAddress } from '../http/client-address';
import { createBookingReceiver, type BookingReceiver } from '../receiver';
import type { BookingReceiverOptions } from '../receiver-options';
import { addDays } from './nights';

const today = todayUtc();
const d = (offset: number) => addDays(today, offset);
const SITE = 'https://villa.example';

function get(query: string, { origin, ip = '203.0.113.7', method = 'GET' }: { origin?: string; ip?: string; method?: string } = {}) {
  const request = new Request(`${SITE}/api/availability?${query}`, { method, headers: origin ? { Origin: origin } : {} });
  setClientAddress(request, ip);
  return request;
}

describe.each(['sqlite', 'postgres'] as const)('availability on %s', (dialect) => {
  let feeds: FeedServer;
  let dir: string;
  let pg: TestDatabase | undefined;
  let location: string;
  const receivers: BookingReceiver[] = [];
  const open = (options: Partial<BookingReceiverOptions> = {}) => {
    const receiver = createBookingReceiver({
      database: location,
      allowPrivateFeeds: true,
      allowedOrigins: ['https://partner.example'],
      rateLimitPerMinute: 1000,
      trustProxy: false,
      ...options,
    });
    receivers.push(receiver);
    return receiver;
  };

  beforeAll(async () => {
    feeds = await startFeedServer();
  });
  afterAll(() => feeds.close());
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bali-availability-'));
    pg = dialect === 'postgres' ? await createTestDatabase() : undefined;
    location = pg?.url ?? join(dir, 'bookings.sqlite');
  });
  afterEach(async () => {
    for (const receiver of receivers.splice(0)) await receiver.close();
    await pg?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the merged busy nights of feeds, blocks and Booked requests, and nothing else', async () => {
    feeds.set(`/${dialect}/a.ics`, { body: airbnbFeed(today, [{ uid: 'a1', from: 10, to: 13 }, { uid: 'a2', from: 40, to: 45 }]) });
    const receiver = open({ calendars: { 'villa-samudra': [feeds.url(`/${dialect}/a.ics`)] } });
    await receiver.ready();
    const calendars = (await receiver.calendars())!;
    await calendars.sync();
    await calendars.addBlock('villa-samudra', { from: d(13), to: d(15) }, 'Owner stay', new Date());
    await calendars.addBlock('villa-lain', { from: d(20), to: d(22) }, 'Maintenance', new Date());
    const bookings = await receiver.bookings();
    const stay = newBooking({ listing: 'villa-samudra', booking: { ...validRequest, name: 'Ji-woo Park', checkIn: d(30), checkOut: d(33) } });
    const asked = newBooking({ listing: 'villa-samudra', booking: { ...validRequest, checkIn: d(50), checkOut: d(52) } });
    await bookings.save(stay);
    await bookings.save(asked); // still new: its nights are not taken
    await bookings.setStatus(stay.id, 'booked');

    const response = await receiver.availabilityHandler(get(`listing=villa-samudra&from=${d(0)}&to=${d(42)}`, { origin: 'https://partner.example' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(await response.text()).toBe(JSON.stringify({ busy: [{ from: d(10), to: d(15) }, { from: d(30), to: d(33) }, { from: d(40), to: d(42) }] }));
    const other = await receiver.availabilityHandler(get(`listing=villa-lain&from=${d(0)}&to=${d(42)}`));
    expect(await other.json()).toEqual({ busy: [{ from: d(20), to: d(22) }] });
    const unlisted = await receiver.availabilityHandler(get(`from=${d(0)}&to=${d(42)}`));
    expect(await unlisted.json()).toEqual({ busy: [] });
  });

  it('refuses bad queries, other origins and other methods clearly', async () => {
    const receiver = open({ rateLimitPerMinute: 3 });
    const cases: [string, string[]][] = [
      ['', ['from', 'to']],
      [`from=${d(5)}&to=${d(5)}`, ['to']],
      [`from=2027-02-30&to=${d(5)}`, ['from']],
      [`from=${d(0)}&to=${d(732)}`, ['to']],
      [`listing=Villa%20X&from=${d(0)}&to=${d(3)}`, ['listing']],
    ];
    for (const [query, fields] of cases) {
      const response = await receiver.availabilityHandler(get(query, { ip: `198.51.100.${fields.length}${query.length}` }));
      expect(response.status).toBe(400);
      expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(fields);
    }
    expect((await receiver.availabilityHandler(get(`from=${d(0)}&to=${d(731)}`))).status).toBe(200);
    expect((await receiver.availabilityHandler(get(`from=${d(0)}&to=${d(3)}`, { origin: 'https://evil.example' }))).status).toBe(403);
    expect((await receiver.availabilityHandler(get(`from=${d(0)}&to=${d(3)}`, { method: 'POST' }))).status).toBe(405);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await receiver.availabilityHandler(get(`from=${d(0)}&to=${d(3)}`, { ip: '192.0.2.9' }))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('lets one of two instances read a feed, and both answer the same', async () => {
    const path = `/${dialect}/shared.ics`;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstHit!: () => void;
    const hit = new Promise<void>((resolve) => (firstHit = resolve));
    // The feed holds its answer: while one instance waits for it, the other must finish without reading.
    feeds.set(path, (_req, res) => {
      firstHit();
      void held.then(() => res.writeHead(200).end(airbnbFeed(today, [{ uid: 's1', from: 3, to: 9 }])));
    });
    const calendars = { 'villa-samudra': [feeds.url(path)] };
    const [a, b] = [open({ calendars }), open({ calendars })];
    await Promise.all([a.ready(), b.ready()]);
    await hit;
    const syncs = [(await a.calendars())!.sync(), (await b.calendars())!.sync()];
    await Promise.race(syncs);
    expect(feeds.hits(path).total).toBe(1);
    release();
    await Promise.all(syncs);
    expect(feeds.hits(path).total).toBe(1);
    const query = `listing=villa-samudra&from=${d(0)}&to=${d(30)}`;
    const answers = await Promise.all([a, b].map(async (r) => (await r.availabilityHandler(get(query))).json()));
    expect(answers).toEqual([{ busy: [{ from: d(3), to: d(9) }] }, { busy: [{ from: d(3), to: d(9) }] }]);

    // Instances that all see the feed due at once: exactly one takes the lease.
    const [feed] = await (await a.calendars())!.feeds('villa-samudra');
    const due = new Date(Date.now() + 3_600_000);
    const claims = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => (await (i % 2 ? a : b).calendars())!.lease(feed.id, `instance-${i}`, due, new Date(due.getTime() + 60_000))),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // A reader that died keeps the feed only until its lease lapses.
    const at = (ms: number) => new Date(due.getTime() + ms);
    expect(await (await a.calendars())!.lease(feed.id, 'late', at(30_000), at(90_000))).toBe(false);
    expect(await (await a.calendars())!.lease(feed.id, 'late', at(61_000), at(121_000))).toBe(true);
  });
});
