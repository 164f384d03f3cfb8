/**
 * Where the inbox's data comes from: `data` as given, or the receiver's `database` (a path or URL opened
 * and migrated on first use, so importing a route module creates nothing; an opened `Store`; or the
 * receiver itself, whose connection it shares and leaves to the receiver to close). With a database, the
 * guesses of the admin token are counted in it, with the listing's, so every instance shares the limit.
 */
import { isReceiver, receiverFacts, type SharedReceiver } from '../store/receiver-facts';
import { receiverDatabase, type ReceiverDatabase } from '../store/receiver-store';
import type { Store } from '../store';
import type { InboxData } from './inbox-data';
import { storeInboxData } from './store-inbox-data';

type Source = {
  database?: string | Store | SharedReceiver;
  data?: InboxData | (() => InboxData | Promise<InboxData>);
};

export function inboxSource(options: Source): { data: () => InboxData | Promise<InboxData>; database?: ReceiverDatabase; store?: () => Promise<Store>; close(): Promise<void> } {
  const { data, database } = options;
  if (data !== undefined) return { data: typeof data === 'function' ? data : () => data, close: async () => {} };
  if (database === undefined) throw new TypeError('bali-widgets: createInboxHandler needs `database` (or `data`).');
  const opened = isReceiver(database) ? shared(database) : receiverDatabase(database);
  return {
    data: async () => storeInboxData((await opened.store())!),
    database: opened,
    store: async () => (await opened.store())!,
    close: () => opened.close(),
  };
}

export { isReceiver } from '../store/receiver-facts';

/** The receiver's own database, not closed by the inbox: the receiver's `close()` does that. */
function shared(receiver: SharedReceiver): ReceiverDatabase {
  if (receiverFacts(receiver)?.ownDatabase === false) {
    throw new TypeError('bali-widgets: the inbox needs the receiver\'s own database (a path, a postgres:// URL or a store from openStore()), not a BookingStore of your own.');
  }
  return {
    bookings: () => receiver.bookings(),
    store: async () => {
      const store = await receiver.store();
      if (!store) throw new TypeError('bali-widgets: the inbox needs the receiver\'s own database, not a BookingStore of your own.');
      return store;
    },
    close: async () => {},
  };
}
