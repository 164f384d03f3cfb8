/**
 * The dispatcher's passes, on SQLite: a pass asked for while the last one runs is not started once stop()
 * has been called, so nothing reads the store after the receiver closes it; a nudge during a pass is never
 * lost to the poll timer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openStore } from '../store';
import { createDispatcher } from './dispatcher';

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A SQLite store in a folder of its own, both gone after the test. */
async function tempStore() {
  const dir = mkdtempSync(join(tmpdir(), 'bali-dispatcher-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  const store = await openStore(join(dir, 'b.sqlite'));
  cleanup.push(() => store.close());
  return store;
}

it('starts no pass after stop(), even when one was asked for during the last pass', async () => {
  const store = await tempStore();
  let passes = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const errors: unknown[] = [];
  const dispatcher = createDispatcher({
    database: store, getBooking: async () => undefined, channels: {}, pollMs: 60_000,
    // Each pass begins here; the first one is held until the test lets it go.
    prepare: () => (++passes === 1 ? held : Promise.resolve()),
    onError: (error) => errors.push(error),
  });
  const first = dispatcher.runDue();
  expect(passes).toBe(1);
  void dispatcher.runDue(); // asked again while the first pass runs
  const stopping = dispatcher.stop();
  release();
  await first;
  await stopping;
  expect(passes).toBe(1);
  expect(errors).toEqual([]);
});

it('runs another pass right after a polled pass when nudged during it, not a poll interval later', async () => {
  const store = await tempStore();
  let passes = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let began!: () => void;
  const first = new Promise<void>((resolve) => (began = resolve));
  let second!: () => void;
  const secondPass = new Promise<void>((resolve) => (second = resolve));
  const dispatcher = createDispatcher({
    database: store, getBooking: async () => undefined, channels: {}, pollMs: 3_600_000,
    prepare: () => {
      passes += 1;
      if (passes === 1) {
        began();
        return held;
      }
      second();
      return Promise.resolve();
    },
  });
  cleanup.push(() => dispatcher.stop());
  dispatcher.start(); // the first pass comes from the poll timer
  await first;
  dispatcher.nudge(); // a booking stored while that pass runs
  release();
  await secondPass;
  expect(passes).toBe(2);
});
