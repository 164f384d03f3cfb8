/**
 * The limit on guesses of the admin token: one count per client for the listing and the inbox's sign-in
 * together. A guess takes its slot before the token is compared, in one atomic step (a transaction in the
 * database, serialised by an advisory lock on PostgreSQL and by `BEGIN IMMEDIATE` on SQLite; one synchronous
 * step in memory), so however many guesses arrive at once or however slowly they send their body, at most
 * `limit` per client and minute are ever compared. A right token gives its slot back, so the owner's own
 * calls never use the limit up. A client that cannot be told apart is not counted: a shared count would let
 * anyone's failures lock the owner out, so there the token's strength is the defence (with a warning, once:
 * at creation when `clientKey` says so, else at the first such guess).
 */
import { knownClient, type ClientKeyOptions } from '../http/client-key';
import { createRateLimiter } from '../http/rate-limit';
import type { ReceiverDatabase } from '../store/receiver-store';
import { sharedRateLimiter } from '../store/rate-limit';

export type GuessLimiter = {
  /** Takes one of `key`'s slots at `now` (ms); false, taking nothing, when the minute's slots are used up. */
  take(key: string, now: number): Promise<boolean>;
  /** Gives back the slot `key` took at `at`. */
  giveBack(key: string, at: number): Promise<void>;
};

/** One guess: refused (answer 429 without comparing), or admitted with `right()` to call when it matched. */
export type Guess = { refused: boolean; right(): Promise<void> };

/**
 * In the receiver's database when it has one (every instance shares the count), in this process otherwise.
 * `scope` keeps the count of another secret (a payment provider's callback token) apart from the admin token's.
 */
export function guessLimiterFor(database: ReceiverDatabase | undefined, limit: number, scope = 'admin'): GuessLimiter {
  const memory = createRateLimiter(limit);
  const local: GuessLimiter = { take: async (key, now) => memory.hit(key, now), giveBack: async (key, at) => memory.release(key, at) };
  let picked: Promise<GuessLimiter> | undefined;
  const pick = () =>
    (picked ??= (database?.store() ?? Promise.resolve(undefined)).then(
      (store) => (store ? dbGuesses(sharedRateLimiter(store, { limit, scope })) : local),
      (error: unknown) => {
        picked = undefined; // the database was away: the next guess asks again
        throw error;
      },
    ));
  return {
    take: async (key, now) => (await pick()).take(key, now),
    giveBack: async (key, at) => (await pick()).giveBack(key, at),
  };
}

const dbGuesses = (shared: ReturnType<typeof sharedRateLimiter>): GuessLimiter => ({
  take: (key, now) => shared.hit(key, now),
  giveBack: (key, at) => shared.release(key, at),
});

let warnedUncounted = false;

/** `(request) => guess`: counts the request's client before anything of its token is looked at. */
export function guessCounter(limiter: GuessLimiter, clients: ClientKeyOptions, now: () => Date): (request: Request) => Promise<Guess> {
  const uncounted: Guess = { refused: false, right: async () => {} };
  return async (request) => {
    const client = knownClient(request, clients);
    if (client === undefined) {
      warnUncounted();
      return uncounted;
    }
    const at = now().getTime();
    if (!(await limiter.take(client, at))) return { refused: true, right: async () => {} };
    return {
      refused: false,
      // Failing to give the slot back costs the owner one slot for a minute, never the answer.
      right: () => limiter.giveBack(client, at).catch((error: unknown) => console.error(`bali-widgets: could not give back a guess slot: ${(error as Error)?.message ?? error}`)),
    };
  };
}

/**
 * Warns at creation when `clientKey` names no client for a request that carries nothing (`() => null`, or a
 * header only your CDN sets): such guesses go uncounted, and the owner should know it from the start.
 */
export function warnIfUncounted(clients: ClientKeyOptions): void {
  if (!clients.clientKey) return;
  try {
    if (!clients.clientKey(new Request('http://localhost/'))) warnUncounted();
  } catch {
    // A key that needs a real request tells nothing here; its first uncounted guess warns.
  }
}

function warnUncounted(): void {
  if (warnedUncounted) return;
  warnedUncounted = true;
  console.warn(
    'bali-widgets: clients cannot be told apart here (no client address, or clientKey said unknown), so guesses ' +
      'of the admin token and of the payment webhooks\' secrets are not limited per client: their strength is the defence. Set `trustProxy` behind a ' +
      'proxy that appends X-Forwarded-For to count them (docs/server.md#admin-access).',
  );
}
