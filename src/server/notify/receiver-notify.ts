/**
 * Notifications of one receiver: its opened store wrapped so that every stored booking is announced, and
 * the dispatcher started with it and stopped with the receiver.
 */
import type { BookingStore, Store } from '../store';
import { notifyingStore, type NotifyingStore } from './notifying-store';
import { createChannels, type NotifyOptions } from './notify-options';
import { checkPushOptions } from './push-keys';
import { notConfiguredLine, settleNotify, type ChannelState } from './channel-states';

export type ReceiverNotifications = {
  /** How many channels are on (e-mail, webhook, push). */
  channels: number;
  /** Each channel the options name: on, or not configured (what is unset). */
  states: ChannelState[];
  /** The complete channels' options (those in use). */
  options: NotifyOptions;
  /** The store the handlers use; the first call starts the dispatcher. */
  wrap(store: Store): BookingStore;
  /** Stops the dispatcher, waiting for the attempts in flight. */
  stop(): Promise<void>;
};

/** Checks `notify` at once (a bad address, URL or secret throws here, not at the first booking). */
export function receiverNotifications(given: NotifyOptions | undefined, now?: () => Date, timeZone?: string): ReceiverNotifications {
  const { options: notify, states } = settleNotify(given);
  for (const state of states) if (state.state === 'not configured') console.warn(notConfiguredLine(state));
  if (notify.push) checkPushOptions(notify.push);
  const channels = Object.keys(createChannels(notify)).length + (notify.push ? 1 : 0);
  const wrapped = new WeakMap<Store, NotifyingStore>();
  const started = new Set<NotifyingStore>();
  return {
    channels,
    states,
    options: notify,
    wrap(store) {
      let made = wrapped.get(store);
      if (!made) {
        made = notifyingStore(store, { notify, now, timeZone });
        wrapped.set(store, made);
        started.add(made);
        made.notifier.dispatcher.start();
      }
      return made.bookings;
    },
    async stop() {
      await Promise.all([...started].map((made) => made.notifier.dispatcher.stop()));
      started.clear();
    },
  };
}
