/** The database rate limit: one count for every instance, on PostgreSQL (and on SQLite, where it also works). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/postgres';
import { openStore, type Store } from './index';
import { sharedRateLimiter } from './rate-limit';

describe.each(['PostgreSQL', 'SQLite'] as const)('shared rate limit on %s', (label) => {
  let database: TestDatabase | undefined;
  let dir: string | undefined;
  let a: Store;
  let b: Store;

  beforeAll(async () => {
    let location: string;
    if (label === 'PostgreSQL') location = (database = await createTestDatabase()).url;
    else location = join((dir = mkdtempSync(join(tmpdir(), 'bali-limit-'))), 'b.sqlite');
    a = await openStore(location);
    b = await openStore(location);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('admits the limit across two instances hitting at once, then refuses until the window slides', async () => {
    const now = Date.UTC(2027, 0, 10, 12);
    const onA = sharedRateLimiter(a, { limit: 5, scope: 'bookings' });
    const onB = sharedRateLimiter(b, { limit: 5, scope: 'bookings' });
    const verdicts = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? onA : onB).hit('203.0.113.7', now + i)));
    expect(verdicts.filter(Boolean)).toHaveLength(5);
    expect(await onA.full('203.0.113.7', now + 20)).toBe(true);
    // Another client and another scope have their own counts.
    expect(await onB.hit('198.51.100.1', now + 20)).toBe(true);
    expect(await sharedRateLimiter(a, { limit: 5, scope: 'admin' }).full('203.0.113.7', now + 20)).toBe(false);
    // A minute after the first hits, they no longer count.
    expect(await onA.hit('203.0.113.7', now + 60_000)).toBe(true);
  });

  it('is off for 0 and Infinity', async () => {
    for (const limit of [0, Infinity]) {
      const off = sharedRateLimiter(a, { limit, scope: 'off' });
      expect(off.limited).toBe(false);
      expect(await off.hit('x', 0)).toBe(true);
      expect(await off.full('x', 0)).toBe(false);
    }
  });
});
