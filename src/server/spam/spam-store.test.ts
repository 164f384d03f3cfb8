/**
 * The used solutions in the database: a claim sweeps the expired ones at most once a minute per instance, on
 * SQLite and PostgreSQL; on one PostgreSQL database shared by two instances a claim never waits for another
 * instance's sweep to commit.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { withoutWaiting } from '../../../test/helpers/lock-waits';
import { createTestDatabase, databaseFor } from '../../../test/helpers/postgres';
import { openStore } from '../store';
import { databaseSpamStore, SWEEP_EVERY_MS } from './spam-store';

const T0 = Date.parse('2027-01-10T12:00:00.000Z');
const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

describe.each(['sqlite', 'postgres'] as const)('used solutions on %s', { timeout: 60_000 }, (dialect) => {
  it('are swept once expired, by a claim at most once a minute (a booking no longer pays a sweep each)', async () => {
    const location = await databaseFor(dialect, cleanup);
    const store = await openStore(location);
    cleanup.push(() => store.close());
    const spam = databaseSpamStore(store);
    const left = async () => (await store.db.selectFrom('spam_proofs').select('challenge').orderBy('challenge').execute()).map((row) => row.challenge);
    const at = (ms: number) => new Date(T0 + ms);
    expect(await spam.claim('a-short', 'key-a', at(10_000), at(0))).toBe('fresh');
    expect(await spam.claim('b-long', 'key-b', at(7_200_000), at(1_000))).toBe('fresh');
    // `a-short` has expired, but a minute since this instance's last sweep has not passed yet.
    expect(await spam.claim('c', 'key-c', at(7_200_000), at(SWEEP_EVERY_MS - 1))).toBe('fresh');
    expect(await left()).toEqual(['a-short', 'b-long', 'c']);
    expect(await spam.claim('d', 'key-d', at(7_200_000), at(SWEEP_EVERY_MS))).toBe('fresh');
    expect(await left()).toEqual(['b-long', 'c', 'd']);
    // A solution is refused until it is swept, and its own retry still passes.
    expect(await spam.claim('b-long', 'key-other', at(7_200_000), at(SWEEP_EVERY_MS + 1))).toBe('replayed');
    expect(await spam.claim('b-long', 'key-b', at(7_200_000), at(SWEEP_EVERY_MS + 1))).toBe('same-key');
  });
});

it('claims on one instance while a claim on the other has swept expired solutions and not committed (the sweep once made them take turns)', { timeout: 60_000 }, async () => {
  const database = await createTestDatabase();
  cleanup.push(() => database.drop());
  const [a, b] = [await openStore(database.url), await openStore(database.url)];
  cleanup.push(() => a.close(), () => b.close());
  const [spamA, spamB] = [databaseSpamStore(a), databaseSpamStore(b)];
  const later = new Date(T0 + 3_600_000);
  const expires = new Date(T0 + 7_200_000);
  for (const n of [1, 2, 3]) await spamA.claim(`old-${n}`, `key-old-${n}`, new Date(T0 + 60_000), new Date(T0));

  let release!: () => void;
  let swept!: () => void;
  const inTransaction = new Promise<void>((resolve) => (swept = resolve));
  const held = a.write(async () => {
    expect(await spamA.claim('first', 'key-first', expires, later)).toBe('fresh');
    swept();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await inTransaction;
  try {
    expect(await withoutWaiting(database.url, spamB.claim('second', 'key-second', expires, later))).toBe('fresh');
  } finally {
    release();
    await held;
  }
  const left = await b.db.selectFrom('spam_proofs').select('challenge').orderBy('challenge').execute();
  expect(left.map((row) => row.challenge)).toEqual(['first', 'second']);
  // A used solution is still refused on the other instance.
  expect(await spamB.claim('first', 'key-other', expires, later)).toBe('replayed');
});
