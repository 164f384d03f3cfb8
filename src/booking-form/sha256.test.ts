/** The plain-JavaScript SHA-256 (pages without `crypto.subtle`) gives Node's digest for every length around the block edges. */
import { createHash, randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { sha256 } from './sha256';

it('matches node:crypto for inputs of 0 to 200 bytes', () => {
  for (let length = 0; length <= 200; length++) {
    const data = new Uint8Array(randomBytes(length));
    expect(Buffer.from(sha256(data)).toString('hex'), `${length} bytes`).toBe(createHash('sha256').update(data).digest('hex'));
  }
});

it('gives the standard digest of "abc"', () => {
  expect(Buffer.from(sha256(new TextEncoder().encode('abc'))).toString('hex')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
});
