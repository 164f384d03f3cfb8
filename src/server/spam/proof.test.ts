import { createChallenge } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { solved } from './proof';

describe('a solution checked with node:crypto', () => {
  it('has the challenge and signature altcha-lib computes for the same salt and number', async () => {
    const cases = [
      { salt: '3f9a0c1d2e4b5a6c?expires=1799999999&issued=1799990000&', number: 0 },
      { salt: '3f9a0c1d2e4b5a6c?expires=1799999999&issued=1799990000&', number: 48_213 },
      { salt: 'no-delimiter', number: 7 },
      { salt: 'ünïcode?x=ü&', number: 1_000_000_000 },
    ];
    for (const { salt, number } of cases) {
      const theirs = await createChallenge({ algorithm: 'SHA-256', hmacKey: 'a secret of the receiver', salt, number });
      expect(solved(salt, number, 'a secret of the receiver')).toEqual({ challenge: theirs.challenge, signature: theirs.signature });
    }
  });
});
