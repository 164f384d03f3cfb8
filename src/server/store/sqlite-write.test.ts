/** A SQLite file locked by another process delays only the writes that need the lock, never the event loop. */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
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

/** Saves `count` bookings at once, as concurrent requests do, and logs each COMMIT and each answer in order. */
async function saveTogether(count: number, extra?: () => Promise<unknown>) {
  const log: string[] = [];
  const stop = store.statements.observe((statement) => {
    if (statement.commit) log.push('commit');
  });
  try {
    const saves = Array.from({ length: count }, () => store.bookings.save(entry()).then((saved) => (log.push('answer'), saved)));
    const failing = extra?.().then(
      () => log.push('answer'),
      (error: unknown) => (log.push('failure'), error),
    );
    return { saved: await Promise.all(saves), failure: await failing, log };
  } finally {
    stop();
  }
}

it('commits writes asked for together in one transaction, and answers each only after that commit', async () => {
  const { saved, log } = await saveTogether(8);
  expect(saved.map((s) => s.outcome)).toEqual(Array(8).fill('created'));
  expect(log.filter((l) => l === 'commit')).toHaveLength(1);
  expect(log[0]).toBe('commit');
  expect((await store.bookings.list()).bookings).toHaveLength(8);
});

it('undoes a write that throws in a shared commit alone: the writes beside it are stored', async () => {
  const doomed = entry();
  const { saved, failure, log } = await saveTogether(3, () =>
    store.write(async () => {
      await store.bookings.save(doomed);
      throw new Error('the work after the insert failed');
    }),
  );
  expect(failure).toMatchObject({ message: 'the work after the insert failed' });
  expect(log.filter((l) => l === 'commit')).toHaveLength(1);
  const stored = (await store.bookings.list()).bookings.map((b) => b.id).sort();
  expect(stored).toEqual(saved.map((s) => ('id' in s ? s.id : '')).sort());
  expect(stored).not.toContain(doomed.id);
});

it('runs each write of a shared commit in its own caller’s async context', async () => {
  const { tallied, tallyStatements } = await import('../../../test/helpers/statement-tally');
  tallyStatements(store.statements);
  const runs = await Promise.all([1, 2, 3].map(() => tallied(() => store.bookings.save(entry()))));
  for (const { result, tally } of runs) {
    expect(tally.sql.filter((text) => /^insert into "bookings"/.test(text))).toHaveLength(1);
    expect(result.outcome).toBe('created');
  }
  // The group's one COMMIT is counted once, for the write that opened it.
  expect(runs.map((r) => r.tally.commits)).toEqual([1, 0, 0]);
});

it('waits for another process’s lock with a whole group, then stores every write of it', async () => {
  other.exec('BEGIN IMMEDIATE');
  const saving = Promise.all([store.bookings.save(entry()), store.bookings.save(entry())]);
  expect(await settled(saving)).toBe(false);
  other.exec('COMMIT');
  expect((await saving).map((s) => s.outcome)).toEqual(['created', 'created']);
  expect((await store.bookings.list()).bookings).toHaveLength(2);
});

it('writes under a test’s fake timers: a site’s own tests may fake the clock around the receiver', async () => {
  vi.useFakeTimers();
  try {
    const saves = [store.bookings.save(entry()), store.bookings.save(entry())];
    expect((await Promise.all(saves)).map((s) => s.outcome)).toEqual(['created', 'created']);
  } finally {
    vi.useRealTimers();
  }
});
