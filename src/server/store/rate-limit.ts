/**
 * A sliding-window rate limit counted in the database, so that every instance on one PostgreSQL shares it:
 * a client may make `limit` requests in any `windowMs` span, whichever instance answers. One row per
 * counted request; the check and the insert of one bucket are serialised by a transaction-scoped advisory
 * lock on PostgreSQL (and `BEGIN IMMEDIATE` on SQLite), so two instances cannot both admit the last allowed
 * request. Refused requests are not counted (as in the in-process limiter). The booking limit keeps an
 * in-process count on SQLite (one file, one server); the admin token's guesses are counted here on both.
 */
import { sql } from 'kysely';
import type { OpenedDatabase } from './open';

export type SharedRateLimiter = {
  /** Records a hit for `key` at `now` (ms) and says whether it is within the limit. */
  hit(key: string, now: number): Promise<boolean>;
  /** Whether `key` has used up its limit at `now`, without recording anything. */
  full(key: string, now: number): Promise<boolean>;
  /** Takes back one hit of `key` recorded at `at`. */
  release(key: string, at: number): Promise<void>;
  readonly limited: boolean;
};

export type SharedRateLimitOptions = {
  /** Requests per window; 0, a negative number or Infinity turns the limit off. */
  limit: number;
  windowMs?: number;
  /** Keeps the counts of two limits on one database apart (`bookings`, `admin`). */
  scope: string;
};

export function sharedRateLimiter(opened: OpenedDatabase, { limit, windowMs = 60_000, scope }: SharedRateLimitOptions): SharedRateLimiter {
  const limited = limit > 0 && limit !== Infinity;
  const iso = (ms: number) => new Date(ms).toISOString();
  let lastSweep = 0;

  const count = async (db: OpenedDatabase['db'], bucket: string, now: number) => {
    const row = await db
      .selectFrom('rate_limit_hits')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('bucket', '=', bucket)
      .where('hit_at', '>', iso(now - windowMs))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  /** Old hits of clients that never came back: deleted at most once a window by each instance. */
  const sweep = async (now: number) => {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    await opened.db.deleteFrom('rate_limit_hits').where('hit_at', '<=', iso(now - windowMs)).execute();
  };

  return {
    limited,
    async hit(key, now) {
      if (!limited) return true;
      const bucket = `${scope}:${key}`;
      const admitted = await opened.write(async (trx) => {
        if (opened.dialect === 'postgres') {
          await sql`SELECT pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`.execute(trx);
          // One round trip after the lock (a new snapshot that sees every earlier holder's commit). The
          // deleted rows and the counted ones are apart, so the statement's one snapshot counts right.
          const { rows } = await sql<{ admitted: string | number }>`WITH gone AS (
              DELETE FROM rate_limit_hits WHERE bucket = ${bucket} AND hit_at <= ${iso(now - windowMs)}),
            counted AS (SELECT count(*) AS n FROM rate_limit_hits WHERE bucket = ${bucket} AND hit_at > ${iso(now - windowMs)}),
            added AS (INSERT INTO rate_limit_hits (bucket, hit_at) SELECT ${bucket}, ${iso(now)} FROM counted WHERE n < ${limit} RETURNING 1)
            SELECT count(*) AS admitted FROM added`.execute(trx);
          return Number(rows[0]?.admitted ?? 0) > 0;
        }
        await trx.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).where('hit_at', '<=', iso(now - windowMs)).execute();
        if ((await count(trx, bucket, now)) >= limit) return false;
        await trx.insertInto('rate_limit_hits').values({ bucket, hit_at: iso(now) }).execute();
        return true;
      });
      // Not awaited: inside a booking's transaction it would hold that connection while waiting for another.
      void sweep(now).catch(() => {});
      return admitted;
    },
    async full(key, now) {
      return limited && (await count(opened.db, `${scope}:${key}`, now)) >= limit;
    },
    async release(key, at) {
      // One row of the bucket at that instant (the table has no key of its own: the row's physical address).
      const row = opened.dialect === 'postgres' ? sql.raw('ctid') : sql.raw('rowid');
      await opened.write((trx) =>
        sql`DELETE FROM rate_limit_hits WHERE ${row} IN (
          SELECT ${row} FROM rate_limit_hits WHERE bucket = ${`${scope}:${key}`} AND hit_at = ${iso(at)} LIMIT 1)`.execute(trx),
      );
    },
  };
}
