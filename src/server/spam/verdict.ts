/**
 * The verdict: a request is spam when at least two independent signals fire and together weigh
 * {@link SPAM_THRESHOLD} or more. No single signal makes spam, so nothing a guest's browser or network did
 * alone (no challenge to be had, an autofill in the honeypot, a fast typist) files a real guest as spam.
 * A proof that is missing, forged, expired or replayed weighs most; the form's "no challenge could be had"
 * marker weighs least, since a script can send it too: it is no pass, and it never makes spam on its own.
 */
export type Signal =
  | 'proof-missing'
  | 'proof-invalid'
  | 'proof-expired'
  | 'proof-replayed'
  | 'proof-unavailable'
  | 'no-origin'
  | 'honeypot'
  | 'too-fast'
  | 'link-in-name'
  | 'busy-client';

const WEIGHTS: Record<Signal, number> = {
  'proof-missing': 3,
  'proof-invalid': 3,
  'proof-expired': 3,
  'proof-replayed': 3,
  'proof-unavailable': 1,
  'no-origin': 3,
  honeypot: 2,
  'too-fast': 2,
  'link-in-name': 2,
  // A client's bookings past a few an hour (a hotel's guests share an address): they get no acknowledgement e-mail.
  'busy-client': 1,
};

export const SPAM_THRESHOLD = 4;

export type Verdict = { spam: boolean; signals: Signal[] };

export function verdictOf(signals: Signal[]): Verdict {
  const fired = [...new Set(signals)];
  const score = fired.reduce((sum, signal) => sum + WEIGHTS[signal], 0);
  return { spam: fired.length >= 2 && score >= SPAM_THRESHOLD, signals };
}

/** A web address, an e-mail-style link or markup: no guest's name holds one. */
const LINK = /(https?:|www\.|<\/?[a-z!]|\[\/?(url|link)|\b[a-z0-9-]+\.(com|net|org|ru|xyz|info|top|io|biz|cn)\b)/i;

export const hasLink = (name: string): boolean => LINK.test(name);

/** A request without a valid proof, or a busy client's, gets no acknowledgement e-mail. */
export const UNACKNOWLEDGED: readonly string[] = ['proof-missing', 'proof-invalid', 'proof-expired', 'proof-replayed', 'proof-unavailable', 'busy-client'];
