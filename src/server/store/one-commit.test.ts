/**
 * A booking is one commit on the request path, with everything it needs: the rate limit's count, the spam
 * shield's claim of the solution, the row, and the queued e-mail, webhook, push and acknowledgement, on
 * SQLite and PostgreSQL. Each extra commit costs a disk flush and a round trip under load.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/postgres';
import { NOW, post, SITE, valid } from '../../../test/helpers/receiver';
import { tallied, tallyStatements } from '../../../test/helpers/statement-tally';
import { startSmtpSink, startWebhookEndpoint } from '../../../test/doubles/push-endpoints';
import { createBookingReceiver } from '../receiver';
import type { Challenge } from '../spam/proof';
import { proofHeader } from '../../../test/doubles/spam-proof';

describe.each(['sqlite', 'postgres'] as const)('a booking on %s', { timeout: 60_000 }, (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let hook: Awaited<ReturnType<typeof startWebhookEndpoint>>;
  let dir: string;
  let pg: TestDatabase | undefined;
  const cleanup: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    hook = await startWebhookEndpoint(async () => new Response(null, { status: 204 }));
  });
  afterAll(async () => {
    await smtp.close();
    await hook.close();
  });
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
    await pg?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is stored with its limit count, proof claim and every queued delivery in one commit, nothing read twice', async () => {
    dir = mkdtempSync(join(tmpdir(), 'bali-one-commit-'));
    pg = dialect === 'postgres' ? await createTestDatabase() : undefined;
    const receiver = createBookingReceiver({
      database: pg?.url ?? join(dir, 'bookings.sqlite'),
      trustProxy: false,
      rateLimitPerMinute: 10,
      now: () => NOW,
      notify: {
        email: { to: 'owner@villa.example', smtp: smtp.url },
        webhook: { url: hook.url, secret: `whsec_${randomBytes(32).toString('base64')}` },
        push: { subject: 'mailto:owner@villa.example' },
        acknowledge: true,
        leaseMs: 60_000,
      },
      spamShield: { maxNumber: 50, minFillMs: 0 },
    });
    cleanup.push(() => receiver.close());
    await receiver.ready();
    const store = (await receiver.store())!;
    tallyStatements(store.statements);
    const answer = await receiver.challengeHandler(new Request(`${SITE}/api/booking-challenge`));
    const challenge = (await answer.json()) as Challenge;
    // The first booking also starts the hourly spam sweep, the minute's sweeps of old rate-limit hits and of
    // expired proofs (not per booking); the one measured is the second.
    for (const name of ['First Guest', 'Second Guest']) {
      const retry = await receiver.challengeHandler(new Request(`${SITE}/api/booking-challenge`));
      const proof = proofHeader(name === 'First Guest' ? challenge : ((await retry.json()) as Challenge));
      const request = post({
        body: { ...valid, name, email: `${name.split(' ')[0].toLowerCase()}@example.com` },
        ip: name === 'First Guest' ? '203.0.113.7' : '203.0.113.8',
        headers: { 'Idempotency-Key': randomUUID(), Origin: SITE, 'X-Bali-Proof': proof },
      });
      const { result, tally } = await tallied(() => receiver.bookingHandler(request));
      expect(result.status).toBe(201);
      const { id } = (await result.json()) as { id: string };
      if (name === 'First Guest') continue;
      expect(tally.commits, tally.sql.join('\n')).toBe(1);
      // Nothing read twice or back: the lookup reads the tombstones with the bookings, the insert skips a
      // deleted key itself, the deliveries are queued from the row as written, the expired proofs were swept
      // by the first booking (at most once a minute).
      expect(tally.sql.filter((statement) => /erased_requests/.test(statement)), tally.sql.join('\n')).toHaveLength(2);
      expect(tally.sql.filter((statement) => /^select .* from "bookings" where "id" = /.test(statement)), tally.sql.join('\n')).toEqual([]);
      expect(tally.sql.filter((statement) => /delete from "?spam_proofs/i.test(statement)), tally.sql.join('\n')).toEqual([]);
      expect(tally.statements, tally.sql.join('\n')).toBeLessThanOrEqual(dialect === 'postgres' ? 15 : 13);
      const booking = await store.bookings.get(id);
      expect(booking?.status).toBe('new');
      const deliveries = await store.db.selectFrom('deliveries').select('channel').where('booking_id', '=', id).orderBy('channel').execute();
      expect(deliveries.map((d) => d.channel)).toEqual(['acknowledgement', 'email', 'webhook']);
      const claims = await store.db.selectFrom('spam_proofs').select('challenge').execute();
      expect(claims).toHaveLength(2);
      // PostgreSQL counts the limit in the database (one row per admitted request); SQLite in the process.
      const hits = await store.db.selectFrom('rate_limit_hits').select('bucket').execute();
      expect(hits).toHaveLength(dialect === 'postgres' ? 2 : 0);
    }
  });
});
