/**
 * The inbox's own queries on SQLite and PostgreSQL alike: the new count, the flags, sessions shared by
 * every instance on one database, and retention.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxTables } from '../notify/outbox-schema';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/postgres';
import { openStore, type Store } from '../store';
import { storeInboxData } from './store-inbox-data';

let second = 0;
async function save(store: Store, over: { name: string; email?: string; whatsapp?: string; checkIn: string; checkOut: string; listing?: string }) {
  second += 1;
  const id = randomUUID();
  await store.bookings.save({
    id,
    createdAt: new Date(Date.UTC(2027, 0, 1, 0, 0, second)).toISOString(),
    listing: over.listing,
    bodyHash: id,
    booking: {
      name: over.name,
      email: over.email ?? `${over.name.toLowerCase()}@example.com`,
      whatsapp: over.whatsapp ?? `+62812${String(second).padStart(7, '0')}`,
      checkIn: over.checkIn,
      checkOut: over.checkOut,
      budgetCurrency: 'USD',
      budgetAmount: 100,
      travelType: ['Airbnb Guest - Honeymoon'],
    },
  });
  return id;
}

describe.each([
  ['SQLite', () => mkdtempSync(join(tmpdir(), 'bali-inbox-')), (dir: string) => join(dir, 'bookings.sqlite')],
  ['PostgreSQL', null, null],
] as const)('inbox data on %s', (_label, makeDir, fileIn) => {
  let store: Store;
  let second2: Store;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    let location: string;
    if (makeDir && fileIn) {
      const dir = makeDir();
      location = fileIn(dir);
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    } else {
      const database: TestDatabase = await createTestDatabase();
      location = database.url;
      cleanup = () => database.drop();
    }
    store = await openStore(location);
    second2 = await openStore(location);
  });
  afterAll(async () => {
    await store?.close();
    await second2?.close();
    await cleanup?.();
  });

  it('counts new requests and flags overlaps and likely duplicates', async () => {
    const data = storeInboxData(store);
    const a = await save(store, { name: 'Ana', checkIn: '2027-02-01', checkOut: '2027-02-05', listing: 'villa-a' });
    const b = await save(store, { name: 'Budi', checkIn: '2027-02-04', checkOut: '2027-02-08', listing: 'villa-a' });
    const c = await save(store, { name: 'Ana Again', email: 'ANA@example.com', checkIn: '2027-02-03', checkOut: '2027-02-04', listing: 'villa-b' });
    const d = await save(store, { name: 'Dewi', checkIn: '2027-02-05', checkOut: '2027-02-09' });
    await store.bookings.setStatus(b, 'archived');
    expect(await data.countNew()).toBe(3);
    const all = await Promise.all([a, b, c, d].map((id) => data.get(id)));
    const related = await data.related(all.map((r) => r!));
    expect(related.get(a)!.map((r) => [r.name, r.duplicate, r.overlap])).toEqual([['Ana Again', true, false]]);
    expect(related.get(b)!.map((r) => [r.name, r.duplicate, r.overlap])).toEqual([['Ana', false, true]]);
    expect(related.get(d)).toEqual([]);
  });

  it('keeps sessions in the database: another instance sees them, sign-out and 12 hours idle end them', async () => {
    const one = storeInboxData(store).sessions;
    const two = storeInboxData(second2).sessions;
    const t0 = new Date('2027-01-01T00:00:00Z');
    const idle = 12 * 3600_000;
    const rules = { tokenMac: 'mac-a', idleMs: idle, maxAgeMs: 30 * 86_400_000 };
    await one.create('h1', t0, 'mac-a');
    expect(await two.touch('h1', new Date(t0.getTime() + idle - 1000), rules)).toBe(true);
    expect(await one.touch('h1', new Date(t0.getTime() + 2 * idle - 2000), rules)).toBe(true);
    expect(await one.touch('h1', new Date(t0.getTime() + 3 * idle), rules)).toBe(false);
    await one.create('h2', t0, 'mac-a');
    await two.remove('h2');
    expect(await one.touch('h2', t0, rules)).toBe(false);
    expect(await one.touch('unknown', t0, rules)).toBe(false);
  });

  it('ends a session made by another token, 30 days after sign-in however used, and all of them at once', async () => {
    const sessions = storeInboxData(store).sessions;
    const t0 = new Date('2027-02-01T00:00:00Z');
    const rules = { tokenMac: 'mac-a', idleMs: 12 * 3600_000, maxAgeMs: 30 * 86_400_000 };
    await sessions.create('old-token', t0, 'mac-a');
    expect(await sessions.touch('old-token', t0, { ...rules, tokenMac: 'mac-b' })).toBe(false);
    await sessions.create('busy', t0, 'mac-a');
    let at = t0.getTime();
    for (; at + 11 * 3600_000 <= t0.getTime() + 30 * 86_400_000; at += 11 * 3600_000) {
      expect(await sessions.touch('busy', new Date(at), rules)).toBe(true);
    }
    expect(await sessions.touch('busy', new Date(t0.getTime() + 30 * 86_400_000 + 1000), rules)).toBe(false);
    await sessions.create('x', t0, 'mac-a');
    await sessions.create('y', t0, 'mac-a');
    await storeInboxData(second2).sessions.removeAll();
    expect([await sessions.touch('x', t0, rules), await sessions.touch('y', t0, rules)]).toEqual([false, false]);
  });

  it('shows the notifications of a request and sends a failed one again', async () => {
    const data = storeInboxData(store);
    const id = await save(store, { name: 'Notified', checkIn: '2027-05-01', checkOut: '2027-05-03' });
    expect(await data.deliveries!(id)).toBeUndefined();
    const at = '2027-01-01T00:00:00.000Z';
    const row = { booking_id: id, attempts: 8, next_attempt_at: null, claimed_until: null, last_status: 500, last_error: 'HTTP 500', created_at: at, updated_at: at };
    await store.write((trx) =>
      (trx as unknown as Kysely<OutboxTables>)
        .insertInto('deliveries')
        .values([
          { ...row, id: 'd-failed', channel: 'webhook', state: 'failed' },
          { ...row, id: 'd-sent', channel: 'email', state: 'delivered', last_error: null },
        ])
        .execute(),
    );
    expect((await data.deliveries!(id))?.map((d) => [d.channel, d.state, d.lastError ?? null])).toEqual([
      ['email', 'delivered', null],
      ['webhook', 'failed', 'HTTP 500'],
    ]);
    expect(await data.retry!(id, 'd-sent')).toBe(false);
    expect(await data.retry!('other', 'd-failed')).toBe(false);
    expect(await data.retry!(id, 'd-failed')).toBe(true);
    expect((await data.deliveries!(id))?.find((d) => d.id === 'd-failed')?.state).toBe('pending');
    expect(await data.erase(id)).toBe(true);
    expect(await data.deliveries!(id)).toBeUndefined();
  });

  it('erases requests checked out before a day', async () => {
    const data = storeInboxData(store);
    const old = await save(store, { name: 'Old', checkIn: '2026-01-01', checkOut: '2026-01-03' });
    expect(await data.eraseCheckedOutBefore('2026-06-01')).toBe(1);
    expect(await data.get(old)).toBeUndefined();
    expect(await data.countNew()).toBe(3);
  });
});
