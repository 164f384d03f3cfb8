/**
 * The guest acknowledgement channel (off by default): after a request that is not spam is stored, its
 * guest gets one short e-mail that it arrived, through the owner's SMTP server, Reply-To the owner. So
 * that the form cannot be used to mail strangers: at most one per guest address a day (plus-tags and
 * Gmail's dots do not make another address), at most {@link ACKS_PER_HOUR} an hour in all, none for a
 * request without a valid proof or from a client past a few bookings an hour. A permanent SMTP
 * refusal (5xx: the address bounces) ends the delivery; anything else is retried on the schedule.
 */
import { sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { ackMessage } from './ack-message';
import type { AttemptResult, Deliver } from './booking-event';
import { ownerAddresses, type EmailOptions } from './email-channel';
import { mailSender } from './mail-sender';
import type { OutboxTables, QueuedBooking } from './outbox-schema';
import type { OutboxDatabase } from './outbox-store';
import { ATTEMPT_TIMEOUT_MS } from './retry-schedule';
import { UNACKNOWLEDGED } from '../spam/verdict';
import { mailbox } from './mailbox';

const DAY = 86_400_000;
/** Acknowledgements in any hour across all guests, unless `notify.acknowledgePerHour` says otherwise. */
export const ACKS_PER_HOUR = 20;
type Tables = OutboxTables & {
  bookings: { id: string; email: string; status: string; signals: string | null; created_at: string; replied_at: string | null };
};

/**
 * What one instance knows of the hour's cap: it is full until `fullUntil` (ms). Acknowledgements are only
 * added (a deleted one only makes room sooner), so until then every read would say no: none is made.
 */
export type AckCap = { fullUntil: number };

export type QueueAckOptions = { dialect: 'sqlite' | 'postgres'; perHour?: number; known?: QueuedBooking; cap?: AckCap };

/**
 * Queues the acknowledgement in the booking's transaction, unless it is spam, came without a valid proof or
 * from a busy client, its mailbox got one in the last day, or the hour's cap is reached. The cap is a promise
 * (the form cannot mail more strangers than that), so on PostgreSQL an acknowledgement is queued only under
 * one lock held to commit; SQLite writes one transaction at a time anyway.
 */
export async function queueAcknowledgement(trx: Kysely<any>, bookingId: string, now: Date, options: QueueAckOptions): Promise<void> {
  const { dialect, perHour = ACKS_PER_HOUR, known, cap = { fullUntil: -Infinity } } = options;
  if (now.getTime() < cap.fullUntil) return;
  const db = trx as Kysely<Tables>;
  const booking = known ?? (await db.selectFrom('bookings').select(['status', 'email', 'signals']).where('id', '=', bookingId).executeTakeFirst());
  if (!booking || booking.status === 'spam') return;
  if ((booking.signals ?? '').split(',').some((signal) => UNACKNOWLEDGED.includes(signal))) return;
  const address = mailbox(booking.email);
  const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
  const due = async () => {
    // At most a day's worth of rows: the hourly cap bounds them.
    const recent = await db
      .selectFrom('deliveries')
      .innerJoin('bookings', 'bookings.id', 'deliveries.booking_id')
      .select(['bookings.email', 'deliveries.created_at'])
      .where('deliveries.channel', '=', 'acknowledgement')
      .where('deliveries.created_at', '>', new Date(now.getTime() - DAY).toISOString())
      .execute();
    const hour = recent.map((row) => row.created_at).filter((at) => at > hourAgo).sort();
    if (hour.length >= perHour) {
      cap.fullUntil = Date.parse(hour[hour.length - perHour]) + 3_600_000; // when the cap-th newest is an hour old
      return false;
    }
    return !recent.some((row) => mailbox(row.email) === address);
  };
  // Without the lock a read misses only acknowledgements not yet committed, so its "no" is final: a booking
  // past the cap or of an acknowledged mailbox never waits for another's commit. Its "yes" is read again
  // under the lock (a new snapshot that sees every earlier holder's commit): only bookings that may get an
  // acknowledgement, at most about the cap an hour, take turns.
  if (!(await due())) return;
  if (dialect === 'postgres') {
    await sql`SELECT pg_advisory_xact_lock(hashtext('bali-ack'))`.execute(trx);
    if (!(await due())) return;
  }
  const at = now.toISOString();
  await db.insertInto('deliveries').values({
    id: randomUUID(), booking_id: bookingId, channel: 'acknowledgement', subscription_id: null, state: 'pending', attempts: 0,
    next_attempt_at: at, claimed_until: null, last_status: null, last_error: null, created_at: at, updated_at: at,
  }).execute();
}

/** The median time from request to "replied" over the last 90 days, in whole hours (rounded up), from at least five replies. */
export async function usualAnswerHours(db: Kysely<any>, now: Date): Promise<number | undefined> {
  const rows = await (db as Kysely<Tables>)
    .selectFrom('bookings')
    .select(['created_at', 'replied_at'])
    .where('replied_at', 'is not', null)
    .where('replied_at', '>=', new Date(now.getTime() - 90 * DAY).toISOString())
    .execute();
  const waits = rows.map((r) => Date.parse(r.replied_at!) - Date.parse(r.created_at)).filter((ms) => ms >= 0).sort((a, b) => a - b);
  if (waits.length < 5) return undefined;
  const middle = waits.length / 2;
  const median = waits.length % 2 ? waits[Math.floor(middle)] : (waits[middle - 1] + waits[middle]) / 2;
  return Math.max(1, Math.ceil(median / 3_600_000));
}

export function ackChannel(email: EmailOptions, database: OutboxDatabase, seams: { now?: () => Date; timeoutMs?: number } = {}): Deliver {
  const { now = () => new Date(), timeoutMs = ATTEMPT_TIMEOUT_MS } = seams;
  const owners = ownerAddresses(email.to);
  const from = email.from?.trim() || `"Booking requests" <${owners[0]}>`;
  const send = mailSender(email, timeoutMs);
  const deliver: Deliver = async (booking, deliveryId): Promise<AttemptResult> => {
    const hours = await usualAnswerHours(database.db, now());
    const message = ackMessage(booking, { from, replyTo: owners[0], deliveryId, hours, now: now() });
    // Only codes: an SMTP reply often repeats the guest's address; a 5xx bounces for good.
    return send(message, 'guest');
  };
  return Object.assign(deliver, { close: send.close });
}
