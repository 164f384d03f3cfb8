/**
 * When a failed delivery is tried again: the Standard Webhooks schedule, for e-mail and webhooks alike.
 * The first attempt runs at once; after each failure the next waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h,
 * 14 h, 20 h and 24 h; after the tenth attempt the delivery is `failed`.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Waits after the 1st, 2nd, … failed attempt. */
export const RETRY_DELAYS_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 14 * HOUR, 20 * HOUR, 24 * HOUR] as const;

/** Attempts in all: the first one plus one per delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** One attempt may take this long (connecting, sending, the answer) before it counts as failed. */
export const ATTEMPT_TIMEOUT_MS = 15 * SECOND;

/** Spread of a wait, ±10 %: deliveries that failed together (an endpoint was down) do not all retry in the same second. */
export const JITTER = 0.1;

/**
 * The moment of the next attempt after `attempts` failed ones, or `undefined` when none is left.
 * `random` returns a number in [0, 1) (tests pass a fixed one).
 */
export function nextAttemptAt(attempts: number, now: Date, random: () => number = Math.random): Date | undefined {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  if (attempts < 1 || delay === undefined) return undefined;
  const spread = 1 + JITTER * (2 * random() - 1);
  return new Date(now.getTime() + Math.round(delay * spread));
}
