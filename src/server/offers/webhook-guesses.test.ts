/**
 * A provider's webhook is a guess of its secret (Xendit's callback token, Stripe's signing secret): each
 * client's failed ones are counted before the comparison, on SQLite and PostgreSQL alike, so a client out of
 * guesses gets 429 even with the right token, while another client and the provider's right calls pass.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/postgres';
import { setClientAddress } from '../http/client-address';
import { createBookingReceiver, type BookingReceiver } from '../receiver';

const TOKEN = 'xendit-callback-token-for-guesses';
const invoice = JSON.stringify({ id: 'inv_1', external_id: '00000000-0000-4000-8000-000000000000', status: 'PAID', amount: 1_000_000, paid_amount: 1_000_000, currency: 'IDR' });

describe.each(['sqlite', 'postgres'] as const)('webhook guesses on %s', (dialect) => {
  let dir: string;
  let pg: TestDatabase | undefined;
  let receiver: BookingReceiver;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bali-hook-guesses-'));
    pg = dialect === 'postgres' ? await createTestDatabase() : undefined;
    receiver = createBookingReceiver({
      database: pg?.url ?? join(dir, 'b.sqlite'), rateLimitPerMinute: 0, spamShield: false, trustProxy: false, adminAttemptsPerMinute: 3,
      offers: { xendit: { secretKey: 'xnd_development_guesses', callbackToken: TOKEN, apiBase: 'http://127.0.0.1:9' } },
    });
  });
  afterEach(async () => {
    await receiver.close();
    await pg?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const callback = (from: string, token: string) => {
    const request = new Request('https://villa.example/api/offers/webhook/xendit', { method: 'POST', headers: { 'x-callback-token': token, 'content-type': 'application/json' }, body: invoice });
    setClientAddress(request, from);
    return receiver.offerHandler(request);
  };

  it('counts wrong callback tokens per client before comparing, and never counts the right one', async () => {
    // The right token gives its slot back: the provider's own callbacks never use the limit up.
    for (let i = 0; i < 5; i++) expect((await callback('198.51.100.7', TOKEN)).status).toBe(404); // no such offer, verified
    for (let i = 0; i < 3; i++) expect((await callback('203.0.113.9', `wrong-${i}`)).status).toBe(401);
    const refused = await callback('203.0.113.9', TOKEN);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await callback('198.51.100.7', TOKEN)).status).toBe(404);
    expect((await callback('198.51.100.8', 'wrong')).status).toBe(401);
  });
});
