/**
 * A channel is failing while its latest attempt failed, with that attempt's error and when the failing
 * began, and clear once a delivery of it succeeds; Retry-all makes its waiting and failed deliveries due
 * now. Real SQLite and PostgreSQL, a real webhook endpoint that answers 503 and then 204.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TRAVEL_TAGS } from '../../booking-request';
import { createTestDatabase } from '../../../test/helpers/postgres';
import { openStore, type NewBooking, type Store } from '../store';
import { failingChannels, isChannel, retryChannel } from './channel-health';
import { createNotifier } from './notifier';
import { startWebhookEndpoint } from '../../../test/doubles/push-endpoints';

const T0 = Date.parse('2027-01-10T12:00:00.000Z');
const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const entry = (): NewBooking => ({
  id: randomUUID(),
  createdAt: new Date(T0).toISOString(),
  booking: {
    name: 'Made Wirawan', email: 'made@example.com', whatsapp: '+6281234567890', checkIn: '2027-01-20', checkOut: '2027-01-25',
    budgetCurrency: 'USD', budgetAmount: 1000, travelType: [TRAVEL_TAGS[0]],
  },
  locale: 'en',
  bodyHash: `hash-${randomUUID()}`,
});

async function open(dialect: 'sqlite' | 'postgres'): Promise<Store> {
  let where: string;
  if (dialect === 'postgres') {
    const database = await createTestDatabase();
    cleanup.push(() => database.drop());
    where = database.url;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'bali-health-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    where = join(dir, 'bookings.sqlite');
  }
  const store = await openStore(where);
  cleanup.push(() => store.close());
  return store;
}

describe.each(['sqlite', 'postgres'] as const)('channel health on %s', { timeout: 30_000 }, (dialect) => {
  it('reports a webhook as failing from its first failed attempt until one succeeds, and Retry-all makes its deliveries due now', async () => {
    const store = await open(dialect);
    let up = false;
    const hook = await startWebhookEndpoint(() => new Response(null, { status: up ? 204 : 503 }));
    cleanup.push(hook.close);
    const clock = { t: T0 };
    const notifier = createNotifier({
      notify: { webhook: { url: hook.url, secret: `whsec_${randomBytes(32).toString('base64')}` } },
      database: store,
      getBooking: (id) => store.bookings.get(id),
      now: () => new Date(clock.t),
      dispatcher: { random: () => 0.5, onError: (error) => { throw error; } },
    });
    cleanup.push(() => notifier.dispatcher.stop());

    expect(await failingChannels(store)).toEqual([]);
    await store.bookings.save(entry(), notifier.queue);
    await store.bookings.save(entry(), notifier.queue);
    expect(await notifier.dispatcher.runDue()).toBe(2);
    expect(await failingChannels(store)).toEqual([{ channel: 'webhook', lastError: 'HTTP 503', since: '2027-01-10T12:00:00.000Z' }]);

    clock.t += 1_000;
    expect(await notifier.dispatcher.runDue()).toBe(0); // the next attempts wait for the schedule
    up = true;
    expect(await retryChannel(store, 'webhook', new Date(clock.t))).toBe(2);
    expect(await retryChannel(store, 'email', new Date(clock.t))).toBe(0);
    expect(await notifier.dispatcher.runDue()).toBe(2);
    expect(await failingChannels(store)).toEqual([]);
    expect([isChannel('webhook'), isChannel('sms')]).toEqual([true, false]);
  });
});
