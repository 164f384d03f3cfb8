/** The outbox tables as Kysely sees them (migrations `0003_outbox` and `0009_push`). */
import type { Channel } from './booking-event';

export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export interface DeliveriesTable {
  /** Also the webhook's `webhook-id`: the same on every retry. */
  id: string;
  booking_id: string;
  channel: Channel;
  /** The push subscription a push delivery goes to; null for the other channels. */
  subscription_id: string | null;
  /** The offer notice a delivery announces (`offer_notices.id`); null for the booking's own announcement. */
  notice_id?: string | null;
  state: DeliveryState;
  attempts: number;
  /** When the next attempt is due; null once delivered or failed. */
  next_attempt_at: string | null;
  /** An instance's claim: no other instance takes the delivery before this instant. */
  claimed_until: string | null;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface DeliveryAttemptsTable {
  delivery_id: string;
  attempted_at: string;
  outcome: 'delivered' | 'failed' | 'gone';
  status_code: number | null;
  error: string | null;
}

/** A device of the owner's that turned alerts on: the browser's `PushSubscription`. */
export interface PushSubscriptionsTable {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
  /** The inbox session that turned alerts on (SHA-256 of its secret): the device goes when the session ends. */
  session_hash: string;
  /** What the owner sees in Devices ("Chrome", "Android"), from the browser's User-Agent. */
  browser: string;
  platform: string;
}

/** The receiver's VAPID key pair (URL-safe base64), generated once: one row, id 1. */
export interface PushKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: string;
}

export interface OutboxTables {
  deliveries: DeliveriesTable;
  delivery_attempts: DeliveryAttemptsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_keys: PushKeysTable;
}

/**
 * What queueing needs of the booking, as its transaction has it: given by the save that just wrote it, so
 * that the channels do not read the row back (a statement each); read from the row when not given.
 */
export type QueuedBooking = { status: string; email: string; signals: string | null };

/** A delivery as the owner's listing shows it. */
export type DeliveryView = {
  id: string;
  channel: Channel;
  /** The offer event it announces (`offer.paid`), when it is not the request's own announcement. */
  notice?: string;
  state: DeliveryState;
  attempts: number;
  nextAttemptAt?: string;
  lastStatus?: number;
  lastError?: string;
  updatedAt: string;
  /** Every attempt, oldest first. */
  history: Array<{ at: string; outcome: DeliveryAttemptsTable['outcome']; status?: number; error?: string }>;
};
