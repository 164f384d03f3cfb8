/**
 * PostgreSQL killed under load (`pg_ctl stop -m immediate`, three times) and started again, with a receiver
 * process that has the webhook on: the process stays up, answers 5xx (never hangs) while the database is
 * away and 201 after, every acknowledged booking is stored once, and every one is delivered.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../../../scripts/postgres-cluster.mjs';
import { bundleReceiver, startReceiver, type ReceiverInstance } from '../../../scripts/receiver-bundle.mjs';

const TOKEN = 'database-restart-admin-token-0123456789';
const secret = `whsec_${randomBytes(32).toString('base64')}`;
/** No answer may take longer than this, database or not. */
const BOUND_MS = 15_000;
const GUESTS = 6;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const booking = (i: number) => ({
  name: `Wayan Restart ${i}`,
  email: `wayan.${i}@example.com`,
  whatsapp: `+6281234567${String(100 + (i % 900)).padStart(3, '0')}`,
  checkIn: inDays(20),
  checkOut: inDays(25),
  budgetCurrency: 'USD',
  budgetAmount: 1500 + i,
  travelType: ['Airbnb Guest - Honeymoon'],
});

let cluster: PostgresCluster;
let receiver: ReceiverInstance;
let hook: Server;
const hooked = new Map<string, number>();

beforeAll(async () => {
  cluster = await startPostgresCluster({ crashSafe: true });
  const verifier = new Webhook(secret);
  hook = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (c: string) => (body += c)).on('end', () => {
      const { data } = verifier.verify(body, req.headers as Record<string, string>) as { data: { id: string } };
      hooked.set(data.id, (hooked.get(data.id) ?? 0) + 1);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hooks/bookings`;
  receiver = await startReceiver(await bundleReceiver(), {
    BOOKINGS_DB: cluster.url, ADMIN_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '0', NOTIFY_LEASE_SECONDS: '2',
    WEBHOOK_URL: webhookUrl, WEBHOOK_SECRET: secret,
  });
}, 120_000);

afterAll(async () => {
  receiver?.kill('SIGKILL');
  await receiver?.exited;
  hook?.closeAllConnections();
  hook?.close();
  cluster?.stop();
});

/** What the guests saw, and a way to wait for the next answer of a kind. */
const seen = { created: 0, failed: 0 };
const waiters: Array<{ kind: keyof typeof seen; count: number; wake: () => void }> = [];
function saw(kind: keyof typeof seen) {
  seen[kind]++;
  for (const w of waiters.filter((w) => w.kind === kind && seen[kind] >= w.count)) {
    waiters.splice(waiters.indexOf(w), 1);
    w.wake();
  }
}
const next = (kind: keyof typeof seen, more = 1) => new Promise<void>((wake) => waiters.push({ kind, count: seen[kind] + more, wake }));

/** A guest's browser: the same Idempotency-Key until a 201, as the form does; a 5xx is retried shortly after. */
async function bookUntilStored(i: number, key: string): Promise<string> {
  for (;;) {
    const response = await fetch(`${receiver.url}/api/book-accommodation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(booking(i)),
      signal: AbortSignal.timeout(BOUND_MS),
    });
    const body = (await response.json()) as { id?: string };
    if (response.status === 201) {
      saw('created');
      return body.id!;
    }
    if (response.status < 500) throw new Error(`unexpected ${response.status}: ${JSON.stringify(body)}`);
    saw('failed');
    await delay(50); // a guest pressing the button again
  }
}

it('outlives three immediate stops of PostgreSQL under load, storing each acknowledged booking once', { timeout: 240_000 }, async () => {
  const acknowledged = new Map<string, string>();
  let loading = true;
  let n = 0;
  const guests = Array.from({ length: GUESTS }, async () => {
    while (loading) {
      const key = randomUUID();
      acknowledged.set(key, await bookUntilStored(n++, key));
    }
  });
  const failure = Promise.all(guests).then(() => undefined);
  const race = (step: Promise<void>) => Promise.race([step, failure]);

  for (let round = 0; round < 3; round++) {
    await race(next('created', 10));
    const refused = next('failed');
    cluster.halt();
    await race(refused);
    const listing = await fetch(`${receiver.url}/api/bookings`, { headers: { Authorization: `Bearer ${TOKEN}` }, signal: AbortSignal.timeout(BOUND_MS) });
    expect(listing.status).toBeGreaterThanOrEqual(500);
    const back = next('created');
    cluster.start();
    await race(back);
  }
  loading = false;
  await failure;

  // The process is still the one started first, and said nothing about an unhandled error.
  expect(await Promise.race([receiver.exited, delay(0, 'running')])).toBe('running');
  expect(receiver.stderr()).not.toMatch(/Unhandled|Connection terminated/);

  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ idempotency_key: string; id: string }>('SELECT idempotency_key, id FROM bookings');
    const stored = new Map<string, string[]>();
    for (const row of rows) stored.set(row.idempotency_key, [...(stored.get(row.idempotency_key) ?? []), row.id]);
    expect(rows).toHaveLength(acknowledged.size);
    for (const [key, id] of acknowledged) expect(stored.get(key)).toEqual([id]);

    // The dispatcher resumed: every booking's webhook went out (at least once; a lost outcome may repeat one).
    const deadline = Date.now() + 90_000;
    for (;;) {
      const pending = await client.query("SELECT count(*)::int AS n FROM deliveries WHERE state <> 'delivered'");
      const all = await client.query('SELECT count(*)::int AS n FROM deliveries');
      if (pending.rows[0].n === 0 && all.rows[0].n === acknowledged.size) break;
      if (Date.now() > deadline) throw new Error(`deliveries not done: ${pending.rows[0].n} of ${all.rows[0].n} left`);
      await delay(250);
    }
  } finally {
    await client.end();
  }
  expect([...acknowledged.values()].filter((id) => !hooked.has(id))).toEqual([]);
  expect(seen.failed).toBeGreaterThan(0);
});
