/**
 * Push alerts across a hard kill, with the receiver as its own process: bookings answered with 201 while
 * the push service is down, then a SIGKILL; after a restart with the service back, the device receives
 * exactly one message per booking (VAPID-checked and decrypted by the push service on loopback), and the
 * receiver's output holds none of the guests' data.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { bundleReceiver, startReceiver, type ReceiverInstance } from '../../../scripts/receiver-bundle.mjs';
import { openStore } from '../store';
import { parseSubscription, saveSubscription } from './push-subscriptions';
import { startPushService } from '../../../test/doubles/push-service';
import { ownerSession } from '../../../test/helpers/owner-session';

const TOKEN = 'push-restart-test-admin-token-0123456789';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

let file: string;
beforeAll(async () => {
  file = await bundleReceiver();
}, 60_000);

const cleanup: Array<() => Promise<unknown> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function receiver(env: Record<string, string>): Promise<ReceiverInstance> {
  const started = await startReceiver(file, {
    ADMIN_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '0', NOTIFY_LEASE_SECONDS: '2',
    PUSH_SUBJECT: 'mailto:owner@villa.example', PUSH_ALLOW_PRIVATE: '1', ...env,
  });
  cleanup.push(() => {
    started.kill('SIGKILL');
    return started.exited;
  });
  return started;
}

type Listed = { id: string; deliveries: Array<{ channel: string; state: string }> };
async function allDelivered(base: string, count: number, timeoutMs = 40_000): Promise<Listed[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${base}/api/bookings`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    const { bookings } = (await response.json()) as { bookings: Listed[] };
    if (bookings.length === count && bookings.every((b) => b.deliveries.length > 0 && b.deliveries.every((d) => d.state === 'delivered'))) return bookings;
    if (Date.now() > deadline) throw new Error(`not delivered in time: ${JSON.stringify(bookings.map((b) => b.deliveries))}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('delivers exactly one push per booking after a SIGKILL while the push service was down', { timeout: 90_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bali-push-restart-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  const database = join(dir, 'bookings.sqlite');
  const service = await startPushService();
  const phone = service.device('phone');
  await service.close();
  const store = await openStore(database);
  await saveSubscription(store.db, parseSubscription(phone.subscription, true) as never, new Date(), await ownerSession(store.db));
  await store.close();

  const first = await receiver({ BOOKINGS_DB: database });
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const response = await fetch(`${first.url}/api/book-accommodation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `key-${i}` },
      body: JSON.stringify({
        name: `Ji-woo Park ${i}`, email: `jiwoo.${i}@example.kr`, whatsapp: `+8210123456${70 + i}`, checkIn: inDays(10), checkOut: inDays(15),
        budgetCurrency: 'USD', budgetAmount: 1500 + i, travelType: ['Airbnb Guest - Honeymoon'],
      }),
    });
    expect(response.status).toBe(201);
    ids.push(((await response.json()) as { id: string }).id);
  }
  first.kill('SIGKILL');
  await first.exited;

  const back = await startPushService(undefined, service.port, service.devices);
  cleanup.push(back.close);
  const second = await receiver({ BOOKINGS_DB: database });
  const listed = await allDelivered(second.url, 3);
  await back.received(3);

  expect(back.refused).toEqual([]);
  expect(back.messages.map((m) => m.payload.id).sort()).toEqual([...ids].sort());
  expect(back.messages.map((m) => m.payload.body).sort()).toEqual([0, 1, 2].map((i) => expect.stringMatching(new RegExp(`^Ji-woo Park ${i} · .+ · USD 1,50${i}$`))));
  for (const b of listed) expect(b.deliveries.map((d) => d.channel)).toEqual(['push']);
  expect(`${first.stderr()}${second.stderr()}`).not.toMatch(/Ji-woo|example\.kr|\+8210/);
});
