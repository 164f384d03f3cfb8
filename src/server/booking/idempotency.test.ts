import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../booking-request';
import { createBookingHandler, createBookingReceiver, openBookingStore } from '../index';
import { NOW, post, receiverFixture, valid } from '../../../test/helpers/receiver';

const fx = receiverFixture();

describe('Idempotency-Key', () => {
  const key = '8e03978e-40d5-43e8-bc93-6894a57f9324';

  it('same key and body: the first answer again, one row', async () => {
    const handle = fx.handler();
    const first = await handle(post({ headers: { 'Idempotency-Key': key } }));
    const second = await handle(post({ headers: { 'Idempotency-Key': key } }));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(fx.rowsOnDisk()).toHaveLength(1);
    expect(fx.rowsOnDisk()[0].idempotency_key).toBe(key);
  });

  it('the same booking with keys in another order or padded name is the same request', async () => {
    const handle = fx.handler();
    const first = await (await handle(post({ headers: { 'Idempotency-Key': key } }))).json();
    const reordered = Object.fromEntries(Object.entries(valid).reverse());
    const again = await handle(post({ body: { ...reordered, name: ` ${valid.name} ` }, headers: { 'Idempotency-Key': key } }));
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    expect(fx.rowsOnDisk()).toHaveLength(1);
  });

  it('same key, different body: 422 and nothing stored', async () => {
    const handle = fx.handler();
    expect((await handle(post({ headers: { 'Idempotency-Key': key } }))).status).toBe(201);
    const other = await handle(post({ body: { ...valid, budgetAmount: 2000 }, headers: { 'Idempotency-Key': key } }));
    expect(other.status).toBe(422);
    expect(fx.rowsOnDisk()).toHaveLength(1);
    expect(fx.rowsOnDisk()[0].budget_amount).toBe(1000);
  });

  it('replays after a restart (the key is on disk, not in memory)', async () => {
    const firstStore = openBookingStore(fx.dbPath);
    const before = createBookingHandler({ database: firstStore, trustProxy: false, now: () => NOW });
    const first = await (await before(post({ headers: { 'Idempotency-Key': key } }))).json();
    await firstStore.close();

    const after = fx.handler();
    const replay = await after(post({ headers: { 'Idempotency-Key': key } }));
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual(first);
    const conflict = await after(post({ body: { ...valid, name: 'Someone Else' }, headers: { 'Idempotency-Key': key } }));
    expect(conflict.status).toBe(422);
    expect(fx.rowsOnDisk()).toHaveLength(1);
  });

  it('concurrent requests with one key store one row and all get its id', async () => {
    const handle = fx.handler();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => handle(post({ headers: { 'Idempotency-Key': key } }))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).id)));
    expect(ids.size).toBe(1);
    expect(fx.rowsOnDisk()).toHaveLength(1);
  });

  it('two store connections on one file (two processes) cannot both store one key', async () => {
    const a = fx.handler();
    const b = fx.handler();
    const responses = await Promise.all([
      a(post({ headers: { 'Idempotency-Key': key } })),
      b(post({ headers: { 'Idempotency-Key': key } })),
    ]);
    expect(responses.map((r) => r.status)).toEqual([201, 201]);
    expect(fx.rowsOnDisk()).toHaveLength(1);
  });

  // createBookingReceiver hands both handlers a proxy of the store, which once lacked find(): its retries
  // were counted against the rate limit (what README's Next.js and Node examples and `npm start` use).
  it.each([
    ['createBookingHandler', () => fx.handler({ rateLimitPerMinute: 1 })],
    ['createBookingReceiver', () => createBookingReceiver({ spamShield: false, database: fx.open(), rateLimitPerMinute: 1, trustProxy: false, now: () => NOW }).bookingHandler],
  ])('a retry is answered from the store: not counted against the rate limit (%s)', async (_name, make) => {
    const handle = make();
    expect((await handle(post({ headers: { 'Idempotency-Key': key } }))).status).toBe(201);
    const retries = await Promise.all([1, 2, 3].map(() => handle(post({ headers: { 'Idempotency-Key': key } }))));
    expect(retries.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(retries[0].headers.get('idempotent-replayed')).toBe('true');
    // A new request from the same client is still limited.
    expect((await handle(post({ body: { ...valid, name: 'Another Guest' } }))).status).toBe(429);
    expect(fx.rowsOnDisk()).toHaveLength(1);
  });

  it('a retry after its check-in day has passed still gets the first answer; a changed one gets 422', async () => {
    let now = NOW;
    const handle = fx.handler({ now: () => now });
    const first = await (await handle(post({ headers: { 'Idempotency-Key': key } }))).json();
    now = new Date('2027-02-01T12:00:00Z'); // after valid.checkOut
    const late = await handle(post({ headers: { 'Idempotency-Key': key } }));
    expect(late.status).toBe(201);
    expect(await late.json()).toEqual(first);
    expect((await handle(post({ body: { ...valid, budgetAmount: 5 }, headers: { 'Idempotency-Key': key } }))).status).toBe(422);
    expect((await handle(post({ body: { ...valid, email: 'nope' }, headers: { 'Idempotency-Key': key } }))).status).toBe(422);
    // Without the key, the same late body is a new request, and its check-in is in the past now.
    const fresh = await handle(post());
    expect(fresh.status).toBe(400);
    expect((await fresh.json()).errors.checkIn).toBe(MESSAGES.checkInPast);
    expect(fx.rowsOnDisk()).toHaveLength(1);
  });

  it('a store without find (a custom one) still replays through save', async () => {
    const sqlite = fx.open();
    const { find: _find, ...withoutFind } = sqlite;
    const handle = fx.handler({ database: withoutFind });
    const first = await (await handle(post({ headers: { 'Idempotency-Key': key } }))).json();
    const again = await handle(post({ headers: { 'Idempotency-Key': key } }));
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    expect(fx.rowsOnDisk()).toHaveLength(1);
  });

  it('an invalid request does not burn its key', async () => {
    const handle = fx.handler();
    expect((await handle(post({ body: { ...valid, email: 'nope' }, headers: { 'Idempotency-Key': key } }))).status).toBe(400);
    expect((await handle(post({ headers: { 'Idempotency-Key': key } }))).status).toBe(201);
  });

  it('validates the key format (1 to 255 visible ASCII characters; a quoted sf-string is accepted)', async () => {
    const handle = fx.handler();
    for (const bad of ['', 'x'.repeat(256), 'has space', 'cl\u00e9', 'a\tb', '""']) {
      const response = await handle(post({ headers: { 'Idempotency-Key': bad } }));
      expect(response.status, bad).toBe(400);
      expect(Object.keys((await response.json()).errors)).toEqual(['Idempotency-Key']);
    }
    expect((await handle(post({ headers: { 'Idempotency-Key': 'k'.repeat(255) } }))).status).toBe(201);
    expect((await handle(post({ body: { ...valid, name: 'Quoted' }, headers: { 'Idempotency-Key': `"${key}"` } }))).status).toBe(201);
    expect(fx.rowsOnDisk()).toHaveLength(2);
  });
});
