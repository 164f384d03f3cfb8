/**
 * The outbox against real databases (SQLite and PostgreSQL), a real SMTP server and a real webhook
 * endpoint: queued in the booking's transaction, delivered and retried on the schedule (the clock is
 * moved, nothing waits minutes), attempts recorded, claims that outlive a killed process taken over.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { TRAVEL_TAGS } from '../../booking-request';
import { createTestDatabase } from '../../../test/helpers/postgres';
import { openStore, type NewBooking, type Store } from '../store';
import { createNotifier, type NotifierOptions } from './notifier';
import { notifyingStore, type NotifiedStoredBooking } from './notifying-store';
import { claimDue } from './outbox-store';
import type { Statement } from '../store/statement-count';
import { startSmtpSink, startWebhookEndpoint } from '../../../test/doubles/push-endpoints';

const secret = `whsec_${randomBytes(32).toString('base64')}`;
const T0 = Date.parse('2027-01-10T12:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function entry(name = 'Made Wirawan'): NewBooking {
  return {
    id: randomUUID(),
    createdAt: new Date(T0).toISOString(),
    booking: {
      name, email: 'made@example.com', whatsapp: '+6281234567890', checkIn: '2027-01-20', checkOut: '2027-01-25',
      budgetCurrency: 'USD', budgetAmount: 1000, travelType: [TRAVEL_TAGS[0]],
    },
    listing: 'villa-samudra',
    locale: 'id-ID',
    bodyHash: `hash-${randomUUID()}`,
  };
}

/** A webhook endpoint that verifies with the published scheme and answers with `status(n)` for the n-th call. */
async function webhookEndpoint(status: (call: number) => number = () => 204) {
  const verifier = new Webhook(secret);
  const calls: Array<{ id: string; bookingId: string }> = [];
  const server = await startWebhookEndpoint(async (request) => {
    const event = verifier.verify(await request.text(), Object.fromEntries(request.headers)) as { data: { id: string } };
    calls.push({ id: request.headers.get('webhook-id')!, bookingId: event.data.id });
    return new Response(null, { status: status(calls.length) });
  });
  cleanup.push(server.close);
  return { ...server, calls };
}

