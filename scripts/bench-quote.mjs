// The quote part of `npm run bench` (alone: `node scripts/bench-quote.mjs`, after `npm run build`): p50/p99
// latency of GET /api/quote for a 365-night stay, through the built receiver (dist/server.js) on SQLite
// behind a loopback HTTP server, one request after another, each for another check-in day (no answer is
// reused). The card is as full as the inbox allows: 100 seasons, 300 imported days, weekend prices, both
// discounts, cleaning and two compounding tax lines. Target: p99 <= 50 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REQUESTS = Math.max(20, Number(process.env.BENCH_QUOTE_REQUESTS ?? 300));
const NIGHTS = 365;
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const CARD = {
  currency: 'IDR', nightly: 3_500_000, weekendNightly: 4_000_000, weekendNights: [5, 6], minStay: 2,
  weeklyDiscount: 10, monthlyDiscount: 20, cleaning: 500_000, showPrices: true,
  taxes: [
    { label: 'Service', percent: 10, onCleaning: true, compound: false, included: false },
    { label: 'PBJT', percent: 10, onCleaning: true, compound: true, included: false },
  ],
  // A week-long season every week for 700 days, then imported days over the first 300.
  seasons: Array.from({ length: 100 }, (_, i) => ({ name: `Week ${i + 1}`, from: day(1 + i * 7), to: day(8 + i * 7), nightly: 3_000_000 + i * 10_000, weekendNightly: 4_500_000, minStay: 3, repeats: false })),
  days: Array.from({ length: 300 }, (_, i) => ({ date: day(1 + i), nightly: 3_200_000 + i * 1_000 })),
};

/** Resolves with the 365-night quote's figures (also printed through `log`). */
export async function benchQuote(log = console.log) {
  const { createBookingReceiver, toNodeListener } = await import('../dist/server.js');
  const dir = mkdtempSync(join(tmpdir(), 'bali-bench-quote-'));
  const receiver = createBookingReceiver({ database: join(dir, 'bookings.sqlite'), rateLimitPerMinute: 0, trustProxy: false });
  const server = createServer(toNodeListener(receiver.quoteHandler));
  try {
    await (await receiver.rates()).save('', CARD, new Date());
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${server.address().port}/api/quote`;
    const latencies = [];
    let failed = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const response = await fetch(`${base}?checkIn=${day(2 + i)}&checkOut=${day(2 + i + NIGHTS)}&lang=en&currency=USD`);
      const answer = await response.json();
      latencies.push(performance.now() - started);
      if (response.status !== 200 || answer.nights !== NIGHTS) failed += 1;
    }
    latencies.sort((a, b) => a - b);
    const result = { requests: REQUESTS, failed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
    log(`  quotes of ${NIGHTS} nights: ${REQUESTS}, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms${failed ? `, ${failed} not a 200 of ${NIGHTS} nights` : ''}`);
    return result;
  } finally {
    server.closeAllConnections();
    server.close();
    await receiver.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchQuote();
