/**
 * ALTCHA challenges and their solutions (altcha-lib's v1 protocol: `{ algorithm, challenge, salt,
 * signature, maxnumber }`, solved by finding `number` with SHA-256(salt + number) = challenge). The salt
 * carries the time it was made and its expiry, signed with the challenge; the check reads the injected clock and
 * compares the signature in constant time. It computes one HMAC whatever the header holds, so a verdict
 * takes as long as a guest's. A form that could not get a challenge sends `{ unavailable: true, trap }`.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { extractParams, type createChallenge } from 'altcha-lib/v1';
import { z } from 'zod';
import type { ProofCheck } from './proof-check';
import type { SpamShieldSettings } from './spam-options';

export type Challenge = Awaited<ReturnType<typeof createChallenge>>;

/** A header value longer than this is not read (a real one is about 300 bytes). */
export const MAX_PROOF_LENGTH = 2_048;

const payloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().min(0).max(1e9),
  salt: z.string().max(512),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
  /** Whether the form's honeypot field held text. */
  trap: z.boolean().optional(),
});

/** The form's word that no challenge could be had (network error, 5xx, timeout): no pass, and no spam alone. */
const unavailableSchema = z.object({ unavailable: z.literal(true), trap: z.boolean().optional() }).strict();

export type { ProofCheck } from './proof-check';

/**
 * A challenge drawn from 1 to `maxNumber` (the settings' difficulty unless a busy client is given a harder
 * one), as altcha-lib's `createChallenge` makes it: a 12-byte salt carrying when it was issued and expires.
 */
export async function issueChallenge(settings: SpamShieldSettings, secret: string, now: Date, maxNumber = settings.maxNumber): Promise<Challenge> {
  const params = new URLSearchParams({ issued: String(now.getTime()), expires: String(Math.floor((now.getTime() + settings.expiresInMs) / 1000)) });
  const salt = `${randomBytes(12).toString('hex')}?${params}&`;
  return { algorithm: 'SHA-256', maxnumber: maxNumber, salt, ...solved(salt, randomInt(1, maxNumber + 1), secret) };
}

/** Reads and checks the proof header; never throws, whatever the header holds. */
export async function checkProof(header: string | null, secret: string, now: Date): Promise<ProofCheck> {
  const read = readHeader(header);
  const payload = 'payload' in read ? read.payload : undefined;
  // Always one HMAC: a missing or broken proof is judged in the time a real one takes.
  const expected = solved(payload?.salt ?? '', payload?.number ?? 0, secret);
  if (!payload) return read as ProofCheck;
  const trap = payload.trap === true;
  const signed = timingSafeEqual(Buffer.from(expected.signature), Buffer.from(payload.signature));
  if (expected.challenge !== payload.challenge || !signed) return { ok: false, signal: 'proof-invalid', trap };
  const params = extractParams(payload);
  const expiresAt = Number(params.expires) * 1000;
  const issuedAt = Number(params.issued);
  if (!Number.isFinite(expiresAt) || !Number.isFinite(issuedAt)) return { ok: false, signal: 'proof-invalid', trap };
  if (expiresAt < now.getTime()) return { ok: false, signal: 'proof-expired', trap };
  return { ok: true, challenge: payload.challenge, issuedAt, expiresAt, trap };
}

/**
 * altcha-lib's `createChallenge` for a given salt and number (its salt ends with `&`), computed with
 * node:crypto at once: the Web Crypto calls it makes cost more in their promises than in hashing.
 */
export function solved(salt: string, number: number, secret: string): { challenge: string; signature: string } {
  const challenge = createHash('sha256').update(`${salt.endsWith('&') ? salt : `${salt}&`}${number}`).digest('hex');
  return { challenge, signature: createHmac('sha256', secret).update(challenge).digest('hex') };
}

function readHeader(header: string | null): { payload: z.infer<typeof payloadSchema> } | ProofCheck {
  if (header === null || header === '') return { ok: false, signal: 'proof-missing' };
  if (header.length > MAX_PROOF_LENGTH) return { ok: false, signal: 'proof-invalid' };
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    return { ok: false, signal: 'proof-invalid' };
  }
  const unavailable = unavailableSchema.safeParse(value);
  if (unavailable.success) return { ok: false, signal: 'proof-unavailable', trap: unavailable.data.trap === true };
  const parsed = payloadSchema.safeParse(value);
  return parsed.success ? { payload: parsed.data } : { ok: false, signal: 'proof-invalid' };
}
