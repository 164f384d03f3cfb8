import { describe, expect, it } from 'vitest';
import { SPAM_DEFAULTS, spamSettings, spamShieldFromEnv } from './spam-options';

describe('spam shield options', () => {
  it('is on unless turned off, with the defaults filled in', () => {
    expect(spamSettings(undefined, true)).toEqual({ ...SPAM_DEFAULTS });
    expect(spamSettings(true, true)).toEqual({ ...SPAM_DEFAULTS });
    expect(spamSettings(false, true)).toBeUndefined();
    expect(spamSettings(undefined, false)).toBeUndefined();
    expect(spamSettings({ maxNumber: 1000 }, true)?.maxNumber).toBe(1000);
  });

  it('refuses a short secret and a difficulty the form would not reach, at creation', () => {
    expect(() => spamSettings({ secret: 'short' }, true)).toThrow(/32 characters/);
    expect(() => spamSettings({ maxNumber: 2_000_000 }, true)).toThrow(/maxNumber/);
    expect(() => spamSettings({ maxNumber: 0.5 }, true)).toThrow(/maxNumber/);
    expect(() => spamSettings({ expiresInMs: 1000 }, true)).toThrow(/expiresInMs/);
  });

  it('reads SPAM_SHIELD, SPAM_SECRET and SPAM_DIFFICULTY, naming a bad variable without its value', () => {
    expect(spamShieldFromEnv({})).toEqual({});
    expect(spamShieldFromEnv({ SPAM_SHIELD: 'off' })).toBe(false);
    expect(spamShieldFromEnv({ SPAM_SHIELD: 'OFF ' })).toBe(false);
    expect(spamShieldFromEnv({ SPAM_SHIELD: 'on', SPAM_SECRET: 's'.repeat(40), SPAM_DIFFICULTY: '20000' })).toEqual({ secret: 's'.repeat(40), maxNumber: 20000 });
    expect(() => spamShieldFromEnv({ SPAM_SHIELD: 'maybe' })).toThrow('SPAM_SHIELD must be on or off.');
    expect(() => spamShieldFromEnv({ SPAM_SECRET: 'hunter2' })).toThrow(/^SPAM_SECRET needs at least 32 characters\.$/);
    expect(() => spamShieldFromEnv({ SPAM_DIFFICULTY: 'hard' })).toThrow(/SPAM_DIFFICULTY/);
    expect(() => spamShieldFromEnv({ SPAM_DIFFICULTY: '5000000' })).toThrow(/SPAM_DIFFICULTY/);
  });
});