type Dialect = 'sqlite' | 'postgres';
async function location(dialect: Dialect): Promise<string> {
  if (dialect === 'postgres') {
    const database = await createTestDatabase();
    cleanup.push(() => database.drop());
    return database.url;
  }
  const dir = mkdtempSync(join(tmpdir(), 'bali-outbox-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'bookings.sqlite');
}

async function open(where: string): Promise<Store> {
  const store = await openStore(where);
  cleanup.push(() => store.close());
  return store;
}

function notifierOf(store: Store, clock: { t: number }, notify: NotifierOptions['notify'], extra: Partial<NotifierOptions> = {}) {
  const notifier = createNotifier({
    notify,
    database: store,
    getBooking: (id) => store.bookings.get(id),
    now: () => new Date(clock.t),
    dispatcher: { random: () => 0.5, onError: (error) => { throw error; } },
    ...extra,
  });
  cleanup.push(() => notifier.dispatcher.stop());
  return notifier;
}

describe.each<Dialect>(['sqlite', 'postgres'])('outbox on %s', { timeout: 30_000 }, (dialect) => {
  it('queues one delivery per channel in the booking transaction, and none when it rolls back or replays', async () => {
    const store = await open(await location(dialect));
    const notifier = notifierOf(store, { t: T0 }, {
      email: { to: 'owner@villa.example', smtp: 'smtp://127.0.0.1:9' },
      webhook: { url: 'http://127.0.0.1:9/', secret },
    });
    expect(notifier.channels).toEqual(['email', 'webhook']);

    const first = { ...entry(), idempotencyKey: 'key-1' };
    expect(await store.bookings.save(first, notifier.queue)).toEqual({ outcome: 'created', id: first.id });
    expect(await store.bookings.save({ ...first, id: randomUUID() }, notifier.queue)).toEqual({ outcome: 'replayed', id: first.id });
    const views = (await notifier.deliveriesOf([first.id])).get(first.id)!;
    expect(views.map((v) => [v.channel, v.state, v.attempts, v.nextAttemptAt])).toEqual([
      ['email', 'pending', 0, '2027-01-10T12:00:00.000Z'],
      ['webhook', 'pending', 0, '2027-01-10T12:00:00.000Z'],
    ]);

    const failing = entry();
    await expect(
      store.bookings.save(failing, async (trx, id) => {
        await notifier.queue(trx, id);
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(await store.bookings.get(failing.id)).toBeUndefined();
    expect((await notifier.deliveriesOf([failing.id])).size).toBe(0);
  });

  it('retries a failing webhook at 5 s and 5 min with the same webhook-id, and mails the owner once', async () => {
    const store = await open(await location(dialect));
    const smtp = await startSmtpSink();
    cleanup.push(smtp.close);
    const hook = await webhookEndpoint((call) => (call <= 2 ? 503 : 204));
    const clock = { t: T0 };
    const notifier = notifierOf(store, clock, { email: { to: 'owner@villa.example', smtp: smtp.url }, webhook: { url: hook.url, secret } });
    const e = entry('Sarah Miller');
    await store.bookings.save(e, notifier.queue);

    expect(await notifier.dispatcher.runDue()).toBe(2);
    expect(smtp.messages).toHaveLength(1);
    clock.t += 4.9 * SECOND;
    expect(await notifier.dispatcher.runDue()).toBe(0);
    clock.t += 0.1 * SECOND;
    expect(await notifier.dispatcher.runDue()).toBe(1);
    clock.t += 5 * MINUTE - SECOND;
    expect(await notifier.dispatcher.runDue()).toBe(0);
    clock.t += SECOND;
    expect(await notifier.dispatcher.runDue()).toBe(1);
    clock.t += 24 * 60 * MINUTE;
    expect(await notifier.dispatcher.runDue()).toBe(0);

    expect(hook.calls.map((c) => c.bookingId)).toEqual([e.id, e.id, e.id]);
    expect(new Set(hook.calls.map((c) => c.id)).size).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    const views = (await notifier.deliveriesOf([e.id])).get(e.id)!;
    const webhook = views.find((v) => v.channel === 'webhook')!;
    expect(webhook).toMatchObject({ id: hook.calls[0].id, state: 'delivered', attempts: 3, lastStatus: 204 });
    expect(webhook.nextAttemptAt).toBeUndefined();
    expect(webhook.history).toEqual([
      { at: '2027-01-10T12:00:00.000Z', outcome: 'failed', status: 503, error: 'HTTP 503' },
      { at: '2027-01-10T12:00:05.000Z', outcome: 'failed', status: 503, error: 'HTTP 503' },
      { at: '2027-01-10T12:05:05.000Z', outcome: 'delivered', status: 204 },
    ]);
    expect(views.find((v) => v.channel === 'email')).toMatchObject({ state: 'delivered', attempts: 1, history: [{ outcome: 'delivered' }] });
  });

  it('stops at once on 410 Gone, and gives up after the tenth failure', async () => {
    const store = await open(await location(dialect));
    const gone = await webhookEndpoint(() => 410);
    const clock = { t: T0 };
    const goneNotifier = notifierOf(store, clock, { webhook: { url: gone.url, secret } });
    const a = entry();
    await store.bookings.save(a, goneNotifier.queue);
    await goneNotifier.dispatcher.runDue();
    clock.t += 48 * 60 * MINUTE;
    expect(await goneNotifier.dispatcher.runDue()).toBe(0);
    expect((await goneNotifier.deliveriesOf([a.id])).get(a.id)).toMatchObject([{ state: 'failed', attempts: 1, lastStatus: 410 }]);

    const down = await webhookEndpoint(() => 500);
    const downNotifier = notifierOf(store, clock, { webhook: { url: down.url, secret } });
    const b = entry();
    await store.bookings.save(b, downNotifier.queue);
    // Each time the clock moves just short of the next attempt (nothing due), then onto it.
    const waits: number[] = [];
    expect(await downNotifier.dispatcher.runDue()).toBe(1);
    for (;;) {
      const [pending] = (await downNotifier.deliveriesOf([b.id])).get(b.id)!;
      if (!pending.nextAttemptAt) break;
      const due = Date.parse(pending.nextAttemptAt);
      waits.push((due - clock.t) / SECOND);
      clock.t = due - 1;
      expect(await downNotifier.dispatcher.runDue()).toBe(0);
      clock.t = due;
      expect(await downNotifier.dispatcher.runDue()).toBe(1);
    }
    expect(waits).toEqual([5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400]);
    const [view] = (await downNotifier.deliveriesOf([b.id])).get(b.id)!;
    expect(view).toMatchObject({ state: 'failed', attempts: 10, lastStatus: 500, lastError: 'HTTP 500' });
    expect(view.history).toHaveLength(10);
    expect(down.calls).toHaveLength(10);
  });

  it('takes over a claim when its lease runs out (the process that held it was killed)', async () => {
    const store = await open(await location(dialect));
    const hook = await webhookEndpoint();
    const clock = { t: T0 };
    const notifier = notifierOf(store, clock, { webhook: { url: hook.url, secret } }, { dispatcher: { random: () => 0.5, leaseMs: 2 * MINUTE } });
    const e = entry();
    await store.bookings.save(e, notifier.queue);
    expect(await claimDue(store, ['webhook'], new Date(clock.t), 2 * MINUTE, 10)).toHaveLength(1);
    expect(await notifier.dispatcher.runDue()).toBe(0);
    clock.t += 2 * MINUTE;
    expect(await notifier.dispatcher.runDue()).toBe(1);
    expect(hook.calls).toHaveLength(1);
  });

  it('erases the deliveries and attempts with their booking', async () => {
    const store = await open(await location(dialect));
    const hook = await webhookEndpoint(() => 500);
    const notifier = notifierOf(store, { t: T0 }, { webhook: { url: hook.url, secret } });
    const e = entry();
    await store.bookings.save(e, notifier.queue);
    await notifier.dispatcher.runDue();
    expect(await store.bookings.erase(e.id)).toBe(true);
    expect((await notifier.deliveriesOf([e.id])).size).toBe(0);
    const left = await store.db.selectFrom('delivery_attempts').select('delivery_id').execute();
    expect(left).toEqual([]);
  });
});

describe('notifyingStore', () => {
  it('queues on save, wakes the dispatcher after the commit, and lists each booking with its deliveries', async () => {
    const store = await open(await location('sqlite'));
    const hook = await webhookEndpoint();
    const { bookings, notifier } = notifyingStore(store, { notify: { webhook: { url: hook.url, secret } } });
    cleanup.push(() => notifier.dispatcher.stop());
    notifier.dispatcher.start();
    const e = entry();
    const delivered = new Promise<void>((resolve) => {
      const check = setInterval(async () => {
        if (((await bookings.get(e.id)) as NotifiedStoredBooking | undefined)?.deliveries[0]?.state === 'delivered') resolve(clearInterval(check));
      }, 20);
    });
    await bookings.save(e);
    await delivered;
    const { bookings: page } = await bookings.list();
    expect(page).toMatchObject([{ id: e.id, listing: 'villa-samudra', locale: 'id-ID', deliveries: [{ channel: 'webhook', state: 'delivered', attempts: 1 }] }]);
    expect(hook.calls).toHaveLength(1);
  });

});

describe.each<Dialect>(['sqlite', 'postgres'])('dispatcher on %s', { timeout: 30_000 }, (dialect) => {
  it('reads a booking once for all its channels, no delivery again, and records their attempts in one commit', async () => {
    const store = await open(await location(dialect));
    const smtp = await startSmtpSink();
    cleanup.push(smtp.close);
    const hook = await webhookEndpoint();
    const clock = { t: T0 };
    const notify = { email: { to: 'owner@villa.example', smtp: smtp.url }, webhook: { url: hook.url, secret } };
    // However long the e-mail takes after the webhook's answer, the two are recorded together.
    const notifier = notifierOf(store, clock, notify, { dispatcher: { random: () => 0.5, recordWithinMs: 60_000, onError: (error) => { throw error; } } });
    const e = entry();
    await store.bookings.save(e, notifier.queue);
    const sent: Statement[] = [];
    const stop = store.statements.observe((statement) => sent.push(statement));
    expect(await notifier.dispatcher.runDue()).toBe(2);
    stop();
    await smtp.received(1);
    // The claim and the record: two commits for the batch, not one more per delivery.
    expect(sent.filter((s) => s.commit)).toHaveLength(2);
    expect(sent.filter((s) => /^select .* from "bookings"/is.test(s.sql))).toHaveLength(1);
    // The claim returns which offer notice each delivery carries: no delivery is read again to learn it.
    expect(sent.filter((s) => /^select "notice_id" from "deliveries"/i.test(s.sql))).toHaveLength(0);
    const views = await notifier.deliveriesOf([e.id]);
    expect(views.get(e.id)!.map((v) => [v.channel, v.state, v.attempts, v.history.length])).toEqual([['email', 'delivered', 1, 1], ['webhook', 'delivered', 1, 1]]);
  });
});

describe('outbox on postgres with two instances', { timeout: 30_000 }, () => {
  it('delivers each booking once per channel', async () => {
    const where = await location('postgres');
    const [one, two] = [await open(where), await open(where)];
    const smtp = await startSmtpSink();
    cleanup.push(smtp.close);
    const hook = await webhookEndpoint();
    const notify = { email: { to: 'owner@villa.example', smtp: smtp.url }, webhook: { url: hook.url, secret } };
    const clock = { t: T0 };
    const first = notifierOf(one, clock, notify, { dispatcher: { random: () => 0.5, batchSize: 3 } });
    const second = notifierOf(two, clock, notify, { dispatcher: { random: () => 0.5, batchSize: 3 } });

    const saved = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).bookings.save(entry(`Guest ${i}`), (i % 2 ? first : second).queue)));
    const ids = saved.map((s) => (s as { id: string }).id);
    const made = await Promise.all([first.dispatcher.runDue(), second.dispatcher.runDue()]);
    expect(made[0] + made[1]).toBe(40);
    expect(made.every((n) => n > 0)).toBe(true);
    expect(await Promise.all([first.dispatcher.runDue(), second.dispatcher.runDue()])).toEqual([0, 0]);
    await smtp.received(20);

    expect(hook.calls.map((c) => c.bookingId).sort()).toEqual([...ids].sort());
    expect(smtp.messages).toHaveLength(20);
    const views = await first.deliveriesOf(ids);
    for (const id of ids) expect(views.get(id)!.map((v) => [v.channel, v.state, v.attempts])).toEqual([['email', 'delivered', 1], ['webhook', 'delivered', 1]]);
  });
});
