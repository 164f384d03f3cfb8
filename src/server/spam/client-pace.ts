/**
 * Scripts pay more than people: how often a client asked in the last hour, in this process (memory is
 * bounded: at most `maxClients` clients, the longest idle forgotten first). A client past
 * {@link EASY_PER_HOUR} challenges in an hour gets challenges twice as hard for each one more, up to the
 * form's ceiling of a million tries; a person booking once or twice fetches three or four.
 */
const HOUR = 3_600_000;

export const EASY_PER_HOUR = 6;
export const MAX_DIFFICULTY = 1_000_000;
/** A client's bookings in an hour beyond this many get no acknowledgement e-mail (`busy-client`). */
export const ACKNOWLEDGED_PER_CLIENT_HOUR = 3;

/** The difficulty of a client's `count`-th challenge within an hour. */
export const difficultyFor = (base: number, count: number): number =>
  count <= EASY_PER_HOUR ? base : Math.max(base, Math.min(MAX_DIFFICULTY, base * 2 ** (count - EASY_PER_HOUR)));

export function createPace(maxClients = 10_000) {
  const seen = new Map<string, number[]>();
  return {
    /** Records one at `now` (ms) and returns how many there were in the hour up to it, this one included (at most 64). */
    count(key: string, now: number): number {
      const times = (seen.get(key) ?? []).filter((t) => t > now - HOUR).slice(-63);
      seen.delete(key);
      if (seen.size >= maxClients) seen.delete(seen.keys().next().value!);
      times.push(now);
      seen.set(key, times);
      return times.length;
    },
  };
}
