/**
 * Guesses of the admin token on SQLite and PostgreSQL: each is counted before it is compared, whether they
 * come at once or to both routes, the right token never uses the limit up, and nobody's failures lock out
 * the owner from another address, or anyone where clients cannot be told apart.
 */
import { describe, expect, it, vi } from 'vitest';
import { adminAccessFixture, listing, signIn, TOKEN } from '../../../test/helpers/admin-access';

/** The statuses, by what they say of the comparison: 401 wrong, 200/204 right, 429 never compared. */
const tally = (statuses: number[]) => ({
  wrong: statuses.filter((s) => s === 401).length,
  right: statuses.filter((s) => s === 200 || s === 204).length,
  refused: statuses.filter((s) => s === 429).length,
});

describe.each(['SQLite', 'PostgreSQL'] as const)('admin token guesses on %s', (dialect) => {
  const fx = adminAccessFixture(dialect);

  it('compares at most the limit of 60 sign-ins sent at once from one address, the last with the right token', { timeout: 30_000 }, async () => {
    const { inbox } = fx.open();
    const sent = Array.from({ length: 60 }, (_, i) => inbox(signIn('203.0.113.1', i === 59 ? TOKEN : `wrong-guess-${i}`)));
    const { wrong, right, refused } = tally(await Promise.all(sent.map(async (r) => (await r).status)));
    expect(wrong).toBeLessThanOrEqual(10);
    expect(wrong + right).toBeGreaterThanOrEqual(10);
    expect(wrong + right + refused).toBe(60);
  });

  it('compares at most the limit of 200 listing requests sent at once from one address', { timeout: 30_000 }, async () => {
    const { list } = fx.open();
    const sent = Array.from({ length: 200 }, (_, i) => list(listing('203.0.113.2', i === 199 ? TOKEN : `wrong-guess-${i}`)));
    const { wrong, right, refused } = tally(await Promise.all(sent.map(async (r) => (await r).status)));
    expect(wrong).toBeLessThanOrEqual(10);
    expect(wrong + right).toBeGreaterThanOrEqual(10);
    expect(refused).toBe(200 - wrong - right);
  });

  it('counts both routes together; the owner from another address gets in during the attack', { timeout: 30_000 }, async () => {
    const { inbox, list } = fx.open();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await list(listing('203.0.113.3', `wrong-${i}`))).status);
      statuses.push((await inbox(signIn('203.0.113.3', `wrong-${i}`))).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(6).fill(429)]);
    expect((await list(listing('203.0.113.3', TOKEN))).status).toBe(429);
    expect((await inbox(signIn('203.0.113.3', TOKEN))).status).toBe(429);
    expect((await list(listing('198.51.100.9', TOKEN))).status).toBe(200);
    expect((await inbox(signIn('198.51.100.9', TOKEN))).status).toBe(204);
    fx.clock.now += 60_001; // the guesses leave the sliding minute
    expect((await list(listing('203.0.113.3', TOKEN))).status).toBe(200);
  });

  it('gives the right token its slot back: the owner\'s own calls never use the limit up', { timeout: 30_000 }, async () => {
    const { inbox, list } = fx.open({ adminAttemptsPerMinute: 3 });
    for (let i = 0; i < 12; i++) expect((await list(listing('203.0.113.4', TOKEN))).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await inbox(signIn('203.0.113.4', TOKEN))).status).toBe(204);
    const wrong = [];
    for (let i = 0; i < 4; i++) wrong.push((await list(listing('203.0.113.4', 'wrong'))).status);
    expect(wrong).toEqual([401, 401, 401, 429]);
  });

  it('locks nobody out where clients cannot be told apart (clientKey says unknown): the token is the defence', { timeout: 30_000 }, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { inbox, list } = fx.open({ clientKey: () => null });
      for (let i = 0; i < 15; i++) {
        expect((await list(listing(`203.0.113.${i}`, 'wrong'))).status).toBe(401);
        expect((await inbox(signIn(`203.0.113.${i}`, 'wrong'))).status).toBe(401);
      }
      expect((await list(listing('203.0.113.5', TOKEN))).status).toBe(200);
      expect((await inbox(signIn('203.0.113.5', TOKEN))).status).toBe(204);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('where clients cannot be told apart', () => {
  it('warns at creation when clientKey says the client is unknown, and not for a key that names one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      vi.resetModules(); // the warning is once per process: a fresh module each time
      (await import('./admin-guesses')).warnIfUncounted({ clientKey: () => 'every request its own key' });
      expect(warn).not.toHaveBeenCalled();
      vi.resetModules();
      const { createInboxHandler, memoryInboxData } = await import('../index');
      createInboxHandler({ data: memoryInboxData(), adminToken: TOKEN, clientKey: () => null });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toMatch(/cannot be told apart.*not limited.*strength/s);
    } finally {
      warn.mockRestore();
    }
  });

  it('warns once that guesses are not counted, naming what to set', async () => {
    vi.resetModules(); // the warning is once per process: a fresh module
    const { guessCounter, guessLimiterFor } = await import('./admin-guesses');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const guess = guessCounter(guessLimiterFor(undefined, 1), { trustProxy: false }, () => new Date());
      const anonymous = () => new Request('https://villa.example/api/bookings');
      for (let i = 0; i < 3; i++) expect((await guess(anonymous())).refused).toBe(false);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toMatch(/cannot be told apart.*not limited.*strength.*trustProxy/s);
    } finally {
      warn.mockRestore();
    }
  });
});
