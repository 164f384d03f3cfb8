/**
 * Where the inbox's data comes from: `data` as given, or the receiver's `database` (a path or URL opened
 * and migrated on first use, so importing a route module creates nothing; or an opened `Store`). On
 * PostgreSQL the failed sign-ins are counted in the database, so every instance shares the limit.
 */
import { rateLimiterFor, receiverDatabase } from '../receiver-store';
import type { Store } from '../store';
import type { InboxData } from './inbox-data';
import type { SignInLimiter } from './inbox-handler';
import { storeInboxData } from './store-inbox-data';

type Source = {
  database?: string | Store;
  data?: InboxData | (() => InboxData | Promise<InboxData>);
};

export function inboxSource(options: Source, limit: number): { data: () => InboxData | Promise<InboxData>; limiter?: SignInLimiter; close(): Promise<void> } {
  const { data, database } = options;
  if (data !== undefined) return { data: typeof data === 'function' ? data : () => data, close: async () => {} };
  if (database === undefined) throw new TypeError('bali-widgets: createInboxHandler needs `database` (or `data`).');
  const opened = receiverDatabase(database);
  return {
    data: async () => storeInboxData((await opened.store())!),
    limiter: rateLimiterFor(opened, limit, 'inbox-sign-in'),
    close: () => opened.close(),
  };
}
