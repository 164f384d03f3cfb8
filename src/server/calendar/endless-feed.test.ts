/**
 * A feed with events that loop ical.js forever (`BYMONTH=2;BYMONTHDAY=30`, which once stopped every
 * booking: the receiver timed out every request and ignored SIGTERM) is read again and again by a real
 * receiver process while guests book: every booking is answered 201 during 30 s of traffic and across a
 * restart, SIGTERM ends the process within 10 s, and every booking is stored once. How fast the answers
 * come under this load is measured by `npm run bench` (docs/performance.md), not asserted here.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bundleReceiver, startReceiver, type ReceiverInstance } from '../../../scripts/receiver-bundle.mjs';
import { compact, googleFeed, todayUtc } from '../../../test/helpers/calendar-feeds';
import { startFeedServer, type FeedServer } from '../../../test/helpers/feed-server';
import { addDays } from './nights';

const TOKEN = 'gq3Tn0v2hV8lWm5xYk1sRz7bC4dJ9eF6aP0uQ2iL8oM';
const TRAFFIC_MS = 30_000;
const today = todayUtc();
const d = (offset: number) => compact(addDays(today, offset));
const endless = (freq: string) => ['BEGIN:VEVENT', `UID:${freq}`, `DTSTART;VALUE=DATE:${d(3)}`, `RRULE:FREQ=${freq};BYMONTH=2;BYMONTHDAY=30`, 'END:VEVENT'];
const booking = (i: number) => ({
  name: `Wayan Endless ${i}`,
  email: `wayan.${i}@example.com`,
  whatsapp: `+6281234567${String(100 + (i % 900)).padStart(3, '0')}`,
  checkIn: addDays(today, 10),
  checkOut: addDays(today, 14),
  budgetCurrency: 'USD',
  budgetAmount: 1000 + i,
  travelType: ['Airbnb Guest - Honeymoon'],
});

let file: string;
let dir: string;
let feeds: FeedServer;
beforeAll(async () => {
  file = await bundleReceiver();
  dir = mkdtempSync(join(tmpdir(), 'bali-endless-'));
  feeds = await startFeedServer();
  feeds.set('/hostile.ics', {
    body: googleFeed([
      'BEGIN:VEVENT', 'UID:stay', `DTSTART;VALUE=DATE:${d(20)}`, `DTEND;VALUE=DATE:${d(23)}`, 'END:VEVENT',
      ...['DAILY', 'HOURLY', 'MINUTELY', 'SECONDLY'].flatMap(endless),
    ]),
  });
}, 60_000);
afterAll(async () => {
  await feeds?.close();
  rmSync(dir, { recursive: true, force: true });
});

const start = () =>
  startReceiver(file, {
    BOOKINGS_DB: join(dir, 'bookings.sqlite'),
    ADMIN_TOKEN: TOKEN,
    RATE_LIMIT_PER_MINUTE: '0',
    CALENDAR_FEEDS: JSON.stringify({ '': [feeds.url('/hostile.ics')] }),
    // Read again a second after each read: the hostile feed is being read for most of the traffic.
    CALENDAR_INTERVAL_MS: '1000',
  });

/** Books one after another until `until`; every answer must be a 201. */
async function traffic(instance: ReceiverInstance, until: number, sent: string[]) {
  const statuses: number[] = [];
  while (Date.now() < until) {
    const i = sent.length;
    const response = await fetch(`${instance.url}/api/book-accommodation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': `198.51.100.${i % 250}` },
      body: JSON.stringify(booking(i)),
    });
    statuses.push(response.status);
    if (response.status === 201) sent.push(((await response.json()) as { id: string }).id);
  }
  return statuses;
}

async function sigterm(instance: ReceiverInstance) {
  instance.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([instance.exited, new Promise((resolve) => (timer = setTimeout(() => resolve('still running'), 10_000)))]);
  clearTimeout(timer);
  if (outcome === 'still running') instance.kill('SIGKILL');
  return outcome;
}

it('keeps answering bookings while an endless-RRULE feed is read, across a restart; SIGTERM ends it', async () => {
  const sent: string[] = [];
  const first = await start();
  const half = Date.now() + TRAFFIC_MS / 2;
  const before = await traffic(first, half, sent);
  const readsBefore = feeds.hits('/hostile.ics').total;
  expect(await sigterm(first)).toBe(0);

  const second = await start();
  const after = await traffic(second, half + TRAFFIC_MS / 2, sent);
  // The feed was read by both processes while they answered.
  expect(readsBefore).toBeGreaterThan(0);
  expect(feeds.hits('/hostile.ics').total).toBeGreaterThan(readsBefore);
  expect([...before, ...after].filter((status) => status !== 201)).toEqual([]);
  expect(sent.length).toBeGreaterThan(10);

  const stored: string[] = [];
  for (let cursor = ''; ; ) {
    const listed = await fetch(`${second.url}/api/bookings?limit=1000${cursor && `&cursor=${cursor}`}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    const page = (await listed.json()) as { bookings: { id: string }[]; nextCursor?: string };
    stored.push(...page.bookings.map((b) => b.id));
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  expect(stored.sort()).toEqual([...sent].sort());
  expect(await sigterm(second)).toBe(0);
}, 120_000);
