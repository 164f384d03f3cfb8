/** The daily limit counts one guest in any letter case, and reads only that guest's bookings to do it. */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { TRAVEL_TAGS } from '../../booking-request';
import { openStore, type NewBooking, type Store } from '../store';
import { NOTIFIED_PER_DAY, withinDailyLimit } from './daily-limit';

const T0 = Date.parse('2027-01-10T12:00:00.000Z');
let dir: string;
let store: Store;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bali-daily-limit-'));
  store = await openStore(join(dir, 'bookings.sqlite'));
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const entry = (email: string, whatsapp: string): NewBooking => ({
  id: randomUUID(),
  createdAt: new Date(T0).toISOString(),
  booking: {
    name: 'Sarah Miller', email, whatsapp, checkIn: '2027-03-10', checkOut: '2027-03-15',
    budgetCurrency: 'AUD', budgetAmount: 3200, travelType: [TRAVEL_TAGS[0]],
  },
  locale: 'en-AU',
  bodyHash: `hash-${randomUUID()}`,
});

/** Saves a booking and answers whether it may be announced, as the receiver does in one write. */
const book = (email: string, whatsapp = `+614${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`) =>
  store.write(async (trx) => {
    const next = entry(email, whatsapp);
    await store.bookings.save(next);
    return withinDailyLimit(trx, next);
  });

it('announces a guest’s first requests of the day and not the next, whatever the letter case of their address', async () => {
  for (let i = 0; i < 5; i += 1) await book(`other${i}@example.org`);
  const answers: boolean[] = [];
  for (let i = 0; i <= NOTIFIED_PER_DAY; i += 1) answers.push(await book(i % 2 ? 'Sarah@Example.com.au' : 'sarah@example.com.au'));
  expect(answers).toEqual([...Array(NOTIFIED_PER_DAY).fill(true), false]);
});

it('counts a guest’s bookings of the last day through the guest’s index, not every booking of the day', async () => {
  const seen: string[] = [];
  const stop = store.statements.observe((statement) => seen.push(statement.sql));
  await book('Sarah@Example.com.au');
  stop();
  const read = seen.find((text) => /count\(\*\)[\s\S]*from "bookings"[\s\S]*lower\("email"\)/.test(text))!;
  const nulls = Array.from(read.matchAll(/\?/g), () => null);
  const plan = await store.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${read}`, nulls));
  const detail = plan.rows.map((row) => row.detail).join('\n');
  expect(detail).toMatch(/SEARCH bookings USING INDEX bookings_guest_email/);
  expect(detail).not.toMatch(/bookings_created_at/);
});
