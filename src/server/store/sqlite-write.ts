/**
 * Write transactions on SQLite without stalling the event loop, committed in groups. better-sqlite3 is
 * synchronous, so its busy handler would block the whole process while another process holds the write
 * lock. The busy timeout is kept short instead, and a `BEGIN IMMEDIATE` that finds the file locked gives the
 * connection back and is retried after a timer (with backoff), so reads and other requests go on meanwhile.
 * WAL lets readers pass a writer, so only writes ever wait.
 *
 * A durable commit waits for the disk on the one thread that also serves requests. Writes that arrive while
 * a transaction runs wait for it anyway, so they share the next one: each in its own savepoint (one that
 * fails is undone alone), all made durable by one COMMIT, each answered only after that COMMIT.
 */
import { AsyncResource } from 'node:async_hooks';
// The module's own, not the global a test's fake timers replace: a write must not wait for a faked clock.
import { setImmediate as nextTurn } from 'node:timers';
import { sql, type Kysely } from 'kysely';

/** The synchronous wait of one attempt: long enough for a commit in progress, short enough to go unnoticed. */
export const SQLITE_BUSY_TIMEOUT_MS = 20;

/** Writes sharing one commit at most: a long group would delay its first writer's answer. */
const GROUP_LIMIT = 64;

export type RetryOptions = {
  /** How long a write may wait for the lock in all, in ms. Default 10 s. */
  budgetMs?: number;
};

export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Queued<DB> = {
  work: (trx: Kysely<DB>) => Promise<unknown>;
  // Each write's statements run in its caller's async context (what observes them sees whose they are).
  context: AsyncResource;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Returns the store's write: runs `work` inside `BEGIN IMMEDIATE … COMMIT` on the one connection, rolled
 * back if it throws. A busy file is retried from the start (nothing of a rolled-back attempt remains) until
 * `budgetMs` has passed since the group's first try.
 */
export function sqliteWriter<DB>(db: Kysely<DB>, { budgetMs = 10_000 }: RetryOptions = {}) {
  const queue: Array<Queued<DB>> = [];
  let draining = false;

  // A group starts on the loop's next turn: the requests read in this turn reach their writes first.
  async function drain(): Promise<void> {
    const group = queue.splice(0, GROUP_LIMIT);
    let outcomes: Outcome[];
    try {
      outcomes = await withRetry(db, group, budgetMs);
    } catch (error) {
      outcomes = group.map(() => ({ ok: false, error }));
    }
    group.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
    if (queue.length > 0) nextTurn(drain);
    else draining = false;
  }

  return <T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const context = new AsyncResource('bali-sqlite-write');
      queue.push({ work, context, resolve: resolve as (value: unknown) => void, reject });
      if (draining) return;
      draining = true;
      nextTurn(drain);
    });
}

async function withRetry<DB>(db: Kysely<DB>, group: Array<Queued<DB>>, budgetMs: number): Promise<Outcome[]> {
  const deadline = Date.now() + budgetMs;
  for (let delay = 2; ; delay = Math.min(delay * 2, 250)) {
    try {
      return await db.connection().execute((conn) => (group.length === 1 ? alone(conn, group[0]!) : together(conn, group)));
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      // Jitter keeps two waiting processes from retrying in lockstep.
      await sleep(Math.min(delay * (0.5 + Math.random()), Math.max(deadline - Date.now(), 0)));
    }
  }
}

/** One write: its own transaction, its error its own. */
async function alone<DB>(conn: Kysely<DB>, item: Queued<DB>): Promise<Outcome[]> {
  return item.context.runInAsyncScope(async () => {
    await sql`BEGIN IMMEDIATE`.execute(conn);
    let value: unknown;
    try {
      value = await item.work(conn);
    } catch (error) {
      await sql`ROLLBACK`.execute(conn).catch(() => {});
      if (isBusy(error)) throw error;
      return [{ ok: false, error }];
    }
    try {
      await sql`COMMIT`.execute(conn);
    } catch (error) {
      await sql`ROLLBACK`.execute(conn).catch(() => {});
      throw error;
    }
    return [{ ok: true, value }];
  });
}

/** Several writes in one transaction, one after another, each undone alone if it throws. */
async function together<DB>(conn: Kysely<DB>, group: Array<Queued<DB>>): Promise<Outcome[]> {
  const [first] = group;
  await first!.context.runInAsyncScope(() => sql`BEGIN IMMEDIATE`.execute(conn));
  const outcomes: Outcome[] = [];
  try {
    for (const item of group) {
      outcomes.push(
        await item.context.runInAsyncScope(async (): Promise<Outcome> => {
          await sql`SAVEPOINT bali_write`.execute(conn);
          try {
            const value = await item.work(conn);
            await sql`RELEASE bali_write`.execute(conn);
            return { ok: true, value };
          } catch (error) {
            if (isBusy(error)) throw error;
            await sql`ROLLBACK TO bali_write`.execute(conn);
            await sql`RELEASE bali_write`.execute(conn);
            return { ok: false, error };
          }
        }),
      );
    }
    await first!.context.runInAsyncScope(() => sql`COMMIT`.execute(conn));
  } catch (error) {
    await sql`ROLLBACK`.execute(conn).catch(() => {});
    throw error;
  }
  return outcomes;
}
