/** A SQLite file written by 0.1.0 opens, upgrades and keeps every row. */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { appliedMigrations, openStore } from './index';

// 0.1.0's schema, verbatim.
const SCHEMA_0_1_0 = `
CREATE TABLE IF NOT EXISTS bookings (
  id              TEXT PRIMARY KEY,
  created_at      TEXT NOT NULL,
  name            TEXT NOT NULL,
  email           TEXT NOT NULL,
  whatsapp        TEXT NOT NULL,
  check_in        TEXT NOT NULL,
  check_out       TEXT NOT NULL,
  budget_currency TEXT NOT NULL,
  budget_amount   REAL NOT NULL,
  travel_type     TEXT NOT NULL,
  idempotency_key TEXT UNIQUE,
  body_hash       TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS bookings_created_at ON bookings (created_at);
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bali-upgrade-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('upgrades a 0.1.0 file in place: rows, keys and order kept, owner fields added', async () => {
  const file = join(dir, 'bookings.sqlite');
  const old = new Database(file);
  old.pragma('journal_mode = WAL');
  old.exec(SCHEMA_0_1_0);
  const insert = old.prepare(`INSERT INTO bookings VALUES (?, ?, ?, 'a@example.com', '+6281234567890', '2027-01-20',
    '2027-01-25', 'IDR', 1500000, '["family"]', ?, ?)`);
  insert.run('id-1', '2027-01-10T12:00:00.000Z', 'First Guest', 'key-1', 'hash-1');
  insert.run('id-2', '2027-01-10T12:00:00.000Z', 'Second Guest', null, 'hash-2');
  insert.run('id-3', '2027-01-10T12:00:01.000Z', 'Third Guest', null, 'hash-3');
  old.close();

  const store = await openStore(file);
  try {
    expect(await appliedMigrations(store)).toEqual(['0001_bookings', '0002_owner_fields', '0003_outbox', '0004_inbox', '0005_statuses', '0008_spam']);
    const { bookings } = await store.bookings.list();
    expect(bookings.map((b) => b.name)).toEqual(['Third Guest', 'Second Guest', 'First Guest']);
    expect(bookings[2]).toEqual({
      id: 'id-1',
      createdAt: '2027-01-10T12:00:00.000Z',
      name: 'First Guest',
      email: 'a@example.com',
      whatsapp: '+6281234567890',
      checkIn: '2027-01-20',
      checkOut: '2027-01-25',
      budgetCurrency: 'IDR',
      budgetAmount: 1500000,
      travelType: ['family'],
      status: 'new',
    });
    expect(await store.bookings.find('key-1')).toEqual({ id: 'id-1', bodyHash: 'hash-1' });
  } finally {
    await store.close();
  }
  // Opening again applies nothing and keeps the rows.
  const again = await openStore(file);
  expect((await again.bookings.list()).bookings).toHaveLength(3);
  await again.close();
  // The status column takes the new statuses and still refuses others.
  const raw = new Database(file);
  try {
    raw.prepare(`UPDATE bookings SET status = 'spam' WHERE id = 'id-1'`).run();
    raw.prepare(`UPDATE bookings SET status = 'booked' WHERE id = 'id-2'`).run();
    expect(() => raw.prepare(`UPDATE bookings SET status = 'bogus' WHERE id = 'id-3'`).run()).toThrow(/CHECK/);
    expect(raw.prepare(`SELECT id, status FROM bookings ORDER BY id`).all()).toEqual([
      { id: 'id-1', status: 'spam' }, { id: 'id-2', status: 'booked' }, { id: 'id-3', status: 'new' },
    ]);
  } finally {
    raw.close();
  }
});
