import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, nextAttemptAt, RETRY_DELAYS_MS } from './retry-schedule';

const now = new Date('2027-01-01T00:00:00.000Z');
const after = (attempts: number, random = () => 0.5) => nextAttemptAt(attempts, now, random)?.getTime()! - now.getTime();

describe('nextAttemptAt', () => {
  it('follows the Standard Webhooks schedule: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h', () => {
    const hours = (h: number) => h * 3_600_000;
    expect(Array.from({ length: 9 }, (_, i) => after(i + 1))).toEqual([
      5_000, 300_000, 1_800_000, hours(2), hours(5), hours(10), hours(14), hours(20), hours(24),
    ]);
    expect(MAX_ATTEMPTS).toBe(10);
  });

  it('gives up after the tenth attempt', () => {
    expect(nextAttemptAt(10, now)).toBeUndefined();
    expect(nextAttemptAt(0, now)).toBeUndefined();
  });

  it('spreads each wait by at most a tenth either way', () => {
    expect(after(2, () => 0)).toBe(RETRY_DELAYS_MS[1] * 0.9);
    expect(after(2, () => 0.999_999)).toBeLessThanOrEqual(RETRY_DELAYS_MS[1] * 1.1);
    expect(after(2, () => 0.999_999)).toBeGreaterThan(RETRY_DELAYS_MS[1] * 1.09);
  });
});
