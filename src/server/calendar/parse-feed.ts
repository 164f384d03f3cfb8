/**
 * Reads a feed where it cannot hurt the receiver: in a worker thread (read-feed.ts does the reading) with
 * bounded memory, a hard wall-clock limit that terminates it, and a watchdog. ical.js can loop forever
 * inside one step on some rules (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30`); when an event makes no progress
 * for `stallMs`, the worker is terminated and the feed read again without that event, which is reported
 * as repeating without end. Every other event is kept.
 */
import { Worker } from 'node:worker_threads';
import source from 'bali:feed-worker';
import { FeedError } from './feed-error';
import type { FeedRead, ReadLimits } from './read-feed';
import type { WorkerInput, WorkerOutput } from './feed-worker';
import type { NightRange } from './nights';

export { FeedError } from './feed-error';

export type ParseLimits = ReadLimits & {
  /** Wall-clock time for the whole read, restarts included. Default 20 s. */
  timeoutMs?: number;
  /** An event that makes no progress for this long repeats without end. Default 3 s. */
  stallMs?: number;
  /** Memory of one worker (its old generation), in MiB. Default 256. */
  memoryMb?: number;
  /** Stops the read at once (the receiver is closing). */
  signal?: AbortSignal;
};

export type ParsedFeed = {
  nights: NightRange[];
  /** What the owner should know about a partial read: events skipped, and why. */
  warning?: string;
};

/** Events the watchdog skips before it gives the feed up (each costs a restart). */
const MAX_STALLS = 5;
const WATCH_EVERY_MS = 100;

export async function parseFeed(text: string, limits: ParseLimits): Promise<ParsedFeed> {
  const deadline = Date.now() + (limits.timeoutMs ?? 20_000);
  const skip = new Set<number>();
  for (;;) {
    const outcome = await attempt(text, limits, skip, deadline);
    if ('read' in outcome) return { nights: outcome.read.nights, ...warningOf(outcome.read) };
    if (skip.size >= MAX_STALLS) {
      throw new FeedError(`This calendar has more than ${MAX_STALLS} events that repeat without end, so it was not read. Remove them from the calendar, or remove this calendar.`);
    }
    skip.add(outcome.stalled);
  }
}

function warningOf(read: FeedRead): { warning?: string } {
  const parts: string[] = [];
  if (read.endless === 1) parts.push('This calendar has an event that repeats without end; it was skipped.');
  if (read.endless > 1) parts.push(`This calendar has ${read.endless} events that repeat without end; they were skipped.`);
  if (read.unreadable === 1) parts.push('1 event could not be read and was skipped.');
  if (read.unreadable > 1) parts.push(`${read.unreadable} events could not be read and were skipped.`);
  return parts.length ? { warning: `${parts.join(' ')} Every other event was read.` } : {};
}

type Outcome = { read: FeedRead } | { stalled: number };

function attempt(text: string, limits: ParseLimits, skip: Set<number>, deadline: number): Promise<Outcome> {
  const progress = new Int32Array(new SharedArrayBuffer(12));
  const { windowFrom, windowTo, timeZone, maxEvents, maxSteps } = limits;
  const input: WorkerInput = { text, limits: { windowFrom, windowTo, timeZone, maxEvents, maxSteps }, skip: [...skip], progress };
  const memory = limits.memoryMb ?? 256;
  const worker = new Worker(source, { eval: true, workerData: input, resourceLimits: { maxOldGenerationSizeMb: memory, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 } });
  return new Promise<Outcome>((resolve, reject) => {
    let steps = -1;
    let still = Date.now();
    let settled = false;
    const settle = (outcome: Outcome | FeedError) => {
      if (settled) return;
      settled = true;
      clearInterval(watch);
      limits.signal?.removeEventListener('abort', abort);
      void worker.terminate();
      if (outcome instanceof FeedError) reject(outcome);
      else resolve(outcome);
    };
    // Progress is read from shared memory, not from messages: a busy event loop here never blames an event.
    const watch = setInterval(() => {
      const now = Date.now();
      if (now > deadline) return settle(new FeedError('This calendar took too long to read, so it was not read; the nights of its last good read are kept. It is tried again in 5 minutes.'));
      const seen = Atomics.load(progress, 2);
      if (seen !== steps) {
        steps = seen;
        still = now;
      } else if (Atomics.load(progress, 0) === 1 && now - still > (limits.stallMs ?? 3_000)) {
        settle({ stalled: Atomics.load(progress, 1) });
      }
    }, WATCH_EVERY_MS);
    const abort = () => settle(new FeedError('The calendar was not read: the receiver is closing.'));
    if (limits.signal?.aborted) return abort();
    limits.signal?.addEventListener('abort', abort, { once: true });
    worker.on('message', (answer: WorkerOutput) => {
      if ('ok' in answer) settle({ read: answer.ok });
      else settle(new FeedError(answer.owner ? answer.error : 'This calendar could not be read: it is not valid iCal. Check the link in the platform that exports it.'));
    });
    worker.on('error', (error: Error & { code?: string }) => {
      settle(new FeedError(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'This calendar needs too much memory to read, so it was not read. It may be damaged or far larger than a rental calendar.' : 'This calendar could not be read: it is not valid iCal. Check the link in the platform that exports it.'));
    });
    worker.on('exit', () => settle(new FeedError('This calendar could not be read; it is tried again in 5 minutes.')));
  });
}
