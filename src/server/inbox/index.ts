/** The owner's inbox: its Fetch-API handler, the database behind it, retention. */
export { createInboxHandler } from './inbox-handler';
export type { InboxHandler, InboxHandlerOptions } from './inbox-handler';
export { storeInboxData } from './store-inbox-data';
export { memoryInboxData } from './inbox-data';
export type { InboxData, SessionRules, SessionStore, ListQuery as InboxListQuery } from './inbox-data';
export { startRetention, parseRetentionDays } from './retention';
export type { Retention } from './retention';
export type { InboxRequest, Status as BookingStatusName, Delivery } from '../../inbox/inbox-api-types';

