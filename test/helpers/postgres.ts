/**
 * A fresh PostgreSQL database per test file, in the server that test/helpers/postgres-setup.ts provides.
 * Dropped again by `drop()` (connections still open to it are ended first).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

export type TestDatabase = { url: string; drop(): Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  const admin = inject('postgresUrl');
  const name = `bali_test_${randomBytes(6).toString('hex')}`;
  await withClient(admin, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withClient(admin, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Where a receiver under test keeps its data on `dialect`: a fresh PostgreSQL database's URL or an SQLite
 * file in a temporary folder; `cleanup` gets the step that removes it.
 */
export async function databaseFor(dialect: 'sqlite' | 'postgres', cleanup: Array<() => unknown>): Promise<string> {
  if (dialect === 'postgres') {
    const pg = await createTestDatabase();
    cleanup.push(() => pg.drop());
    return pg.url;
  }
  const dir = mkdtempSync(join(tmpdir(), 'bali-test-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'b.sqlite');
}
