/**
 * Opens the database named by a location: a `postgres://` or `postgresql://` URL is PostgreSQL (a `pg` pool),
 * anything else is the path of a SQLite file (better-sqlite3, created with its folder). Both drivers are
 * loaded only when used, so a serverless deployment on PostgreSQL needs no native SQLite module.
 * Pending migrations run before `openDatabase` resolves, under a lock shared by every instance.
 */
import { dirname, resolve } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { createDataFolder } from './data-folder';
import { joinable } from './joined-write';
import { migrate } from './migrate';
import type { OpenedDatabase } from './opened-database';
import { isPostgresUrl, redactLocation } from './redact';
import type { Database } from './schema';
import { preparedOnce } from './statement-cache';
import { SQLITE_BUSY_TIMEOUT_MS, sqliteWriter, type RetryOptions } from './sqlite-write';
import { watchedDialect } from './statement-count';

export type { OpenedDatabase } from './opened-database';

export type OpenOptions = RetryOptions & {
  /** Largest number of PostgreSQL connections of this process. Default 10. */
  poolSize?: number;
};

/** The database could not be opened or migrated. The message never contains a password. */
export class StoreOpenError extends Error {
  override name = 'StoreOpenError';
}

export async function openDatabase(location: string, options: OpenOptions = {}): Promise<OpenedDatabase> {
  const opened = isPostgresUrl(location) ? await openPostgres(location.trim(), options) : await openSqlite(location, options);
  try {
    await migrate(opened);
  } catch (error) {
    await opened.close().catch(() => {});
    throw new StoreOpenError(`bali-widgets: could not migrate ${opened.location}: ${describe(error, location)}`);
  }
  return opened;
}

async function openSqlite(path: string, options: OpenOptions): Promise<OpenedDatabase> {
  const file = resolve(path);
  let sqlite;
  try {
    const { default: Sqlite } = await import('better-sqlite3');
    createDataFolder(dirname(file));
    sqlite = new Sqlite(file);
    // Start-up may wait for another process converting the file to WAL; requests later never wait this way.
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('journal_mode = WAL');
    // A transaction is on disk when COMMIT returns: a process killed right after its 201 loses nothing.
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  } catch (error) {
    sqlite?.close();
    throw new StoreOpenError(`bali-widgets: could not open the SQLite database ${file}: ${describe(error, path)}`);
  }
  const { dialect, watch } = watchedDialect(new SqliteDialect({ database: preparedOnce(sqlite) }));
  const db = new Kysely<Database>({ dialect });
  return {
    dialect: 'sqlite',
    db,
    location: file,
    statements: watch,
    write: joinable(sqliteWriter(db, options)),
    close: () => db.destroy(),
  };
}

async function openPostgres(url: string, options: OpenOptions): Promise<OpenedDatabase> {
  const location = redactLocation(url);
  // Loaded at run time, not by a bundler: a Next.js build without `pg` installed (SQLite sites) must pass.
  const { default: pg } = await import(/* webpackIgnore: true */ 'pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 10_000,
  });
  // A connection the server drops (restart, failover, `pg_terminate_backend`) must never end the process. Idle,
  // the pool reports it here and forgets it. Checked out (between two statements of a transaction, or by
  // the dispatcher), the client itself emits 'error', which would be unhandled: every client gets a listener
  // for its whole life. Its next query fails, and the pool drops it on release (it is no longer queryable).
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new StoreOpenError(`bali-widgets: could not connect to PostgreSQL at ${location}: ${describe(error, url)}`);
  }
  const { dialect, watch } = watchedDialect(new PostgresDialect({ pool }));
  const db = new Kysely<Database>({ dialect });
  return {
    dialect: 'postgres',
    db,
    location,
    statements: watch,
    write: joinable((work) => db.transaction().execute(work)),
    close: () => db.destroy(),
  };
}

/** An error's code and message, with the location's password masked wherever it appears. */
function describe(error: unknown, location: string): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  let text = `${typeof message === 'string' ? message : String(error)}${typeof code === 'string' ? ` (${code})` : ''}`;
  if (isPostgresUrl(location)) {
    text = text.split(location.trim()).join(redactLocation(location));
    try {
      const password = decodeURIComponent(new URL(location.trim()).password);
      if (password) text = text.split(password).join('***');
    } catch {
      // Not a URL at all: there is no password to find either.
    }
  }
  return text;
}
