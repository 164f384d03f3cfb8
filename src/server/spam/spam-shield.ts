/**
 * The spam shield: `GET /api/booking-challenge` hands out signed challenges (stateless: a flood costs an
 * HMAC each and stores nothing), and `judge` weighs a booking's signals. A solution books once: it is
 * recorded with its Idempotency-Key, so the booking's own retries pass and any other use is a replay.
 */
import { randomUUID } from 'node:crypto';
import type { BookingRequest } from '../../booking-request';
import { cors, type CorsOptions } from '../cors';
import { json, type BookingHandler } from '../http';
import type { ReceiverDatabase } from '../store-seam';
import { checkProof, issueChallenge } from './proof';
import { eraseOldSpam } from './spam-status';
import { PROOF_HEADER, type SpamShieldSettings } from './spam-options';
import { databaseSpamStore, memorySpamStore, type SpamStore } from './spam-store';
import { hasLink, verdictOf, type Signal, type Verdict } from './verdict';

export type SpamShield = {
  /** `GET` at the challenge URL (`/api/booking-challenge`, next to the booking endpoint). */
  challengeHandler: BookingHandler;
  /** The verdict on a valid booking request. */
  judge(request: Request, booking: BookingRequest, idempotencyKey: string | undefined, now: Date): Promise<Verdict>;
};

type ShieldContext = CorsOptions & { database: ReceiverDatabase; now?: () => Date };

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
    let key;
    try {
      key = await secret();
    } catch {
      return json(503, { error: 'Try again shortly.' }, { ...origin.headers, 'Retry-After': '5' });
    }
    return json(200, await issueChallenge(settings, key, now()), origin.headers);
  }

  async function judge(request: Request, booking: BookingRequest, idempotencyKey: string | undefined, at: Date): Promise<Verdict> {
    sweep(at);
    const signals: Signal[] = [];
    const proof = await checkProof(request.headers.get(PROOF_HEADER), await secret(), at);
    if (proof.trap) signals.push('honeypot');
    if (!proof.ok) signals.push(proof.signal);
    else {
      // Without a key every use is a first use of its own: a second one is a replay.
      const claimed = await (await store()).claim(proof.challenge, idempotencyKey ?? randomUUID(), new Date(proof.expiresAt), at);
      if (claimed === 'replayed') signals.push('proof-replayed');
      if (at.getTime() - proof.issuedAt < settings.minFillMs) signals.push('too-fast');
    }
    if (hasLink(booking.name)) signals.push('link-in-name');
    return verdictOf(signals);
  }

  return { challengeHandler, judge };
}
