/**
 * A PostgreSQL database the site's own application also uses: with `search_path` in the URL, as
 * docs/deploying.md says, every table of the receiver lives in its own schema and the application's
 * `bookings` table stays as it was.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import { newBooking } from '../../../test/helpers/booking-entry';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/postgres';
import { openStore } from './index';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

async function query<T>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

it('keeps every table in the schema search_path names, beside an application table called bookings', async () => {
  await query('CREATE TABLE public.bookings (id serial PRIMARY KEY, room text NOT NULL)');
  await query("INSERT INTO public.bookings (room) VALUES ('Room 1')");
  await query('CREATE SCHEMA bali');
  const url = new URL(database.url);
  url.searchParams.set('options', '-c search_path=bali');

  const store = await openStore(url.toString());
  try {
    const entry = newBooking();
    expect(await store.bookings.save(entry)).toEqual({ outcome: 'created', id: entry.id });
    expect((await store.bookings.list()).bookings.map((b) => b.id)).toEqual([entry.id]);
  } finally {
    await store.close();
  }

  const tables = await query<{ schema: string; name: string }>(
    "SELECT table_schema AS schema, table_name AS name FROM information_schema.tables WHERE table_schema IN ('public', 'bali') ORDER BY 1, 2",
  );
  expect(tables.filter((t) => t.schema === 'public').map((t) => t.name)).toEqual(['bookings']);
  expect(tables.filter((t) => t.schema === 'bali').map((t) => t.name)).toEqual(expect.arrayContaining(['bookings', 'rate_limit_hits', 'bali_widgets_migration']));
  expect(await query('SELECT room FROM public.bookings')).toEqual([{ room: 'Room 1' }]);
});
