/**
 * The spam shield: `GET /api/booking-challenge` hands out signed challenges (stateless: a flood costs an
 * HMAC each and stores nothing; limited per client, and harder for a busy one), and `judge` weighs a
 * booking's signals. A solution books once: it is recorded with its Idempotency-Key, so the booking's own
 * retries pass and any other use is a replay. Judging does the same work whatever it finds (one HMAC, one
 * write), so a spam verdict is answered as fast as a guest.
 */
import { randomUUID } from 'node:crypto';
import type { BookingRequest } from '../../booking-request';
import { knownClient, type ClientKeyOptions } from '../http/client-key';
import { cors, type CorsOptions } from '../http/cors';
import { json, type BookingHandler } from '../http/answers';
import { rateLimiterFor, type ReceiverDatabase } from '../store/store-seam';
import { ACKNOWLEDGED_PER_CLIENT_HOUR, createPace, difficultyFor } from './client-pace';
import { checkProof, issueChallenge } from './proof';
import type { ProofCheck } from './proof-check';
import { eraseOldSpam } from './spam-status';
import { PROOF_HEADER, type SpamShieldSettings } from './spam-options';
import { databaseSpamStore, memorySpamStore, type SpamStore } from './spam-store';
import { hasLink, verdictOf, type Signal, type Verdict } from './verdict';

export type SpamShield = {
  /** `GET` at the challenge URL (`/api/booking-challenge`, next to the booking endpoint). */
  challengeHandler: BookingHandler;
  /**
   * The work of judging that needs no transaction, done before the booking's: the challenge secret (made
   * on first use), the hourly erasure of old spam (both write on their own) and the proof's check.
   */
  prepare(request: Request, now: Date): Promise<ProofCheck>;
  /** The verdict on a valid booking request; its one write (the claim) joins a write it runs in. */
  judge(request: Request, booking: BookingRequest, idempotencyKey: string | undefined, now: Date, prepared?: ProofCheck): Promise<Verdict>;
  /**
   * A form field's proof (the guest's review page): `passed` for a valid one used first under `key`, else
   * why not. A database away is `proof-unavailable`: it never throws.
   */
  checkOnce(value: string | null, key: string, now: Date): Promise<BrowserCheck>;
};

/** What the browser check found: a pass, or the proof's signal. */
export type BrowserCheck = 'passed' | Extract<Signal, `proof-${string}`>;

type ShieldContext = CorsOptions & { database: ReceiverDatabase; now?: () => Date; clients?: ClientKeyOptions };

/** Challenges per client and minute: a guest fetches one or two, a hotel's shared address a few more. */
export const CHALLENGES_PER_MINUTE = 20;

export function createSpamShield(settings: SpamShieldSettings, context: ShieldContext): SpamShield {
  const now = context.now ?? (() => new Date());
  const corsFor = cors(context);
  let spamStore: Promise<SpamStore> | undefined;
  const store = () =>
    (spamStore ??= context.database.store().then(
      (opened) => (opened ? databaseSpamStore(opened) : memorySpamStore()),
      (error: unknown) => {
        spamStore = undefined;
        throw error;
      },
    ));
  const secret = async () => settings.secret ?? (await (await store()).secret());
  const challenges = rateLimiterFor(context.database, CHALLENGES_PER_MINUTE, 'challenges');
  const challengePace = createPace();
  const bookingPace = createPace();
  // Clients nobody can tell apart are not paced: one shared count would slow every guest down.
  const client = (request: Request) => knownClient(request, context.clients ?? {});
  // Spam older than 30 days is erased on the way, at most hourly per instance.
  let lastSweep = -Infinity;
  const sweep = (at: Date) => {
    if (at.getTime() - lastSweep < 3_600_000) return;
    lastSweep = at.getTime();
    void context.database
      .store()
      .then((opened) => opened && eraseOldSpam(opened, at))
      .catch(() => {});
  };

  async function challengeHandler(request: Request): Promise<Response> {
    const origin = corsFor(request);
    const refusal = origin.refusal();
    if (refusal) return refusal;
    if (request.method !== 'GET') return json(405, { error: 'Method not allowed.' }, { ...origin.headers, Allow: 'GET' });
    const at = now();
    const who = client(request);
    let key;
    try {
      if (who && !(await challenges.hit(who, at.getTime()))) return json(429, { error: 'Too many requests.' }, { ...origin.headers, 'Retry-After': '60' });
      key = await secret();
    } catch {
      return json(503, { error: 'Try again shortly.' }, { ...origin.headers, 'Retry-After': '5' });
    }
    const maxNumber = who ? difficultyFor(settings.maxNumber, challengePace.count(who, at.getTime())) : settings.maxNumber;
    return json(200, await issueChallenge(settings, key, at, maxNumber), origin.headers);
  }

  async function prepare(request: Request, at: Date): Promise<ProofCheck> {
    sweep(at);
    return checkProof(request.headers.get(PROOF_HEADER), await secret(), at);
  }

  async function judge(request: Request, booking: BookingRequest, idempotencyKey: string | undefined, at: Date, prepared?: ProofCheck): Promise<Verdict> {
    const signals: Signal[] = [];
    const proof = prepared ?? (await prepare(request, at));
    if (proof.trap) signals.push('honeypot');
    if (!proof.ok) signals.push(proof.signal);
    // Without a proof, a claim of nothing that expires at once: the same write as a guest's.
    const used = proof.ok ? proof.challenge : `none:${randomUUID()}`;
    // Without a key every use is a first use of its own: a second one is a replay.
    const claimed = await (await store()).claim(used, idempotencyKey ?? randomUUID(), new Date(proof.ok ? proof.expiresAt : at.getTime() - 1), at);
    const replayed = proof.ok && claimed === 'replayed';
    if (replayed) signals.push('proof-replayed');
    if (proof.ok && at.getTime() - proof.issuedAt < settings.minFillMs) signals.push('too-fast');
    // Every browser sends Origin with a POST; a request without a valid proof is also checked for it.
    if ((!proof.ok || replayed) && !request.headers.has('Origin')) signals.push('no-origin');
    if (hasLink(booking.name)) signals.push('link-in-name');
    // A client's bookings past a few an hour: no acknowledgement e-mail, and a little weight.
    const who = client(request);
    if (who && bookingPace.count(who, at.getTime()) > ACKNOWLEDGED_PER_CLIENT_HOUR) signals.push('busy-client');
    return verdictOf(signals);
  }

  async function checkOnce(value: string | null, key: string, at: Date): Promise<BrowserCheck> {
    try {
      const proof = await checkProof(value, await secret(), at);
      if (!proof.ok) return proof.signal;
      const claimed = await (await store()).claim(proof.challenge, key, new Date(proof.expiresAt), at);
      return claimed === 'replayed' ? 'proof-replayed' : 'passed';
    } catch {
      return 'proof-unavailable';
    }
  }

  return { challengeHandler, prepare, judge, checkOnce };
}
