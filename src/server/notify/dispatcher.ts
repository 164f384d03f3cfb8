/**
 * The outbox dispatcher: started with the receiver, it claims due deliveries, sends them, records each
 * attempt, and looks again every `pollMs` (retries fall due, other instances queue bookings) or at once
 * when nudged after a booking was stored. Pending deliveries of a previous run resume at start; a claim left by a killed
 * process is taken over when its lease runs out.
 */
import type { Channel, Deliver, NotifiedBooking } from './booking-event';
import { claimDue, recordAttempts, type Attempt, type Claim, type OutboxDatabase } from './outbox-store';
import { ATTEMPT_TIMEOUT_MS } from './retry-schedule';

export type DispatcherOptions = {
  database: OutboxDatabase;
  /** The booking as notified, or undefined once erased. */
  getBooking: (id: string) => Promise<NotifiedBooking | undefined>;
  /** The configured channels; deliveries of other channels wait until theirs is configured again. */
  channels: Partial<Record<Channel, Deliver>>;
  /** The clock (tests move it). Default `() => new Date()`. */
  now?: () => Date;
  /** Jitter source in [0, 1) (tests fix it). Default `Math.random`. */
  random?: () => number;
  /** How long a claim holds: well above one attempt's timeout. Default 2 min. */
  leaseMs?: number;
  /** Longest sleep between two looks at the queue. Default 5 s. */
  pollMs?: number;
  /** Deliveries claimed at once. Default 10. */
  batchSize?: number;
  /** How long an ended attempt waits for the others of its batch before it is recorded without them. Default 250 ms. */
  recordWithinMs?: number;
  /** Runs before each pass claims (turning offer notices into deliveries); its failure is reported and the pass goes on. */
  prepare?: () => Promise<unknown>;
  /** A failure of the dispatcher itself (the database was unreachable). Default: one `console.error` line without personal data. */
  onError?: (error: unknown) => void;
};

export type Dispatcher = {
  /** Starts the loop (idempotent). */
  start(): void;
  /** Looks at the queue now (after a booking was stored). */
  nudge(): void;
  /** Claims and sends everything due now; resolves with the number of attempts made (tests call it directly). */
  runDue(): Promise<number>;
  /** Stops the loop, waits for the attempts in flight, then closes the channels' connections. */
  stop(): Promise<void>;
};

const describe = (error: unknown) => {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  return typeof code === 'string' ? code : typeof name === 'string' ? name : 'error';
};

export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const { database, getBooking, now = () => new Date(), random = Math.random } = options;
  const leaseMs = options.leaseMs ?? 8 * ATTEMPT_TIMEOUT_MS;
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 10;
  const recordWithinMs = options.recordWithinMs ?? 250;
  const onError = options.onError ?? ((error) => console.error(`bali-widgets: notification dispatcher: ${describe(error)}`));
  const channels = (Object.keys(options.channels) as Channel[]).filter((c) => options.channels[c]);

  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pass: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  async function attempt(claim: Claim, bookingOf: (id: string) => Promise<NotifiedBooking | undefined>, record: (made: Attempt) => void): Promise<void> {
    const deliver = options.channels[claim.channel]!;
    const booking = await bookingOf(claim.bookingId);
    const result = booking
      ? await deliver(booking, claim.id, { noticeId: claim.noticeId }).catch((error: unknown) => ({ outcome: 'failed' as const, error: describe(error) }))
      : ({ outcome: 'gone', error: 'booking erased' } as const);
    record({ claim, result, at: now() });
  }

  /**
   * A batch's attempts are recorded together, in one commit, once all have ended; one that ended while
   * another still waits on a slow endpoint is recorded after `recordWithinMs`, not held for it.
   */
  function recorder() {
    let made: Attempt[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    let written: Promise<void> = Promise.resolve();
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      const these = made;
      made = [];
      if (these.length) written = written.then(() => recordAttempts(database, these, random)).catch(onError);
      return written;
    };
    const record = (attempt: Attempt) => {
      made.push(attempt);
      if (!timer) {
        timer = setTimeout(flush, recordWithinMs);
        timer.unref?.();
      }
    };
    return { record, flush };
  }

  async function drain(): Promise<number> {
    let made = 0;
    await options.prepare?.().catch(onError);
    for (;;) {
      const claims = await claimDue(database, channels, now(), leaseMs, batchSize);
      // A booking's channels are usually claimed together: it is read once for all of them.
      const read = new Map<string, Promise<NotifiedBooking | undefined>>();
      const bookingOf = (id: string) => read.get(id) ?? read.set(id, getBooking(id)).get(id)!;
      const { record, flush } = recorder();
      const outcomes = await Promise.allSettled(claims.map((claim) => attempt(claim, bookingOf, record)));
      outcomes.forEach((o) => o.status === 'rejected' && onError(o.reason));
      await flush();
      made += claims.length;
      if (claims.length < batchSize) return made;
    }
  }

  /** One pass at a time; asked for during a pass, another runs right after it. */
  function runDue(): Promise<number> {
    if (pass) {
      again = true;
      return pass;
    }
    pass = drain().finally(() => {
      pass = undefined;
      // A nudge during the last pass before stop() runs nothing more: the store may be closing.
      if (again && !stopped) {
        again = false;
        void runDue().catch(onError);
      }
    });
    return pass;
  }

  function schedule(delay: number) {
    clearTimeout(timer);
    if (!running) return;
    timer = setTimeout(tick, delay);
    timer.unref?.();
  }

  async function tick() {
    try {
      await runDue();
    } catch (error) {
      onError(error);
    }
    schedule(pollMs);
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopped = false;
      schedule(0);
    },
    // During a pass, the pass itself runs another after it: the poll timer set when it ends would replace a new one.
    nudge() {
      if (!running) return;
      if (pass) again = true;
      else schedule(0);
    },
    runDue,
    async stop() {
      running = false;
      stopped = true;
      clearTimeout(timer);
      await pass?.catch(() => undefined);
      for (const channel of channels) options.channels[channel]?.close?.();
    },
  };
}
