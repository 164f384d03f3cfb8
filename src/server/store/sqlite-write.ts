/**
 * Write transactions on SQLite without stalling the event loop. better-sqlite3 is synchronous, so its busy
 * handler would block the whole process while another process holds the write lock. The busy timeout is
 * kept short instead, and a `BEGIN IMMEDIATE` that finds the file locked gives the connection back and is
 * retried after a timer (with backoff), so reads and other requests go on meanwhile. WAL lets readers pass
 * a writer, so only writes ever wait.
 */
import { sql, type Kysely } from 'kysely';

/** The synchronous wait of one attempt: long enough for a commit in progress, short enough to go unnoticed. */
export const SQLITE_BUSY_TIMEOUT_MS = 20;

export type RetryOptions = {
  /** How long a write may wait for the lock in all, in ms. Default 10 s. */
  budgetMs?: number;
};

export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` inside `BEGIN IMMEDIATE … COMMIT` on the one connection, rolled back if it throws. A busy
 * file is retried from the start (nothing of a rolled-back attempt remains) until `budgetMs` has passed.
 */
export async function sqliteWrite<DB, T>(
  db: Kysely<DB>,
  work: (trx: Kysely<DB>) => Promise<T>,
  { budgetMs = 10_000 }: RetryOptions = {},
): Promise<T> {
  const deadline = Date.now() + budgetMs;
  for (let delay = 2; ; delay = Math.min(delay * 2, 250)) {
    try {
      return await db.connection().execute(async (conn) => {
        await sql`BEGIN IMMEDIATE`.execute(conn);
        try {
          const result = await work(conn);
          await sql`COMMIT`.execute(conn);
          return result;
        } catch (error) {
          await sql`ROLLBACK`.execute(conn).catch(() => {});
          throw error;
        }
      });
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      // Jitter keeps two waiting processes from retrying in lockstep.
      await sleep(Math.min(delay * (0.5 + Math.random()), Math.max(deadline - Date.now(), 0)));
    }
  }
}
