/**
 * Notifications across hard kills, with receivers as their own processes: a booking answered with 201
 * right before a SIGKILL, while the webhook endpoint is down, is delivered exactly once after a restart
 * with the endpoint back; on PostgreSQL, two instances (one killed and restarted) deliver each booking
 * once per channel.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bundleReceiver, startReceiver, type ReceiverInstance } from '../../../scripts/receiver-bundle.mjs';
import { createTestDatabase } from '../../../test/helpers/postgres';
import { startSmtpSink } from '../../../test/doubles/push-endpoints';

const TOKEN = '-ZNabya0bc2XXSU3Q0f9tmdF6G47HNM_J3zrGx9-NwM';
const secret = `whsec_${randomBytes(32).toString('base64')}`;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const booking = (i: number) => ({
  name: `Ketut Restart ${i}`,
  email: `ketut.${i}@example.com`,
  whatsapp: `+62812345678${10 + i}`,
  checkIn: inDays(10),
  checkOut: inDays(14),
  budgetCurrency: 'USD',
  budgetAmount: 1800 + i,
  travelType: ['Airbnb Guest - Honeymoon'],
});

let file: string;
beforeAll(async () => {
  file = await bundleReceiver();
}, 60_000);

const cleanup: Array<() => Promise<unknown> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function receiver(env: Record<string, string>): Promise<ReceiverInstance> {
  const started = await startReceiver(file, { ADMIN_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '0', NOTIFY_LEASE_SECONDS: '2', ...env });
  cleanup.push(() => {
    started.kill('SIGKILL');
    return started.exited;
  });
  return started;
}

/** A webhook endpoint on a fixed port that can go down and come back; every call is verified with the published scheme. */
function webhookEndpoint() {
  const verifier = new Webhook(secret);
  const calls: Array<{ webhookId: string; bookingId: string }> = [];
  let http: Server | undefined;
  let port = 0;
  const up = () =>
    new Promise<void>((resolve) => {
      http = createServer((req, res) => {
        let body = '';
        req.setEncoding('utf8').on('data', (c: string) => (body += c)).on('end', () => {
          try {
            const event = verifier.verify(body, req.headers as Record<string, string>) as { data: { id: string } };
            calls.push({ webhookId: String(req.headers['webhook-id']), bookingId: event.data.id });
            res.writeHead(204).end();
          } catch {
            res.writeHead(401).end();
          }
        });
      });
      http.listen(port, '127.0.0.1', () => {
        port = (http!.address() as AddressInfo).port;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      if (!http?.listening) return resolve();
      http.closeAllConnections();
      http.close(() => resolve());
    });
  cleanup.push(down);
  return { up, down, calls, url: () => `http://127.0.0.1:${port}/hooks/bookings` };
}

const post = (base: string, body: unknown, key: string) =>
  fetch(`${base}/api/book-accommodation?listing=villa-samudra`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'Accept-Language': 'ko-KR,ko;q=0.9,en;q=0.8' },
    body: JSON.stringify(body),
  });

type Listed = { id: string; listing?: string; locale?: string; deliveries: Array<{ id: string; channel: string; state: string }> };

/** The owner's listing, polled until every delivery of `count` bookings is delivered (retries come within seconds here). */
async function allDelivered(base: string, count: number, timeoutMs = 40_000): Promise<Listed[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${base}/api/bookings`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    const { bookings } = (await response.json()) as { bookings: Listed[] };
    const done = bookings.length === count && bookings.every((b) => b.deliveries.length > 0 && b.deliveries.every((d) => d.state === 'delivered'));
    if (done) return bookings;
    if (Date.now() > deadline) throw new Error(`not delivered in time: ${JSON.stringify(bookings.map((b) => b.deliveries))}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('notifications across a SIGKILL', { timeout: 90_000 }, () => {
  it('delivers a webhook exactly once after a kill right after the 201 while the endpoint was down (SQLite)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bali-restart-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const hook = webhookEndpoint();
    await hook.up();
    await hook.down();
    const env = { BOOKINGS_DB: join(dir, 'bookings.sqlite'), WEBHOOK_URL: hook.url(), WEBHOOK_SECRET: secret };

    const first = await receiver(env);
    const response = await post(first.url, booking(1), 'key-1');
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    first.kill('SIGKILL');
    await first.exited;

    await hook.up();
    const second = await receiver(env);
    const [stored] = await allDelivered(second.url, 1);
    expect(stored).toMatchObject({ id, listing: 'villa-samudra', locale: 'ko-KR' });
    expect(hook.calls).toEqual([{ webhookId: stored.deliveries[0].id, bookingId: id }]);
  });

  it('delivers each booking once per channel with two PostgreSQL instances, one killed and restarted', async () => {
    const database = await createTestDatabase();
    cleanup.push(() => database.drop());
    const hook = webhookEndpoint();
    await hook.up();
    await hook.down();
    const closedSmtp = await startSmtpSink();
    await closedSmtp.close();
    const env = {
      BOOKINGS_DB: database.url, WEBHOOK_URL: hook.url(), WEBHOOK_SECRET: secret,
      NOTIFY_EMAIL: 'owner@villa.example', SMTP_URL: closedSmtp.url,
    };
    const [a, b] = await Promise.all([receiver(env), receiver(env)]);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await post((i % 2 ? a : b).url, booking(i), `key-${i}`);
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    a.kill('SIGKILL');
    await a.exited;

    // Both channels come back within the 5 s before the second attempt.
    await hook.up();
    const mail = await startSmtpSink({}, Number(new URL(closedSmtp.url).port));
    // Closed after every receiver: a live one keeps its SMTP connection open, which the sink would wait for.
    cleanup.unshift(mail.close);
    const restarted = await receiver(env);
    const bookings = await allDelivered(restarted.url, 6);
    await mail.received(6);

    expect(hook.calls.map((c) => c.bookingId).sort()).toEqual([...ids].sort());
    expect(new Set(hook.calls.map((c) => c.webhookId)).size).toBe(6);
    expect(mail.messages).toHaveLength(6);
    for (const listed of bookings) expect(listed.deliveries.map((d) => d.channel)).toEqual(['email', 'webhook']);
  });
});
