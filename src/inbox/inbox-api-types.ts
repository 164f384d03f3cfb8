/**
 * The JSON the inbox page and its handler exchange: one contract, imported as types by both sides.
 */
import type { QuoteSnapshot } from '../server/pricing/quote-snapshot';
import type { StoredRequestFields } from '../booking-request';

export const STATUSES = ['new', 'replied', 'booked', 'archived', 'spam'] as const;
export type Status = (typeof STATUSES)[number];
export type StatusFilter = Status | 'all';

/** A request as the inbox shows it. */
export type InboxRequest = StoredRequestFields & {
  id: string;
  createdAt: string;
  listing?: string | null;
  locale?: string | null;
  status: Status;
  repliedAt?: string | null;
  /** What the spam shield or the daily limit noticed (`proof-missing`, `honeypot`, `daily-limit`, …). */
  signals?: string[];
  /** The receiver's estimate when the request was stored (amounts in the currency's unit). */
  quote?: QuoteSnapshot;
};

/** Why a request deserves a second look. */
export type Flags = { datesOverlap: boolean; possibleDuplicate: boolean };

export type ListItem = InboxRequest & { flags: Flags };

/** GET api/requests */
export type ListAnswer = {
  requests: ListItem[];
  /** Cursor of the next (older) page, absent on the last page. */
  nextCursor?: string;
  /** Requests with status `new`, whatever the filter. */
  newCount: number;
  /** Requests filed as spam in the last 7 days, whatever the filter. */
  spamThisWeek: number;
  /** RETENTION_DAYS when erasure is on. */
  retentionDays?: number;
  /** The notification channels the receiver's options name, when the inbox is given the receiver. */
  channels?: ChannelState[];
  /** Channels whose latest delivery attempt failed (SMTP refusing, a webhook down), until one succeeds. */
  failing?: ChannelFailure[];
};

/** A channel that is down: the latest attempt's error (`SMTP ECONNREFUSED`, `HTTP 500`) and when the failing began. */
export type ChannelFailure = { channel: 'email' | 'webhook' | 'push' | 'acknowledgement' | 'review'; lastError: string; since: string };

/** A notification channel: on, or named in the options with a setting unset (`SMTP_URL (notify.email.smtp)`). */
export type ChannelState = { channel: 'email' | 'webhook' | 'push'; state: 'on' | 'not configured'; missing?: string[] };

export type Delivery = {
  id: string;
  channel: 'email' | 'webhook' | string;
  /** The offer event it announces (`offer.paid`); absent for the request's own announcement. */
  notice?: string;
  state: 'pending' | 'delivered' | 'failed' | string;
  attempts: number;
  lastError?: string | null;
  updatedAt: string;
};

/** Another request that shares nights with this one: the same guest, or open for the same listing. */
export type Related = { id: string; name: string; checkIn: string; checkOut: string; duplicate: boolean; overlap: boolean };

/** GET api/requests/:id */
export type DetailAnswer = {
  request: InboxRequest;
  flags: Flags;
  related: Related[];
  /** The reply links, written in the guest's language (`language`, e.g. `ko`). */
  /** `…WithPrice`: the same drafts with the estimate's lines, when the request has an estimate. */
  replies: { whatsapp: string; email: string; language?: string; whatsappWithPrice?: string; emailWithPrice?: string };
  /** The WhatsApp number written for reading (`+62 812-3456-7890`). */
  phone: string;
  /** Absent when no notifications are configured. */
  deliveries?: Delivery[];
};

/** GET api/push-subscriptions: a device with push alerts, as Devices lists it. */
export type DeviceView = {
  id: string;
  endpoint: string;
  browser: string;
  platform: string;
  addedAt: string;
  lastDeliveryAt: string | null;
  lastError: string | null;
};
