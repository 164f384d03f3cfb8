/**
 * A fresh PostgreSQL database per test file, in the server that test/helpers/postgres-setup.ts provides.
 * Dropped again by `drop()` (connections still open to it are ended first).
 */
import { randomBytes } from 'node:crypto';
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
