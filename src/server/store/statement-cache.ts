/**
 * better-sqlite3 behind Kysely, with each statement prepared once: Kysely asks for a new prepared statement
 * for every query, and preparing (parsing and planning the SQL) costs more than running most of ours. A
 * statement still being iterated (a streamed read) is not shared; a new one is prepared for the caller.
 */
import type Sqlite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct statements kept: the receiver's queries are a few dozen (`in` lists vary with their length). */
const LIMIT = 300;

export function preparedOnce(sqlite: Sqlite.Database, limit = LIMIT): SqliteDatabase {
  const prepared = new Map<string, Sqlite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const found = prepared.get(sql);
      if (found && !found.busy) return found;
      const statement = sqlite.prepare(sql);
      if (!found) {
        // The oldest goes first once full (a map keeps insertion order).
        if (prepared.size >= limit) prepared.delete(prepared.keys().next().value!);
        prepared.set(sql, statement);
      }
      return statement;
    },
  };
}
