// The storage part of `npm run bench` (alone: `node scripts/bench-storage.mjs`): bookings per second and
// p50/p99 latency of POST /api/book-accommodation, through real receiver processes over HTTP on 127.0.0.1,
// for SQLite (one process), PostgreSQL with one instance and PostgreSQL with two (requests alternate).
// Every request is a new booking from its own client address with its own Idempotency-Key, so each one is
// validated, counted by the rate limit (in the database on PostgreSQL) and committed durably.
// BENCH_BOOKINGS (default 1000) requests per case, BENCH_CONCURRENCY (default 16) in flight. A report, not a
// test: the figures depend on the machine and its load. PostgreSQL: TEST_DATABASE_URL or a throwaway cluster.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startPostgresCluster } from './postgres-cluster.mjs';
import { bundleReceiver, startReceiver } from './receiver-bundle.mjs';

const env = process.env;
const TOTAL = Math.max(10, Number(env.BENCH_BOOKINGS ?? 1000));
const CONCURRENCY = Math.max(1, Number(env.BENCH_CONCURRENCY ?? 16));

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function load(urls, label, total = TOTAL) {
  const latencies = [];
  let next = 0;
  let failed = 0;
  const worker = async () => {
    for (let n = next++; n < total; n = next++) {
      const started = performance.now();
      const response = await fetch(`${urls[n % urls.length]}/api/book-accommodation`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': `bench-${label.replace(/[^A-Za-z0-9]+/g, '-')}-${n}`,
          'X-Forwarded-For': `198.18.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({
          name: `Bench Guest ${n}`,
          email: 'bench@example.com',
          whatsapp: '+6281234567890',
          checkIn: day(30),
          checkOut: day(33),
          budgetCurrency: 'USD',
          budgetAmount: 1000,
          travelType: ['Airbnb Guest - Holiday/ vacation'],
        }),
      });
      await response.arrayBuffer();
      if (response.status !== 201) failed++;
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    case: label,
    bookingsPerSecond: Math.round(total / seconds),
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    failed,
  };
}

async function withInstances(file, count, database, label) {
  const instances = await Promise.all(Array.from({ length: count }, () => startReceiver(file, { BOOKINGS_DB: database })));
  try {
    // A short warm-up (connections, JIT) that is not measured.
    await load(instances.map((i) => i.url), `${label}-warmup`, 100).catch(() => {});
    return await load(instances.map((i) => i.url), label);
  } finally {
    for (const instance of instances) instance.kill('SIGTERM');
    await Promise.all(instances.map((i) => i.exited));
  }
}

async function freshPostgres(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs the three cases; resolves with their figures (also printed through `log`). */
export async function benchStorage(log = console.log) {
  log(`\nStorage: ${TOTAL} new bookings per case over HTTP, ${CONCURRENCY} in flight (durable commits, rate limit on)`);
  const file = await bundleReceiver();
  const dir = mkdtempSync(join(tmpdir(), 'bali-bench-'));
  const cluster = env.TEST_DATABASE_URL ? undefined : await startPostgresCluster();
  const adminUrl = env.TEST_DATABASE_URL ?? cluster.url;
  const results = [];
  try {
    results.push(await withInstances(file, 1, join(dir, 'bench.sqlite'), 'SQLite, 1 process'));
    results.push(await withInstances(file, 1, await freshPostgres(adminUrl, 'bali_bench_one'), 'PostgreSQL, 1 instance'));
    results.push(await withInstances(file, 2, await freshPostgres(adminUrl, 'bali_bench_two'), 'PostgreSQL, 2 instances'));
  } finally {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  for (const r of results) {
    log(`  ${r.case.padEnd(26)} ${String(r.bookingsPerSecond).padStart(5)} bookings/s   p50 ${r.p50} ms   p99 ${r.p99} ms${r.failed ? `   (${r.failed} not 201!)` : ''}`);
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchStorage().catch((error) => {
    console.error(`bench: ${error?.stack ?? error}`);
    process.exitCode = 1;
  });
}
