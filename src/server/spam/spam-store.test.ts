/**
 * The used solutions on one PostgreSQL database shared by two instances: every claim sweeps the expired
 * ones, and a claim never waits for another instance's sweep to commit.
 */
import { afterEach, expect, it } from 'vitest';
import { withoutWaiting } from '../../../test/helpers/lock-waits';
import { createTestDatabase } from '../../../test/helpers/postgres';
import { openStore } from '../store';
import { databaseSpamStore } from './spam-store';

const T0 = Date.parse('2027-01-10T12:00:00.000Z');
const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
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
