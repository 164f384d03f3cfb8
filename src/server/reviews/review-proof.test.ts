/**
 * The review page's browser check on SQLite and PostgreSQL: with the spam shield on, the page loads its one
 * script of this origin and a challenge; a solved proof is stored `passed`, and a missing, replayed or
 * forged one still stores the review, flagged for the owner. With the shield off nothing of it is there.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { TRAVEL_TAGS } from '../../booking-request';
import { databaseFor } from '../../../test/helpers/postgres';
import { proofHeader } from '../../../test/doubles/spam-proof';
import { createBookingReceiver, type BookingReceiver } from '../receiver';
import type { Store } from '../store';
import type { Challenge } from '../spam/proof';
import { reviewRequests } from './review-requests';

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const SITE = 'https://villa.example';
const TEXT = 'The pool was clean and the staff were very kind to us.';

async function linkOn(receiver: BookingReceiver, now: Date): Promise<string> {
  const store = (await receiver.store()) as Store;
  const id = randomUUID();
  const email = `${id}@example.com`;
  await store.bookings.save({
    id, createdAt: now.toISOString(), locale: 'en-GB', listing: 'villa-samudra', bodyHash: `h-${id}`,
    booking: { name: 'Ana Silva', email, whatsapp: '+6281234567890', checkIn: '2027-03-10', checkOut: '2027-03-15', budgetCurrency: 'USD', budgetAmount: 900, travelType: [TRAVEL_TAGS[0]] },
  });
  const requests = reviewRequests(store);
  const made = await requests.forOwner({ id, name: 'Ana Silva', email, listing: 'villa-samudra', locale: 'en-GB' }, now);
  return `/review/${await requests.link(made.request!.id, now)}`;
}

const send = (receiver: BookingReceiver, path: string, proof?: string) =>
  receiver.reviewPageHandler(new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE },
    body: new URLSearchParams({ rating: '4', text: TEXT, name: 'Ana', consent: 'yes', ...(proof !== undefined && { proof }) }).toString(),
  }));

const checks = async (receiver: BookingReceiver) => {
  const store = (await receiver.store()) as Store;
  return (await store.db.selectFrom('reviews').select(['browser_check', 'created_at']).orderBy('created_at').execute()).map((r) => r.browser_check);
};

describe.each(['sqlite', 'postgres'] as const)('the review page browser check on %s', (dialect) => {
  it('serves the script and a challenge; a solved proof is stored passed, a missing, replayed or forged one flagged', async () => {
    let clock = new Date();
    const receiver = createBookingReceiver({ database: await databaseFor(dialect, cleanup), rateLimitPerMinute: 0, spamShield: { maxNumber: 2_000 }, now: () => clock });
    cleanup.push(() => receiver.close());
    const tick = () => (clock = new Date(clock.getTime() + 1_000));

    const first = await linkOn(receiver, clock);
    const page = await receiver.reviewPageHandler(new Request(`${SITE}${first}`));
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'; connect-src 'self'");
    const html = await page.text();
    expect(html).toContain('<script src="/review/review.js" defer></script>');
    expect(html).toContain('data-challenge="/review/challenge"');
    expect(html).toContain('<input type="hidden" name="proof" value="">');
    const script = await receiver.reviewPageHandler(new Request(`${SITE}/review/review.js`));
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain('crypto.subtle');

    const challenge = (await (await receiver.reviewPageHandler(new Request(`${SITE}/review/challenge`))).json()) as Challenge;
    const proof = proofHeader(challenge);
    expect((await send(receiver, first, proof)).status).toBe(201);
    tick();
    // The same solution on another guest's link: stored, but not as passed.
    expect((await send(receiver, await linkOn(receiver, clock), proof)).status).toBe(201);
    tick();
    expect((await send(receiver, await linkOn(receiver, clock))).status).toBe(201);
    tick();
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(proof, 'base64').toString()), number: 1_000_001 })).toString('base64');
    expect((await send(receiver, await linkOn(receiver, clock), forged)).status).toBe(201);
    tick();
    const unavailable = Buffer.from(JSON.stringify({ unavailable: true })).toString('base64');
    expect((await send(receiver, await linkOn(receiver, clock), unavailable)).status).toBe(201);
    expect(await checks(receiver)).toEqual(['passed', 'proof-replayed', 'proof-missing', 'proof-invalid', 'proof-unavailable']);
  }, 60_000);

  it('with the shield off serves no script and checks nothing', async () => {
    const now = new Date();
    const receiver = createBookingReceiver({ database: await databaseFor(dialect, cleanup), rateLimitPerMinute: 0, spamShield: false, now: () => now });
    cleanup.push(() => receiver.close());
    const path = await linkOn(receiver, now);
    const page = await receiver.reviewPageHandler(new Request(`${SITE}${path}`));
    expect(page.headers.get('content-security-policy')).not.toContain('script-src');
    expect(await page.text()).not.toContain('<script');
    expect((await receiver.reviewPageHandler(new Request(`${SITE}/review/review.js`))).status).toBe(404);
    expect((await receiver.reviewPageHandler(new Request(`${SITE}/review/challenge`))).status).toBe(404);
    expect((await send(receiver, path)).status).toBe(201);
    expect(await checks(receiver)).toEqual([null]);
  }, 60_000);
});
