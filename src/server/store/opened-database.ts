/** An open database of either kind, as the store and the migrations use it. */
import type { Kysely } from 'kysely';
import type { Database, Dialect } from './schema';
import type { StatementWatch } from './statement-count';

export type OpenedDatabase = {
  readonly dialect: Dialect;
  readonly db: Kysely<Database>;
  /** The location with any password masked, for messages. */
  readonly location: string;
  /**
   * Runs `work` in a write transaction: `BEGIN IMMEDIATE` with async retries on SQLite, a read-committed
   * transaction on PostgreSQL. Rolled back when `work` throws. Called inside another write's work, it joins
   * that transaction (joined-write.ts). On SQLite, writes asked for in one turn of the event loop share one
   * commit, each in its own savepoint (sqlite-write.ts).
   */
  write<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T>;
  /** Every statement sent, and whether it commits (the bench counts a booking's with it). */
  readonly statements: StatementWatch;
  close(): Promise<void>;
};
