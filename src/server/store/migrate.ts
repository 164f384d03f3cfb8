/**
 * Applies pending migrations with Kysely's `Migrator` and the in-code list. Two instances starting at once
 * take turns: on PostgreSQL the migrator holds an advisory lock and a transaction; on SQLite the whole run
 * is one `BEGIN IMMEDIATE` transaction. Applied names are recorded in `bali_widgets_migration`, apart from
 * any migrations of the application that shares the database.
 */
import { Migrator, type Kysely, type Migration } from 'kysely';
import { MIGRATIONS } from './migrations';
import type { OpenedDatabase } from './opened-database';
import type { Dialect } from './schema';

function migrator(db: Kysely<unknown>, dialect: Dialect): Migrator {
  const migrations: Record<string, Migration> = Object.fromEntries(
    MIGRATIONS.map((m) => [m.name, { up: (db: Kysely<unknown>) => m.up(db, dialect) }]),
  );
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'bali_widgets_migration',
    migrationLockTableName: 'bali_widgets_migration_lock',
    // SQLite runs inside the caller's BEGIN IMMEDIATE (a nested BEGIN would fail).
    disableTransactions: dialect === 'sqlite',
    // Each migration stands alone (its own tables or columns): one added to the list below a newer one that
    // a database already has is applied, not refused.
    allowUnorderedMigrations: true,
  });
}

/** Migrates to the latest version; resolves with the names applied now. */
export async function migrate(opened: Pick<OpenedDatabase, 'db' | 'dialect' | 'write'>): Promise<string[]> {
  const run = async (db: Kysely<unknown>) => {
    const { error, results = [] } = await migrator(db, opened.dialect).migrateToLatest();
    if (error) throw error;
    return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
  };
  return opened.dialect === 'sqlite' ? opened.write((trx) => run(trx as Kysely<unknown>)) : run(opened.db as Kysely<unknown>);
}

/** The names of the migrations applied to a database, oldest first (for tests and diagnostics). */
export async function appliedMigrations(opened: Pick<OpenedDatabase, 'db' | 'dialect'>): Promise<string[]> {
  const all = await migrator(opened.db as Kysely<unknown>, opened.dialect).getMigrations();
  return all.filter((m) => m.executedAt).map((m) => m.name);
}
