/**
 * The review page's guards on SQLite and PostgreSQL: a link of the wrong shape is a 404 without a database
 * read, a POST larger than the page takes is a 413 before its body is read, and a client over the rate limit
 * gets a 429 with what it typed kept, while another client still gets through.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { TRAVEL_TAGS } from '../../booking-request';
import { databaseFor } from '../../../test/helpers/postgres';
import { setClientAddress } from '../http/client-address';
import { createBookingReceiver } from '../receiver';
import type { Store } from '../store';
import type { ReceiverDatabase } from '../store/store-seam';
import { createReviewPageHandler } from './review-page-handler';
import { reviewRequests } from './review-requests';

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const post = (path: string, ip: string, body: string, headers: Record<string, string> = FORM) => {
  const request = new Request(`https://villa.example${path}`, { method: 'POST', headers, body });
  setClientAddress(request, ip);
  return request;
};

describe('the review page before any database read', () => {
  /** A database that counts every look and has nothing in it. */
  const counting = () => {
    const looks = { count: 0 };
    const database = {
      store: async () => (looks.count++, undefined),
      bookings: async () => ((looks.count++, undefined) as never),
      close: async () => {},
    } as ReceiverDatabase;
    return { looks, handle: createReviewPageHandler({ database, rateLimitPerMinute: 0 }) };
  };

  it('answers a link of the wrong shape 404 without reading the database, for GET and POST alike', async () => {
    const { looks, handle } = counting();
    for (const token of ['short', `${'A'.repeat(42)}=`, 'A'.repeat(44), `${'A'.repeat(40)}%00xy`]) {
      expect((await handle(new Request(`https://villa.example/review/${token}`))).status, token).toBe(404);
      expect((await handle(post(`/review/${token}`, '203.0.113.9', 'rating=5'))).status, token).toBe(404);
      expect((await handle(post(`/review/${token}/opt-out`, '203.0.113.9', ''))).status, token).toBe(404);
    }
    expect(looks.count).toBe(0);
    // A well-formed link is looked up.
    expect((await handle(new Request(`https://villa.example/review/${randomBytes(32).toString('base64url')}`))).status).toBe(404);
    expect(looks.count).toBe(1);
  });

  it('refuses a declared body above 16 KiB with 413 before reading a byte of it', async () => {
    const { looks, handle } = counting();
    let pulled = 0;
    const stream = new ReadableStream({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode('text='.padEnd(1024, 'x')));
      },
    });
    const request = new Request(`https://villa.example/review/${randomBytes(32).toString('base64url')}`, {
      method: 'POST', headers: { ...FORM, 'Content-Length': String(64 * 1024) }, body: stream, duplex: 'half',
    } as RequestInit);
    const answer = await handle(request);
    expect(answer.status).toBe(413);
    expect(await answer.text()).toContain('Write at most 2,000 characters.');
    expect(pulled).toBeLessThanOrEqual(1); // the stream's own first fill, never read by the handler
    expect(looks.count).toBe(0);
  });
});

describe.each(['sqlite', 'postgres'] as const)('the review page rate limit on %s', (dialect) => {
  it('counts POSTs per client: the third in a minute is 429 with the review kept, another client still sends', async () => {
    const where = await databaseFor(dialect, cleanup);
    const now = new Date();
    const receiver = createBookingReceiver({ database: where, rateLimitPerMinute: 2, trustProxy: false, spamShield: false, now: () => now });
    cleanup.push(() => receiver.close());
    const store = (await receiver.store()) as Store;
    const id = randomUUID();
    await store.bookings.save({
      id, createdAt: now.toISOString(), locale: 'id-ID', listing: 'villa-samudra', bodyHash: `h-${id}`,
      booking: { name: 'Ketut Sari', email: 'ketut@example.id', whatsapp: '+6281234567890', checkIn: '2027-03-10', checkOut: '2027-03-15', budgetCurrency: 'IDR', budgetAmount: 9_000_000, travelType: [TRAVEL_TAGS[0]] },
    });
    const requests = reviewRequests(store);
    const made = await requests.forOwner({ id, name: 'Ketut Sari', email: 'ketut@example.id', listing: 'villa-samudra', locale: 'id-ID' }, now);
    const path = `/review/${await requests.link(made.request!.id, now)}`;
    const typed = 'Villanya indah dan sangat bersih, stafnya ramah sekali.';
    const form = (rating: string) => new URLSearchParams({ rating, text: typed, name: 'Ketut', consent: 'yes' }).toString();

    expect((await receiver.reviewPageHandler(post(path, '203.0.113.7', form('9')))).status).toBe(400);
    expect((await receiver.reviewPageHandler(post(path, '203.0.113.7', form('8')))).status).toBe(400);
    const busy = await receiver.reviewPageHandler(post(path, '203.0.113.7', form('5'), { ...FORM, 'Accept-Language': 'id-ID' }));
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBe('60');
    const html = await busy.text();
    expect(html).toContain('Terlalu banyak percobaan dari koneksi Anda.');
    expect(html).toContain(`>${typed}</textarea>`);
    expect(html).toMatch(/value="5" checked/);
    expect(await store.db.selectFrom('reviews').selectAll().execute()).toEqual([]);

    const sent = await receiver.reviewPageHandler(post(path, '198.51.100.4', form('5')));
    expect(sent.status).toBe(201);
    expect((await store.db.selectFrom('reviews').select(['rating', 'text']).execute()).map((r) => [Number(r.rating), r.text])).toEqual([[5, typed]]);
  }, 60_000);
});
