/**
 * Sliding-window rate limiter (OWASP: "avoid fixed-window counters"): a client may make `limit` requests in
 * any `windowMs` span. Memory is bounded: each client keeps at most `limit` timestamps and at most
 * `maxClients` clients are tracked (idle ones are swept first, then the oldest).
 */
export type RateLimiter = {
  /** Records a hit for `key` at `now` (ms) and says whether it is within the limit. Refused hits are not recorded. */
  hit(key: string, now: number): boolean;
  /** Whether `key` has used up its `limit` within the window at `now`, without recording anything. */
  full(key: string, now: number): boolean;
  /** Takes back one hit of `key` recorded at `at` (a right admin token gives its slot back). */
  release(key: string, at: number): void;
  /** False when the limit is off (0, negative, Infinity): every hit is within it, no client needs a key. */
  readonly limited: boolean;
  /** Number of clients currently tracked (for tests). */
  readonly size: number;
};

/** Default requests per minute and client. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 10;

export function createRateLimiter(limit: number, windowMs = 60_000, maxClients = 10_000): RateLimiter {
  const hits = new Map<string, number[]>();
  const sweep = (now: number) => {
    for (const [key, times] of hits) {
      if (times[times.length - 1] <= now - windowMs) hits.delete(key);
    }
    // Still full: forget the clients seen longest ago (Map keeps insertion order; hit() re-inserts).
    for (const key of hits.keys()) {
      if (hits.size < maxClients) break;
      hits.delete(key);
    }
  };
  const unlimited = !(limit > 0) || limit === Infinity;
  const recent = (key: string, now: number) => (hits.get(key) ?? []).filter((t) => t > now - windowMs);
  return {
    hit(key, now) {
      if (unlimited) return true;
      const times = recent(key, now);
      hits.delete(key);
      if (times.length >= limit) {
        hits.set(key, times);
        return false;
      }
      if (hits.size >= maxClients) sweep(now);
      times.push(now);
      hits.set(key, times);
      return true;
    },
    full(key, now) {
      return !unlimited && recent(key, now).length >= limit;
    },
    release(key, at) {
      const times = hits.get(key);
      const index = times?.indexOf(at) ?? -1;
      if (index >= 0) times!.splice(index, 1);
    },
    limited: !unlimited,
    get size() {
      return hits.size;
    },
  };
}
