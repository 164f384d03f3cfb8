/**
 * What the database is asked, seen at the driver: every statement, and whether it commits (a COMMIT, or
 * a write outside a transaction). Observers get each one as it is sent; the bench and a store test count
 * a booking's commits and statements this way, on SQLite and PostgreSQL alike.
 */
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult } from 'kysely';

export type Statement = { readonly sql: string; readonly commit: boolean };
export type StatementObserver = (statement: Statement) => void;

/** Watches the statements of one opened database; `observe` returns the function that stops watching. */
export type StatementWatch = { observe(observer: StatementObserver): () => void };

const WRITE = /^\s*(insert|update|delete|replace|with|create|drop|alter)\b/i;

/** Wraps a dialect so that its connections report to `observers` (nothing is done while there are none). */
export function watchedDialect(dialect: Dialect): { dialect: Dialect; watch: StatementWatch } {
  const observers = new Set<StatementObserver>();
  const watch: StatementWatch = {
    observe(observer) {
      observers.add(observer);
      return () => observers.delete(observer);
    },
  };
  const wrapped: Dialect = {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => watchedDriver(dialect.createDriver(), observers),
  };
  return { dialect: wrapped, watch };
}

function watchedDriver(driver: Driver, observers: Set<StatementObserver>): Driver {
  const inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const unwrap = (connection: DatabaseConnection) => inner.get(connection) ?? connection;
  return {
    init: () => driver.init(),
    async acquireConnection() {
      const connection = await driver.acquireConnection();
      let inTransaction = false;
      const note = (query: CompiledQuery) => {
        if (observers.size === 0) return;
        const text = query.sql.trimStart().slice(0, 12).toLowerCase();
        let commit = false;
        if (text.startsWith('begin')) inTransaction = true;
        else if (text.startsWith('commit') || text.startsWith('rollback')) {
          commit = text.startsWith('commit');
          inTransaction = false;
        } else commit = !inTransaction && WRITE.test(query.sql);
        for (const observer of observers) observer({ sql: query.sql, commit });
      };
      const watched: DatabaseConnection = {
        executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
          note(query);
          return connection.executeQuery<R>(query);
        },
        streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
          note(query);
          return connection.streamQuery<R>(query, chunkSize);
        },
      };
      inner.set(watched, connection);
      return watched;
    },
    // Transactions go through the watched connection, so that their BEGIN and COMMIT are seen too.
    beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
    commitTransaction: (connection) => driver.commitTransaction(connection),
    rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
    ...(driver.savepoint && { savepoint: (connection, name, compile) => driver.savepoint!(connection, name, compile) }),
    ...(driver.rollbackToSavepoint && { rollbackToSavepoint: (connection, name, compile) => driver.rollbackToSavepoint!(connection, name, compile) }),
    ...(driver.releaseSavepoint && { releaseSavepoint: (connection, name, compile) => driver.releaseSavepoint!(connection, name, compile) }),
    releaseConnection: (connection) => driver.releaseConnection(unwrap(connection)),
    destroy: () => driver.destroy(),
  };
}
