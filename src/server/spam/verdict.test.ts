/** The verdict's table: no single signal is spam; what a browser or network did alone never is. */
import { expect, it } from 'vitest';
import { verdictOf, type Signal } from './verdict';

const spam = (...signals: Signal[]) => verdictOf(signals).spam;

it('takes no single signal for spam, however heavy', () => {
  for (const signal of ['proof-missing', 'proof-invalid', 'proof-expired', 'proof-replayed', 'proof-unavailable', 'no-origin', 'honeypot', 'too-fast', 'link-in-name', 'busy-client'] as const) {
    expect(spam(signal), signal).toBe(false);
    expect(spam(signal, signal), `${signal} twice`).toBe(false);
  }
});

it('keeps a guest whose network failed the challenge, even with an autofill in the honeypot or a link in the name', () => {
  expect(spam('proof-unavailable', 'honeypot')).toBe(false);
  expect(spam('proof-unavailable', 'link-in-name')).toBe(false);
  expect(spam('proof-unavailable', 'busy-client')).toBe(false);
});

it('takes two independent signals that weigh enough for spam: a script without a proof, a forged marker, two cheap signals', () => {
  expect(spam('proof-missing', 'no-origin')).toBe(true);
  expect(spam('proof-unavailable', 'no-origin')).toBe(true);
  expect(spam('proof-replayed', 'busy-client')).toBe(true);
  expect(spam('honeypot', 'too-fast')).toBe(true);
  expect(spam('proof-unavailable', 'honeypot', 'link-in-name')).toBe(true);
});
