import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { issueChallenge, solved } from './proof';

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

describe('an issued challenge', () => {
  it('is one altcha-lib verifies once solved, with its issue time and expiry in the salt', async () => {
    const now = new Date('2027-01-10T12:00:00Z');
    const issued = await issueChallenge({ maxNumber: 30, expiresInMs: 3_600_000 } as Parameters<typeof issueChallenge>[0], 'a secret of the receiver', now);
    expect(issued).toMatchObject({ algorithm: 'SHA-256', maxnumber: 30 });
    expect(issued.salt).toMatch(/^[0-9a-f]{24}\?issued=1799582400000&expires=1799586000&$/);
    let number = 1;
    while (number <= 30 && solved(issued.salt, number, 'x').challenge !== issued.challenge) number += 1;
    expect(number).toBeLessThanOrEqual(30);
    const payload = { algorithm: 'SHA-256' as const, challenge: issued.challenge, number, salt: issued.salt, signature: issued.signature };
    expect(await verifySolution(payload, 'a secret of the receiver', false)).toBe(true);
    expect(await verifySolution({ ...payload, signature: solved(issued.salt, number, 'another secret').signature }, 'a secret of the receiver', false)).toBe(false);
  });
});
