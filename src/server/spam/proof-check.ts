/** What the receiver read from a booking's proof of work (a module of its own: the public types never reach altcha-lib). */
export type ProofCheck =
  | { ok: true; challenge: string; issuedAt: number; expiresAt: number; trap: boolean }
  | { ok: false; signal: 'proof-missing' | 'proof-invalid' | 'proof-expired' | 'proof-unavailable'; trap?: boolean };
