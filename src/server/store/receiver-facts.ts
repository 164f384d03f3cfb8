/**
 * What a receiver shares with an inbox built on it (`createInboxHandler({ database: receiver })`): its
 * database and the settings the inbox inherits. It sits below both, so neither side imports the other.
 */
import type { ReceiverCalendars } from '../calendar/receiver-calendar';
import type { ClientKeyOptions } from '../http/client-key';
import type { ChannelState } from '../notify/channel-states';
import type { PushOptions } from '../notify/push-keys';
import type { OfferService } from '../offers/offer-service';
import type { BookingStore, Store } from './index';

/** The part of a `BookingReceiver` an inbox uses: its store, opened on first call. */
export type SharedReceiver = {
  bookingHandler: unknown;
  bookings(): Promise<BookingStore>;
  store(): Promise<Store | undefined>;
  calendars(): Promise<ReceiverCalendars | undefined>;
};

/** What an inbox given the receiver (`database: receiver`) takes from it. */
export type ReceiverFacts = { ownDatabase: boolean; publicOrigin?: string; channels: ChannelState[]; clients: ClientKeyOptions; adminAttemptsPerMinute?: number; push?: PushOptions; allowPrivateFeeds: boolean; offers?: OfferService };

const facts = new WeakMap<object, ReceiverFacts>();
export const receiverFacts = (receiver: object): ReceiverFacts | undefined => facts.get(receiver);
export const recordReceiverFacts = (receiver: object, known: ReceiverFacts): void => {
  facts.set(receiver, known);
};

export const isReceiver = (value: unknown): value is SharedReceiver =>
  typeof value === 'object' && value !== null && 'bookingHandler' in value && typeof (value as SharedReceiver).store === 'function';
