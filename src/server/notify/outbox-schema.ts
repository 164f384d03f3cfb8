/** The outbox tables as Kysely sees them (migration `0003_outbox`). */
import type { Channel } from './booking-event';

export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export interface DeliveriesTable {
  /** Also the webhook's `webhook-id`: the same on every retry. */
  id: string;
  booking_id: string;
  channel: Channel;
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

export interface OutboxTables {
  deliveries: DeliveriesTable;
  delivery_attempts: DeliveryAttemptsTable;
}

/** A delivery as the owner's listing shows it. */
export type DeliveryView = {
  id: string;
  channel: Channel;
  state: DeliveryState;
  attempts: number;
  nextAttemptAt?: string;
  lastStatus?: number;
  lastError?: string;
  updatedAt: string;
  /** Every attempt, oldest first. */
  history: Array<{ at: string; outcome: DeliveryAttemptsTable['outcome']; status?: number; error?: string }>;
};
