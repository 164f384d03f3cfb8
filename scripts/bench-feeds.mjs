// The feeds part of `npm run bench` (alone: `node scripts/bench-feeds.mjs`): p50/p99 latency of
// POST /api/book-accommodation through a real receiver process (SQLite) that reads calendar feeds again
// every second: a feed with events that loop ical.js forever (`BYMONTH=2;BYMONTHDAY=30`, every frequency)
// and a 2 MiB feed of 12,000 stays; first the same receiver without feeds, for comparison. Bookings one
// after another for BENCH_FEED_SECONDS (default 30) each. Target: p99 <= 50 ms while the feeds are read.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleReceiver, startReceiver } from './receiver-bundle.mjs';

const SECONDS = Math.max(5, Number(process.env.BENCH_FEED_SECONDS ?? 30));
const TOKEN = 'bench-feeds-token-0123456789abcdefghijklmnop';
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const compact = (offset) => day(offset).replaceAll('-', '');
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const calendar = (events) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//bench//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
const allDay = (uid, from, to, ...extra) => ['BEGIN:VEVENT', `UID:${uid}`, `DTSTART;VALUE=DATE:${compact(from)}`, `DTEND;VALUE=DATE:${compact(to)}`, ...extra, 'END:VEVENT'];

const FEEDS = {
  '/endless.ics': calendar([
    ...allDay('stay', 20, 23),
    ...['DAILY', 'HOURLY', 'MINUTELY', 'SECONDLY'].flatMap((freq) => allDay(freq, 3, 4, `RRULE:FREQ=${freq};BYMONTH=2;BYMONTHDAY=30`)),
  ]),
  '/big.ics': calendar(
    Array.from({ length: 12_000 }, (_, i) => allDay(`big-${i}`, i % 700, (i % 700) + 1, 'SUMMARY:CLOSED - Not available', `DESCRIPTION:${'x'.repeat(60)}`)).flat(),
  ),
};

async function bookFor(url, seconds) {
  const latencies = [];
  let failed = 0;
  const until = Date.now() + seconds * 1000;
  for (let i = 0; Date.now() < until; i++) {
    const started = performance.now();
    const response = await fetch(`${url}/api/book-accommodation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID(), 'X-Forwarded-For': `198.51.100.${i % 250}` },
      body: JSON.stringify({
        name: `Bench Feeds ${i}`, email: `bench.${i}@example.com`, whatsapp: '+6281234567890', checkIn: day(10), checkOut: day(14),
        budgetCurrency: 'USD', budgetAmount: 1000 + i, travelType: ['Airbnb Guest - Honeymoon'],
      }),
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (response.status !== 201) failed += 1;
  }
  latencies.sort((a, b) => a - b);
  return { bookings: latencies.length, failed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** Runs both cases; resolves with their figures (also printed through `log`). */
export async function benchFeeds(log = console.log) {
  const dir = mkdtempSync(join(tmpdir(), 'bali-bench-feeds-'));
  const feeds = createServer((req, res) => (FEEDS[req.url] ? res.writeHead(200, { 'Content-Type': 'text/calendar' }).end(FEEDS[req.url]) : res.writeHead(404).end()));
  await new Promise((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${feeds.address().port}`;
  const file = await bundleReceiver();
  const results = {};
  try {
    for (const [name, calendars] of [['no feeds', undefined], ['feeds read (endless RRULEs, 2 MiB)', { '': [`${base}/endless.ics`, `${base}/big.ics`] }]]) {
      const instance = await startReceiver(file, {
        BOOKINGS_DB: join(dir, `${Object.keys(results).length}.sqlite`),
        ADMIN_TOKEN: TOKEN,
        RATE_LIMIT_PER_MINUTE: '0',
        ...(calendars && { CALENDAR_FEEDS: JSON.stringify(calendars), CALENDAR_INTERVAL_MS: '1000' }),
      });
      try {
        results[name] = await bookFor(instance.url, SECONDS);
      } finally {
        instance.kill('SIGTERM');
        await instance.exited;
      }
      const r = results[name];
      log(`  bookings, ${name}: ${r.bookings} in ${SECONDS} s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms${r.failed ? `, ${r.failed} not 201` : ''}`);
    }
  } finally {
    feeds.closeAllConnections();
    feeds.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFeeds();
