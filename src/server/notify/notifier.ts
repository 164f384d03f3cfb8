/**
 * The notifications of one receiver: the channels from its options, the hook that queues deliveries in a
 * booking's insert transaction, the dispatcher that sends them, and the deliveries for the owner's listing.
 */
import type { Kysely } from 'kysely';
import type { Channel, NotifiedBooking } from './booking-event';
import { createDispatcher, type Dispatcher, type DispatcherOptions } from './dispatcher';
import { createChannels, type NotifyOptions } from './notify-options';
import type { DeliveryView, QueuedBooking } from './outbox-schema';
import { deliveriesOf, queueDeliveries, type OutboxDatabase } from './outbox-store';
import { ackChannel, queueAcknowledgement, type AckCap } from './ack-channel';
import { withOfferNotices } from './offer-channels';
import { fanOutNotices } from './offer-fan-out';
import { pushChannel, type PushSeams } from './push-channel';
import { queuePushDeliveries } from './push-subscriptions';
import type { WebhookSeams } from './webhook-channel';

export type NotifierOptions = {
  notify?: NotifyOptions;
  database: OutboxDatabase;
  getBooking: (id: string) => Promise<NotifiedBooking | undefined>;
  now?: () => Date;
  /** Test seams of the dispatcher (jitter, lease, poll interval) and of the webhook channel. */
  dispatcher?: Pick<DispatcherOptions, 'random' | 'leaseMs' | 'pollMs' | 'batchSize' | 'recordWithinMs' | 'onError'>;
  webhook?: WebhookSeams;
  push?: PushSeams;
  /** The acknowledgement's attempt timeout (tests). */
  ackTimeoutMs?: number;
  /** The villa's time zone, for the offer e-mails' expiry. Default `Asia/Makassar`. */
  timeZone?: string;
};

export type Notifier = {
  /** The configured channels, in the order deliveries are queued. */
  readonly channels: readonly Channel[];
  /**
   * Queues one delivery per channel (push: one per device, none for spam); pass it to the store's `save` so it
   * runs in the insert's transaction. `booking`: the row as that transaction wrote it (else it is read).
   */
  queue(trx: Kysely<any>, bookingId: string, booking?: QueuedBooking): Promise<void>;
  readonly dispatcher: Dispatcher;
  /** The deliveries of these bookings, for the owner's listing. */
  deliveriesOf(bookingIds: readonly string[]): Promise<Map<string, DeliveryView[]>>;
};

export function createNotifier(options: NotifierOptions): Notifier {
  const now = options.now ?? (() => new Date());
  const push = options.notify?.push;
  const ackEmail = options.notify?.acknowledge ? options.notify.email : undefined;
  const deliverers = {
    ...createChannels(options.notify, options.webhook),
    ...(push && { push: pushChannel(push, options.database, options.push, options.notify?.ownerLanguage) }),
    ...(ackEmail && { acknowledgement: ackChannel(ackEmail, options.database, { now, timeoutMs: options.ackTimeoutMs }) }),
  };
  const channels = (Object.keys(deliverers) as Channel[]).sort();
  const queued = channels.filter((c) => c !== 'push' && c !== 'acknowledgement');
  const ackCap: AckCap = { fullUntil: -Infinity };
  const dispatcher = createDispatcher({
    leaseMs: options.notify?.leaseMs,
    ...options.dispatcher,
    database: options.database,
    getBooking: options.getBooking,
    channels: withOfferNotices(deliverers, { ...options, timeZone: options.timeZone ?? 'Asia/Makassar', now, mailTimeoutMs: options.ackTimeoutMs }),
    prepare: () => fanOutNotices(options.database, channels, now()),
    now,
  });
  return {
    channels,
    async queue(trx, bookingId, booking) {
      await queueDeliveries(trx, bookingId, queued, now());
      if (push) await queuePushDeliveries(trx, bookingId, now(), booking);
      if (ackEmail) await queueAcknowledgement(trx, bookingId, now(), { dialect: options.database.dialect, perHour: options.notify?.acknowledgePerHour, known: booking, cap: ackCap });
    },
    dispatcher,
    deliveriesOf: (ids) => deliveriesOf(options.database, ids),
  };
}
