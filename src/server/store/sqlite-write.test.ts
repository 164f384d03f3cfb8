/** A SQLite file locked by another process delays only the writes that need the lock, never the event loop. */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openStore, type Store } from './index';
import { newBooking } from '../../../test/helpers/booking-entry';

let dir: string;
let store: Store;
let other: Database.Database;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bali-lock-'));
  store = await openStore(join(dir, 'b.sqlite'));
  other = new Database(join(dir, 'b.sqlite'));
});
afterEach(async () => {
  if (other.inTransaction) other.exec('ROLLBACK');
  other.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const entry = () => newBooking();

/** How often a 5 ms timer fired while `work` ran: a loop blocked by a synchronous busy handler fires it hardly at all. */
async function ticksDuring<T>(work: Promise<T>): Promise<{ result: T; ticks: number }> {
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 5);
  try {
    return { result: await work, ticks };
  } finally {
    clearInterval(timer);
  }
}

const settled = async (promise: Promise<unknown>) => Promise.race([promise.then(() => true, () => true), new Promise((r) => setImmediate(() => r(false)))]);

it('waits for a lock held by another process without blocking reads or timers, then stores', async () => {
  const first = entry();
  await store.bookings.save(first);
  other.exec('BEGIN IMMEDIATE'); // another process is writing for a while
  const saving = store.bookings.save(entry());
  try {
    // A read is answered while the write still waits for the lock.
    const page = await store.bookings.list();
    expect(page.bookings.map((b) => b.id)).toEqual([first.id]);
    expect(await settled(saving)).toBe(false);
    // A blocking busy handler holds the loop for the whole 2.5 s; an async retry lets the timer run.
    const { ticks } = await ticksDuring(new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(ticks).toBeGreaterThan(10);
  } finally {
    other.exec('COMMIT');
  }
  expect(await saving).toMatchObject({ outcome: 'created' });
  expect((await store.bookings.list()).bookings).toHaveLength(2);
});

it('gives up with SQLITE_BUSY once the wait budget is spent, and the next write works', async () => {
  const impatient = await openStore(join(dir, 'b.sqlite'), { budgetMs: 200 });
  try {
    other.exec('BEGIN IMMEDIATE');
    await expect(impatient.bookings.save(entry())).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_BUSY/) });
    other.exec('COMMIT');
    expect(await impatient.bookings.save(entry())).toMatchObject({ outcome: 'created' });
  } finally {
    await impatient.close();
  }
});
