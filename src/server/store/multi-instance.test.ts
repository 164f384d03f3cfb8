/**
 * Two receiver processes on one PostgreSQL, as behind a load balancer: bookings sent to both in turn,
 * retries on the other instance, one key sent to both at once, one instance killed with SIGKILL mid-way.
 * Every 201 is a row, no request is stored twice, and the rate limit is one count across both.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bundleReceiver, startReceiver, type ReceiverInstance } from '../../../scripts/receiver-bundle.mjs';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/postgres';
import { TRAVEL_TAGS } from '../../booking-request';

const LIMIT = 20;
let database: TestDatabase;
let file: string;
const instances: ReceiverInstance[] = [];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const body = (name: string) => ({
  name,
  email: 'guest@example.com',
  whatsapp: '+6281234567890',
  checkIn: day(30),
  checkOut: day(35),
  budgetCurrency: 'USD',
  budgetAmount: 1000,
  travelType: [TRAVEL_TAGS[0]],
});

let guest = 0;
/** A POST from its own client address (X-Forwarded-For), so that only the rate-limit phase shares one. */
async function book(to: ReceiverInstance, name: string, key: string, address = `198.18.${guest >> 8}.${guest++ & 255}`) {
  const response = await fetch(`${to.url}/api/book-accommodation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Forwarded-For': address },
    body: JSON.stringify(body(name)),
  });
  return { status: response.status, id: ((await response.json()) as { id?: string }).id };
}

beforeAll(async () => {
  database = await createTestDatabase();
  file = await bundleReceiver();
  const env = { BOOKINGS_DB: database.url, RATE_LIMIT_PER_MINUTE: String(LIMIT) };
  // Both start at once: their migrations take turns under the lock.
  instances.push(...(await Promise.all([startReceiver(file, env), startReceiver(file, env)])));
  // A bundle and two processes: on a busy machine (or under faketime) this takes longer than a hook's 10 s.
}, 60_000);
afterAll(async () => {
  for (const instance of instances) instance.kill('SIGKILL');
  await Promise.all(instances.map((i) => i.exited));
  await database?.drop();
});

it('shares one rate limit across the instances', async () => {
  const [a, b] = instances;
  // The rate-limit phase's own bookings ("Busy Guest …") are left out of the count below.
  const statuses = await Promise.all(
    Array.from({ length: LIMIT + 10 }, (_, i) => book(i % 2 ? a : b, `Busy Guest ${i}`, randomUUID(), '203.0.113.99').then((r) => r.status)),
  );
  expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
  expect(statuses.filter((s) => s === 429)).toHaveLength(10);
}, 60_000);

it('stores every acknowledged booking exactly once across instances, also when one is killed', async () => {
  const [a, b] = instances;
  const acknowledged = new Map<string, string>(); // name -> id
  const record = (name: string, result: { status: number; id?: string }) => {
    expect(result.status).toBe(201);
    if (acknowledged.has(name)) expect(result.id).toBe(acknowledged.get(name));
    acknowledged.set(name, result.id!);
  };

  // 200 bookings to a and b in turn; every fourth is retried on the other instance with its key.
  for (let i = 0; i < 200; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, async (_, j) => {
        const n = i + j;
        const key = `key-${n}`;
        const [first, other] = n % 2 ? [a, b] : [b, a];
        record(`Guest ${n}`, await book(first, `Guest ${n}`, key));
        if (n % 4 === 0) record(`Guest ${n}`, await book(other, `Guest ${n}`, key));
      }),
    );
  }

  // One key sent to both at once, twenty times: one row, one id for all.
  const same = await Promise.all(Array.from({ length: 20 }, (_, i) => book(i % 2 ? a : b, 'Twin Guest', 'key-twin')));
  for (const result of same) record('Twin Guest', result);

  // a is killed while requests are on their way to it; the guest's retry (same key) goes to b.
  const inFlight = Array.from({ length: 10 }, (_, i) => book(a, `Late Guest ${i}`, `key-late-${i}`).catch(() => ({ status: 0 })));
  await new Promise((resolve) => setTimeout(resolve, 5));
  a.kill('SIGKILL');
  const outcomes = await Promise.all(inFlight);
  for (const [i, outcome] of outcomes.entries()) {
    if (outcome.status === 201) record(`Late Guest ${i}`, outcome);
    record(`Late Guest ${i}`, await book(b, `Late Guest ${i}`, `key-late-${i}`));
  }

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; name: string }>(`SELECT id, name FROM bookings WHERE name NOT LIKE 'Busy Guest%'`);
    expect(rows).toHaveLength(acknowledged.size);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    for (const row of rows) expect(acknowledged.get(row.name)).toBe(row.id);
  } finally {
    await client.end();
  }
}, 120_000);

