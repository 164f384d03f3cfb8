/**
 * The one place the receiver reaches its store: the `database` option, opened on first use (importing a
 * route module, as `next build` does, must not create files) and shared by the handlers built on it.
 */
export { isOwnDatabase, receiverDatabase, rateLimiterFor } from './receiver-store';
export type { AsyncRateLimiter, DatabaseOption, ReceiverDatabase } from './receiver-store';
