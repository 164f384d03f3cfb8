/**
 * The verdict: each signal weighs something and a request is spam at 2. A proof that is missing, forged,
 * expired or replayed weighs 2 on its own: the form always sends a fresh one when the receiver offers a
 * challenge, so only a script lacks it. The cheap signals weigh 1 each, so none of them alone (an autofill
 * that reached the honeypot, a fast typist, a name with a dot-com) makes a person's request spam.
 */
export type Signal =
  | 'proof-missing'
  | 'proof-invalid'
  | 'proof-expired'
  | 'proof-replayed'
  | 'honeypot'
  | 'too-fast'
  | 'link-in-name';

const WEIGHTS: Record<Signal, number> = {
  'proof-missing': 2,
  'proof-invalid': 2,
  'proof-expired': 2,
  'proof-replayed': 2,
  honeypot: 1,
  'too-fast': 1,
  'link-in-name': 1,
};

export const SPAM_THRESHOLD = 2;

export type Verdict = { spam: boolean; signals: Signal[] };

export function verdictOf(signals: Signal[]): Verdict {
  const score = signals.reduce((sum, signal) => sum + WEIGHTS[signal], 0);
  return { spam: score >= SPAM_THRESHOLD, signals };
}

/** A web address, an e-mail-style link or markup: no guest's name holds one. */
const LINK = /(https?:|www\.|<\/?[a-z!]|\[\/?(url|link)|\b[a-z0-9-]+\.(com|net|org|ru|xyz|info|top|io|biz|cn)\b)/i;

export const hasLink = (name: string): boolean => LINK.test(name);
