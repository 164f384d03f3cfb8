/**
 * The store contract, on SQLite and on PostgreSQL alike: idempotent saves, the in-transaction hook,
 * pages and streams newest first, status and erasure, migrations.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TRAVEL_TAGS } from '../../booking-request';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/postgres';
import { appliedMigrations, InvalidCursorError, openStore, type NewBooking, type Store } from './index';
import { MIGRATIONS } from './migrations';

const booking = (name = 'Made Wirawan') => ({
  name,
  email: 'made@example.com',
  whatsapp: '+6281234567890',
  checkIn: '2027-01-20',
  checkOut: '2027-01-25',
  budgetCurrency: 'USD' as const,
  budgetAmount: 1000.5,
  travelType: [TRAVEL_TAGS[2], TRAVEL_TAGS[3]],
});

let second = 0;
function entry(overrides: Partial<NewBooking> & { name?: string } = {}): NewBooking {
  const { name, ...rest } = overrides;
  second += 1;
  return {
    id: randomUUID(),
    createdAt: new Date(Date.UTC(2027, 0, 10, 12, 0, second)).toISOString(),
    booking: booking(name),
    bodyHash: `hash-${name ?? 'default'}`,
    ...rest,
  };
}

type Target = { location(): Promise<string>; cleanup(): Promise<void> };

function sqliteTarget(): Target {
  let dir: string | undefined;
  return {
    location: async () => {
      dir = mkdtempSync(join(tmpdir(), 'bali-store-'));
      return join(dir, 'nested', 'bookings.sqlite');
    },
    cleanup: async () => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresTarget(): Target {
  let database: TestDatabase | undefined;
  return {
    location: async () => (database = await createTestDatabase()).url,
    cleanup: async () => database?.drop(),
  };
}

describe.each([
  ['SQLite', sqliteTarget],
  ['PostgreSQL', postgresTarget],
] as const)('booking store on %s', (_label, makeTarget) => {
  let target: Target;
  let location: string;
  let store: Store;
  const opened: Store[] = [];
  const open = async () => {
    const s = await openStore(location);
    opened.push(s);
    return s;
  };

  beforeAll(async () => {
    target = makeTarget();
    location = await target.location();
    store = await open();
  });
  afterEach(async () => {
    await store.db.deleteFrom('bookings').execute();
  });
  afterAll(async () => {
    for (const s of opened) await s.close();
    await target.cleanup();
  });

  it('stores a booking and reads it back with the owner fields', async () => {
    const first = entry({ listing: 'villa-sawah', locale: 'id', idempotencyKey: 'k-1' });
    expect(await store.bookings.save(first)).toEqual({ outcome: 'created', id: first.id });
    expect(await store.bookings.get(first.id)).toEqual({
      id: first.id,
      createdAt: first.createdAt,
      ...booking(),
      listing: 'villa-sawah',
      locale: 'id',
      status: 'new',
    });
    expect(await store.bookings.find('k-1')).toEqual({ id: first.id, bodyHash: first.bodyHash });
    expect(await store.bookings.find('k-unused')).toBeUndefined();
  });

  it('replays a reused key with the same body and refuses it with another body, storing one row', async () => {
    const first = entry({ idempotencyKey: 'k-2' });
    await store.bookings.save(first);
    expect(await store.bookings.save({ ...entry({ idempotencyKey: 'k-2' }), bodyHash: first.bodyHash })).toEqual({ outcome: 'replayed', id: first.id });
    expect(await store.bookings.save(entry({ idempotencyKey: 'k-2', name: 'Other Guest' }))).toEqual({ outcome: 'conflict' });
    expect((await store.bookings.list()).bookings.map((b) => b.id)).toEqual([first.id]);
  });

  it('answers a save under a deleted request\'s key from its tombstone and stores nothing (the insert itself checks, without a read of its own)', async () => {
    const first = entry({ idempotencyKey: 'k-erased' });
    await store.bookings.save(first);
    expect(await store.bookings.erase(first.id)).toBe(true);
    expect(await store.bookings.find('k-erased')).toEqual({ id: first.id, bodyHash: first.bodyHash });
    expect(await store.bookings.save({ ...entry({ idempotencyKey: 'k-erased' }), bodyHash: first.bodyHash })).toEqual({ outcome: 'replayed', id: first.id });
    expect(await store.bookings.save(entry({ idempotencyKey: 'k-erased', name: 'Other Guest' }))).toEqual({ outcome: 'conflict' });
    expect((await store.bookings.list()).bookings).toEqual([]);
    const other = entry({ idempotencyKey: 'k-after' });
    expect(await store.bookings.save(other)).toEqual({ outcome: 'created', id: other.id });
  });

  it('stores one row when two connections save one key at once', async () => {
    const other = await open();
    const attempts = Array.from({ length: 10 }, (_, i) => (i % 2 ? other : store).bookings.save(entry({ idempotencyKey: 'k-race' })));
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r.outcome === 'created')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'replayed')).toHaveLength(9);
    expect((await store.bookings.list()).bookings).toHaveLength(1);
  });

  it('runs the hook inside the insert transaction: it sees the row, and its failure stores nothing', async () => {
    const seen: unknown[] = [];
    const ok = entry();
    await store.bookings.save(ok, async (trx, id) => {
      seen.push((await trx.selectFrom('bookings').select('id').where('id', '=', id).executeTakeFirst())?.id);
    });
    expect(seen).toEqual([ok.id]);
    const failing = entry({ idempotencyKey: 'k-hook' });
    await expect(
      store.bookings.save(failing, async () => {
        throw new Error('queue unavailable');
      }),
    ).rejects.toThrow('queue unavailable');
    expect(await store.bookings.get(failing.id)).toBeUndefined();
    expect(await store.bookings.find('k-hook')).toBeUndefined();
    // A replay does not run the hook again.
    const calls: string[] = [];
    await store.bookings.save(entry({ idempotencyKey: 'k-hook2' }), async (_t, id) => void calls.push(id));
    await store.bookings.save(entry({ idempotencyKey: 'k-hook2' }), async (_t, id) => void calls.push(id));
    expect(calls).toHaveLength(1);
  });

  it('pages newest first with a cursor, requests of one millisecond in the order they were stored', async () => {
    const saved: NewBooking[] = [];
    for (let i = 0; i < 23; i++) {
      const e = entry({ name: `Guest ${i}` });
      if (i >= 20) e.createdAt = saved[19].createdAt; // three more in the same millisecond
      saved.push(e);
      await store.bookings.save(e);
    }
    const expected = [...saved.slice(20).reverse(), saved[19], ...saved.slice(0, 19).reverse()].map((e) => e.id);
    const ids: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await store.bookings.list({ limit: 10, cursor });
      ids.push(...page.bookings.map((b) => b.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(ids).toEqual(expected);
    expect((await store.bookings.list()).bookings).toHaveLength(23);
    expect((await store.bookings.list({ limit: 0 })).bookings).toHaveLength(1);
    await expect(store.bookings.list({ cursor: 'not-a-cursor' })).rejects.toBeInstanceOf(InvalidCursorError);
  });

  it('filters by status and by text, wildcards taken literally', async () => {
    const a = entry({ name: 'Ayu Lestari', listing: 'Villa Sawah' });
    const b = entry({ name: 'Ben 100%' });
    await store.bookings.save(a);
    await store.bookings.save(b);
    await store.bookings.setStatus(b.id, 'archived');
    expect((await store.bookings.list({ status: 'new' })).bookings.map((x) => x.id)).toEqual([a.id]);
    expect((await store.bookings.list({ q: 'sAWah' })).bookings.map((x) => x.id)).toEqual([a.id]);
    expect((await store.bookings.list({ q: '0%' })).bookings.map((x) => x.id)).toEqual([b.id]);
    expect((await store.bookings.list({ q: '_' })).bookings).toEqual([]);
  });

  it('finds a phone number however it is written: with spaces, with +, or at home with its trunk 0', async () => {
    const indonesian = entry({ name: 'Ayu' });
    const german = { ...entry({ name: 'Lukas' }), booking: { ...booking('Lukas'), whatsapp: '+4915112345678' } };
    await store.bookings.save(indonesian);
    await store.bookings.save(german);
    const found = async (q: string) => (await store.bookings.list({ q })).bookings.map((x) => x.name);
    expect(indonesian.booking.whatsapp).toBe('+6281234567890');
    for (const q of ['0812 3456 7890', '+62 812-3456', '(0812) 3456', '81234567890', '+6281234567890']) expect(await found(q), q).toEqual(['Ayu']);
    expect(await found('0151 1234')).toEqual(['Lukas']);
    expect(await found('+49 151')).toEqual(['Lukas']);
    expect(await found('0999 999')).toEqual([]);
  });

  it('streams every row a page at a time, newest first', async () => {
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      id: randomUUID(),
      created_at: new Date(Date.UTC(2027, 0, 1) + i * 1000).toISOString(),
      name: `Guest ${i}`,
      email: 'g@example.com',
      whatsapp: '+6281234567890',
      check_in: '2027-02-01',
      check_out: '2027-02-03',
      budget_currency: 'USD',
      budget_amount: i,
      travel_type: '["family"]',
      body_hash: 'h',
    }));
    for (let i = 0; i < rows.length; i += 200) await store.db.insertInto('bookings').values(rows.slice(i, i + 200)).execute();
    const names: string[] = [];
    for await (const b of store.bookings.stream()) names.push(b.name);
    expect(names).toHaveLength(1203);
    expect(names[0]).toBe('Guest 1202');
    expect(names.at(-1)).toBe('Guest 0');
  });

  it('records the first reply time once, and erases a booking', async () => {
    const e = entry();
    await store.bookings.save(e);
    const replied = await store.bookings.setStatus(e.id, 'replied', new Date('2027-01-11T08:00:00Z'));
    expect(replied).toMatchObject({ status: 'replied', repliedAt: '2027-01-11T08:00:00.000Z' });
    const archived = await store.bookings.setStatus(e.id, 'archived', new Date('2027-01-12T08:00:00Z'));
    expect(archived).toMatchObject({ status: 'archived', repliedAt: '2027-01-11T08:00:00.000Z' });
    expect(await store.bookings.setStatus(randomUUID(), 'replied')).toBeUndefined();
    expect(await store.bookings.erase(e.id)).toBe(true);
    expect(await store.bookings.erase(e.id)).toBe(false);
    expect(await store.bookings.get(e.id)).toBeUndefined();
  });

  it('applies the migrations once, also when several instances open the database at once', async () => {
    const all = MIGRATIONS.map((m) => m.name);
    expect(all.slice(0, 4)).toEqual(['0001_bookings', '0002_owner_fields', '0003_outbox', '0004_inbox']);
    expect(await appliedMigrations(store)).toEqual(all);
    const again = await Promise.all([open(), open(), open()]);
    for (const s of again) expect(await appliedMigrations(s)).toEqual(all);
    // The status check holds on both dialects.
    const e = entry();
    await store.bookings.save(e);
    await expect(sql`UPDATE bookings SET status = 'deleted' WHERE id = ${e.id}`.execute(store.db)).rejects.toThrow();
  });
});
