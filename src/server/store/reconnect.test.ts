/** PostgreSQL going away while the receiver runs: that request fails, nothing crashes, the next one works. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/postgres';
import { openStore, type Store } from './index';
import { openDatabase } from './open';
import { newBooking } from '../../../test/helpers/booking-entry';

let database: TestDatabase;
let store: Store;

const entry = () => newBooking({ idempotencyKey: randomUUID() });

/** Runs SQL as the server's superuser, outside the database under test. */
async function admin(text: string) {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  store = await openStore(database.url);
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

it('fails the requests while the database is gone and serves again once it is back', async () => {
  const before = entry();
  expect(await store.bookings.save(before)).toMatchObject({ outcome: 'created' });
  const name = new URL(database.url).pathname.slice(1);
  // The server drops every connection and refuses new ones, as during a restart or a failover.
  await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
  const during = entry();
  await expect(store.bookings.save(during)).rejects.toThrow();
  await expect(store.bookings.list()).rejects.toThrow();
  await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
  expect(await store.bookings.save(during)).toMatchObject({ outcome: 'created' });
  expect(await store.bookings.save(before)).toEqual({ outcome: 'replayed', id: before.id });
  expect((await store.bookings.list()).bookings).toHaveLength(2);
});

it('outlives a connection that the server ends while it is checked out between two statements', async () => {
  const opened = await openDatabase(database.url);
  try {
    const next = await opened.db.connection().execute(async (held) => {
      const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(held);
      await sql`SELECT pg_terminate_backend(${rows[0].pid})`.execute(opened.db);
      // Until the backend is gone, through other connections: meanwhile the held one, idle, hears of its end.
      const alive = () => sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ${rows[0].pid}`.execute(opened.db);
      while ((await alive()).rows[0].n > 0);
      return sql`SELECT 1`.execute(held).then(() => 'answered', () => 'refused');
    });
    expect(next).toBe('refused');
    // The pool dropped the broken connection: the next query gets a new one.
    expect((await sql<{ n: number }>`SELECT 1 AS n`.execute(opened.db)).rows[0].n).toBe(1);
  } finally {
    await opened.close();
  }
});
