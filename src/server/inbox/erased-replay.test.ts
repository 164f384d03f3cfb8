/** A request the owner deleted leaves a tombstone for its Idempotency-Key: the guest's retry is a replay, never stored again. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminAccessFixture, cookieOf, inboxCall, signIn, TOKEN } from '../../../test/helpers/admin-access';
import { post, valid } from '../../../test/helpers/receiver';

describe.each(['SQLite', 'PostgreSQL'] as const)('a deleted request on %s', { timeout: 30_000 }, (dialect) => {
  const fx = adminAccessFixture(dialect);

  it('answers a retry of its Idempotency-Key as a replay and stores nothing', async () => {
    const { receiver, inbox } = fx.open({ rateLimitPerMinute: 0, spamShield: false });
    const key = randomUUID();
    const first = await receiver.bookingHandler(post({ headers: { 'Idempotency-Key': key } }));
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    const cookie = cookieOf(await inbox(signIn('198.51.100.1', TOKEN)));
    expect((await inbox(inboxCall(`api/requests/${id}`, { method: 'DELETE', cookie }))).status).toBe(204);

    const retry = await receiver.bookingHandler(post({ headers: { 'Idempotency-Key': key } }));
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as { id: string }).id).toBe(id);
    const other = await receiver.bookingHandler(post({ body: { ...valid, budgetAmount: 2000 }, headers: { 'Idempotency-Key': key } }));
    expect(other.status).toBe(422);

    const store = (await receiver.store())!;
    const rows = await store.db.selectFrom('bookings').select('id').where('idempotency_key', '=', key).execute();
    expect(rows).toEqual([]);
    expect((await inbox(inboxCall(`api/requests/${id}`, { cookie }))).status).toBe(404);
  });
});
