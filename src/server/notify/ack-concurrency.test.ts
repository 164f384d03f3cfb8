/**
 * The acknowledgement's hourly cap with two instances on one database: bookings sent to both at once never
 * get more acknowledgements than the cap, nor two for one mailbox, and a booking that gets none does not
 * wait for another instance's open transaction.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { TRAVEL_TAGS } from '../../booking-request';
import { withoutWaiting } from '../../../test/helpers/lock-waits';
import { createTestDatabase } from '../../../test/helpers/postgres';
import { openStore, type NewBooking, type Store } from '../store';
import { ACKS_PER_HOUR } from './ack-channel';
import { createNotifier, type Notifier } from './notifier';

const T0 = Date.parse('2027-01-10T12:00:00.000Z');
const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const entry = (email: string): NewBooking => ({
  id: randomUUID(),
  createdAt: new Date(T0).toISOString(),
  booking: {
    name: 'Sarah Miller', email, whatsapp: '+61412345678', checkIn: '2027-03-10', checkOut: '2027-03-15',
    budgetCurrency: 'AUD', budgetAmount: 3200, travelType: [TRAVEL_TAGS[0]],
  },
  locale: 'en-AU',
  bodyHash: `hash-${randomUUID()}`,
});

type Instance = { store: Store; notifier: Notifier; book: (email: string) => Promise<unknown> };

/** Two stores on one database, each with its own notifier, as two receiver processes have. */
async function twoInstances(dialect: 'sqlite' | 'postgres'): Promise<{ url: string; instances: [Instance, Instance] }> {
  let url: string;
  if (dialect === 'postgres') {
    const database = await createTestDatabase();
    cleanup.push(() => database.drop());
    url = database.url;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'bali-ack-two-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    url = join(dir, 'bookings.sqlite');
  }
  const instance = async (): Promise<Instance> => {
    const store = await openStore(url);
    cleanup.push(() => store.close());
    const notifier = createNotifier({
      // Nothing is sent here: the deliveries are counted, the dispatcher never runs.
      notify: { email: { to: 'owner@villa.example', smtp: 'smtp://127.0.0.1:9' }, acknowledge: true },
      database: store,
      getBooking: (id) => store.bookings.get(id),
      now: () => new Date(T0),
      dispatcher: { pollMs: 3_600_000 },
    });
    cleanup.push(() => notifier.dispatcher.stop());
    return { store, notifier, book: (email) => store.bookings.save(entry(email), notifier.queue) };
  };
  const first = await instance();
  return { url, instances: [first, await instance()] };
}

async function acknowledged(store: Store): Promise<string[]> {
  const rows = await store.db
    .selectFrom('deliveries')
    .innerJoin('bookings', 'bookings.id', 'deliveries.booking_id')
    .select('bookings.email')
    .where('deliveries.channel', '=', 'acknowledgement')
    .execute();
  return rows.map((row) => row.email).sort();
}

describe.each(['sqlite', 'postgres'] as const)('two instances on one %s database', { timeout: 60_000 }, (dialect) => {
  it(`acknowledge at most ${ACKS_PER_HOUR} of 40 guests booking at once, and one of a guest's five addresses sent at once`, async () => {
    const { instances } = await twoInstances(dialect);
    const variants = ['made.wirawan@gmail.com', 'madewirawan@gmail.com', 'Made.Wira.Wan+bali@gmail.com', 'm.a.d.e.wirawan+x@googlemail.com', 'MadeWirawan@GMail.com'];
    await Promise.all(variants.map((email, i) => instances[i % 2].book(email)));
    const made = await acknowledged(instances[0].store);
    expect(made).toHaveLength(1);
    expect(variants).toContain(made[0]);

    await Promise.all(Array.from({ length: 40 }, (_, i) => instances[i % 2].book(`stranger${i}@example.org`)));
    const all = await acknowledged(instances[1].store);
    expect(all).toHaveLength(ACKS_PER_HOUR);
    expect(new Set(all).size).toBe(ACKS_PER_HOUR);
  });
});

describe('two instances on one PostgreSQL database', { timeout: 60_000 }, () => {
  it('commit a booking on one while a booking on the other is still in its transaction, once the cap is reached (its lock once made every commit take its turn)', async () => {
    const { url, instances: [a, b] } = await twoInstances('postgres');
    for (let i = 0; i < ACKS_PER_HOUR; i += 1) await a.book(`early${i}@example.org`);
    let release!: () => void;
    let saved!: () => void;
    const inTransaction = new Promise<void>((resolve) => (saved = resolve));
    const held = a.store.write(async () => {
      await a.book('held@example.org');
      saved();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await inTransaction;
    try {
      await withoutWaiting(url, b.book('other@example.org'));
    } finally {
      release();
      await held;
    }
    expect(await b.store.bookings.list({ limit: 100 }).then((page) => page.bookings.length)).toBe(ACKS_PER_HOUR + 2);
    expect(await acknowledged(b.store)).toHaveLength(ACKS_PER_HOUR);
  });
});

it('reads the last day of acknowledgements through their index, not every delivery ever made', async () => {
  const { instances: [a] } = await twoInstances('sqlite');
  const seen: string[] = [];
  const stop = a.store.statements.observe((statement) => seen.push(statement.sql));
  await a.book('sarah@example.com.au');
  stop();
  const read = seen.find((text) => /from "deliveries" inner join "bookings"/.test(text))!;
  const nulls = Array.from(read.matchAll(/\?/g), () => null);
  const plan = await a.store.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${read}`, nulls));
  expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(/SEARCH deliveries USING INDEX deliveries_channel_created/);
});
