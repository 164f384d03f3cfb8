/**
 * Whether work on one PostgreSQL database waits for a lock another session holds: two instances must not
 * take turns where they need not.
 */
import pg from 'pg';

/** Resolves with `work`'s result; rejects as soon as any session of the database waits for a lock. */
export async function withoutWaiting<T>(url: string, work: Promise<T>): Promise<T> {
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  let settled = false;
  const watch = (async () => {
    while (!settled) {
      const { rows } = await watcher.query<{ waiting: number }>(
        'SELECT count(*)::int AS waiting FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE NOT l.granted AND a.datname = current_database()',
      );
      if (rows[0].waiting > 0) throw new Error('a booking waits for another instance to commit');
    }
  })();
  try {
    return await Promise.race([work, watch.then(() => undefined as never)]);
  } finally {
    settled = true;
    await watch.catch(() => {});
    await watcher.end();
  }
}
