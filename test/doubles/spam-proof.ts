/** The tests' client side of the shield: solves a challenge as the form does and writes the proof header. */
import { createHash } from 'node:crypto';
import type { Challenge } from '../../src/server/spam/proof';

/** The number whose SHA-256(salt + number) is the challenge. */
export function solve(challenge: Challenge): number {
  for (let n = 0; n <= (challenge.maxnumber ?? 1e6); n += 1) {
    if (createHash('sha256').update(challenge.salt + n).digest('hex') === challenge.challenge) return n;
  }
  throw new Error('no solution');
}

/** The header value the form sends: base64 of the payload plus the honeypot's state. */
export const proofHeader = (challenge: Challenge, number = solve(challenge), trap = false): string =>
  Buffer.from(
    JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature, trap }),
  ).toString('base64');
