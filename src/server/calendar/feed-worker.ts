/**
 * The feed worker's entry (a `node:worker_threads` worker; bundled with ical.js into one source string by
 * scripts/feed-worker-source.mjs, run by parse-feed.ts). It reads the feed in `workerData` and posts the
 * result. `progress` is shared with the parent's watchdog: [stage, event index, steps].
 */
import { parentPort, workerData } from 'node:worker_threads';
import { FeedError } from './feed-error';
import { readFeed, type ReadLimits } from './read-feed';

export type WorkerInput = { text: string; limits: ReadLimits; skip: number[]; progress: Int32Array };
export type WorkerOutput = { ok: ReturnType<typeof readFeed> } | { error: string; owner: boolean };

/** `progress[0]`: reading events (the watchdog may name the event that stopped the reader). */
export const STAGE = 0;
export const EVENT = 1;
export const STEPS = 2;

const { text, limits, skip, progress } = workerData as WorkerInput;
let answer: WorkerOutput;
try {
  const read = readFeed(text, limits, {
    skip: new Set(skip),
    onEvent: (index) => {
      Atomics.store(progress, EVENT, index);
      Atomics.store(progress, STAGE, 1);
    },
    onStep: () => void Atomics.add(progress, STEPS, 1),
  });
  answer = { ok: read };
} catch (error) {
  answer = { error: (error as Error)?.message ?? String(error), owner: error instanceof FeedError };
}
parentPort!.postMessage(answer);
