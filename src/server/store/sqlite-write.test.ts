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

/** The longest gap between ticks of a 5 ms timer while `work` runs: how long the event loop was blocked. */
async function longestStall<T>(work: Promise<T>): Promise<{ result: T; stall: number }> {
  let last = performance.now();
  let stall = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
  }, 5);
  try {
    return { result: await work, stall };
  } finally {
    clearInterval(timer);
  }
}

it('waits for a lock held by another process without blocking reads or timers, then stores', async () => {
  const first = entry();
  await store.bookings.save(first);
  other.exec('BEGIN IMMEDIATE'); // another process is writing for a while
  const saving = store.bookings.save(entry());
  try {
    const { result: page, stall } = await longestStall(
      (async () => {
        const started = performance.now();
        const listed = await store.bookings.list();
        expect(performance.now() - started).toBeLessThan(1000);
        await new Promise((resolve) => setTimeout(resolve, 2500));
        return listed;
      })(),
    );
    expect(page.bookings.map((b) => b.id)).toEqual([first.id]);
    // A blocking busy handler holds the loop for the whole 2.5 s; an async retry leaves gaps of a few ms.
    expect(stall).toBeLessThan(1000);
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
