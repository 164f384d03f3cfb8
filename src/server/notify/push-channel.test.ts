/**
 * Push alerts through the outbox against real databases and a real push service on loopback that checks
 * the VAPID signature and decrypts each message as the device would: one message per device and booking,
 * none for spam, 404/410 remove the device, 413/429/5xx and a slow service are retried on the schedule.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TRAVEL_TAGS } from '../../booking-request';
import { createTestDatabase } from '../../../test/helpers/postgres';
import { openStore, type NewBooking, type Store } from '../store';
import { createNotifier, type NotifierOptions } from './notifier';
import { vapidKeys } from './push-keys';
import { MAX_PAYLOAD_BYTES, pushPayload } from './push-payload';
import { parseSubscription, saveSubscription } from './push-subscriptions';
import { startPushService } from '../../../test/doubles/push-service';
import { ownerSession } from '../../../test/helpers/owner-session';

const T0 = Date.parse('2027-01-10T12:00:00.000Z');
const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const entry = (name = 'Ji-woo Park'): NewBooking => ({
  id: randomUUID(),
  createdAt: new Date(T0).toISOString(),
  booking: {
    name, email: 'jiwoo.park@example.kr', whatsapp: '+821012345678', checkIn: '2027-03-10', checkOut: '2027-03-15',
    budgetCurrency: 'USD', budgetAmount: 1500, travelType: [TRAVEL_TAGS[0]],
  },
  locale: 'ko-KR',
  bodyHash: `hash-${randomUUID()}`,
});

type Dialect = 'sqlite' | 'postgres';
async function open(dialect: Dialect): Promise<Store> {
  let where: string;
  if (dialect === 'postgres') {
    const database = await createTestDatabase();
    cleanup.push(() => database.drop());
    where = database.url;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'bali-push-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    where = join(dir, 'bookings.sqlite');
  }
  const store = await openStore(where);
  cleanup.push(() => store.close());
  return store;
}

function notifierOf(store: Store, clock: { t: number }, extra: Partial<NotifierOptions> = {}) {
  const notifier = createNotifier({
    notify: { push: { subject: 'mailto:owner@villa.example', allowPrivatePush: true } },
    database: store,
    getBooking: (id) => store.bookings.get(id),
    now: () => new Date(clock.t),
    dispatcher: { random: () => 0.5, onError: (error) => { throw error; } },
    ...extra,
  });
  cleanup.push(() => notifier.dispatcher.stop());
  return notifier;
}

async function pushService(answer?: Parameters<typeof startPushService>[0]) {
  const service = await startPushService(answer);
  cleanup.push(service.close);
  return service;
}

const subscribe = async (store: Store, subscription: unknown) => {
  const parsed = parseSubscription(subscription, true);
  if (typeof parsed === 'string') throw new Error(parsed);
  await saveSubscription(store.db, parsed, new Date(T0), await ownerSession(store.db));
};

describe.each<Dialect>(['sqlite', 'postgres'])('push alerts on %s', { timeout: 30_000 }, (dialect) => {
  it('sends each device one encrypted, VAPID-signed message per booking, with the stored key, and none for spam', async () => {
    const store = await open(dialect);
    const service = await pushService();
    const [phone, tablet] = [service.device('phone'), service.device('tablet')];
    await subscribe(store, phone.subscription);
    await subscribe(store, tablet.subscription);
    const notifier = notifierOf(store, { t: T0 });
    expect(notifier.channels).toEqual(['push']);

    const booking = entry();
    await store.bookings.save(booking, notifier.queue);
    await store.bookings.save(entry('Spam Bot'), async (trx, id) => {
      await trx.updateTable('bookings').set({ status: 'spam' }).where('id', '=', id).execute();
      await notifier.queue(trx, id);
    });
    expect(await notifier.dispatcher.runDue()).toBe(2);
    expect(await notifier.dispatcher.runDue()).toBe(0);

    const { publicKey } = await vapidKeys(store.db, {});
    expect(service.refused).toEqual([]);
    expect(service.messages.map((m) => m.device).sort()).toEqual(['phone', 'tablet']);
    for (const message of service.messages) {
      expect(message.vapidKey).toBe(publicKey);
      expect(message.payload).toEqual({ title: 'New booking request', body: 'Ji-woo Park · 10–15 Mar · USD 1,500', id: booking.id });
      expect(message.topic).toBe(booking.id.replace(/-/g, ''));
      expect(message.urgency).toBe('high');
      expect(JSON.stringify(message.payload)).not.toMatch(/example\.kr|\+82|1012345678/);
    }
    const views = (await notifier.deliveriesOf([booking.id])).get(booking.id)!;
    expect(views.map((v) => [v.channel, v.state, v.lastStatus])).toEqual([['push', 'delivered', 201], ['push', 'delivered', 201]]);
  });

  it('removes a device whose service answers 404 or 410, and retries 413, 429, 5xx and a slow answer on the schedule', async () => {
    const store = await open(dialect);
    const statuses = [410, 404, 413, 429, 503];
    const service = await pushService((call) => (call <= statuses.length ? { status: statuses[call - 1] } : call === 6 ? { status: 201, delayMs: 2_000 } : { status: 201 }));
    for (const name of ['gone', 'missing', 'large', 'busy', 'down']) await subscribe(store, service.device(name).subscription);
    const clock = { t: T0 };
    const notifier = notifierOf(store, clock, { push: { timeoutMs: 500 } });
    const booking = entry();
    await store.bookings.save(booking, notifier.queue);
    expect(await notifier.dispatcher.runDue()).toBe(5);
    const rows = await store.db.selectFrom('push_subscriptions' as never).select('endpoint' as never).execute();
    expect(rows).toHaveLength(3);

    const views = (await notifier.deliveriesOf([booking.id])).get(booking.id)!;
    expect(views.map((v) => [v.state, v.lastStatus]).sort()).toEqual([
      ['failed', 404], ['failed', 410], ['pending', 413], ['pending', 429], ['pending', 503],
    ]);
    expect(views.filter((v) => v.state === 'pending').every((v) => v.nextAttemptAt === new Date(T0 + 5_000).toISOString())).toBe(true);

    clock.t += 5_000; // the first retry: one answer is slow (the attempt times out), the others are taken
    expect(await notifier.dispatcher.runDue()).toBe(3);
    const after = (await notifier.deliveriesOf([booking.id])).get(booking.id)!;
    expect(after.filter((v) => v.state === 'delivered')).toHaveLength(2);
    expect(after.find((v) => v.state === 'pending')?.lastError).toBe('timeout after 0.5 s');
  });
});

describe('push alerts to private addresses', () => {
  it('are refused unless allowed: a loopback device is never called, and its delivery ends', async () => {
    const store = await open('sqlite');
    const service = await pushService();
    await subscribe(store, service.device().subscription);
    expect(parseSubscription(service.device().subscription, false)).toMatch(/https push service/);
    const notifier = notifierOf(store, { t: T0 }, { notify: { push: { subject: 'mailto:owner@villa.example' } } });
    const booking = entry();
    await store.bookings.save(booking, notifier.queue);
    expect(await notifier.dispatcher.runDue()).toBe(1);
    expect(service.calls()).toBe(0);
    expect((await notifier.deliveriesOf([booking.id])).get(booking.id)![0]).toMatchObject({ state: 'failed', lastError: expect.stringMatching(/public host/) });
  });
});

describe('the push payload', () => {
  it('fits in one message: an overlong name is shortened, the stay and budget stay whole', () => {
    const booking = { ...entry().booking, id: randomUUID(), createdAt: new Date(T0).toISOString(), name: '박'.repeat(3000), checkOut: '2027-04-02', budgetCurrency: 'IDR' as const, budgetAmount: 15_000_000 };
    const json = pushPayload(booking);
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(JSON.parse(json).body).toMatch(/^박+… · 10 Mar – 2 Apr · IDR 15,000,000$/);
  });
});
