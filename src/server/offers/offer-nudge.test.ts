/**
 * Each offer move wakes the notification dispatcher after its commit, on SQLite and PostgreSQL, so its
 * notice (webhook, push, the guest's e-mail) leaves at once rather than at the dispatcher's next poll.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newBooking, validRequest } from '../../../test/helpers/booking-entry';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/postgres';
import { addDays } from '../calendar/nights';
import { notifierOf } from '../notify/notifying-store';
import { createBookingReceiver, receiverFacts, type BookingReceiver } from '../receiver';
import { offersApi } from './offers-api';

const SITE = 'https://villa.example';
const today = new Date().toISOString().slice(0, 10);
const stay = { checkIn: addDays(today, 60), checkOut: addDays(today, 64) };

describe.each(['sqlite', 'postgres'] as const)('offer moves on %s', (dialect) => {
  let dir: string;
  let pg: TestDatabase | undefined;
  let receiver: BookingReceiver;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bali-offer-nudge-'));
    pg = dialect === 'postgres' ? await createTestDatabase() : undefined;
    receiver = createBookingReceiver({
      database: pg?.url ?? join(dir, 'b.sqlite'), rateLimitPerMinute: 0, spamShield: false, trustProxy: false,
      notify: { webhook: { url: 'https://hooks.example/bookings', secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}` } },
    });
  });
  afterEach(async () => {
    await receiver.close();
    await pg?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('wake the dispatcher: the offer made, accepted and withdrawn; a refused hold does not', async () => {
    await receiver.ready();
    const store = (await receiver.store())!;
    const nudge = vi.spyOn(notifierOf(store)!.dispatcher, 'nudge').mockImplementation(() => {});
    const booking = newBooking({ booking: { ...validRequest, ...stay }, locale: 'en-AU' });
    await store.bookings.save(booking);
    const other = newBooking({ booking: { ...validRequest, ...stay, name: 'Sarah Miller' }, locale: 'en-AU' });
    await store.bookings.save(other);
    const owner = async (path: string, body: unknown = {}) =>
      offersApi(new Request(`${SITE}/admin/${path}`, { method: 'POST', body: JSON.stringify(body) }), path, receiverFacts(receiver)!.offers, SITE);
    nudge.mockClear();

    const made = await owner(`api/requests/${booking.id}/offers`, { lines: [{ label: 'Nights', amount: 1_000_000 }] });
    expect(made.status).toBe(201);
    expect(nudge).toHaveBeenCalledTimes(1);
    expect((await owner(`api/requests/${other.id}/offers`, { lines: [{ label: 'Nights', amount: 1_000_000 }] })).status).toBe(409);
    expect(nudge).toHaveBeenCalledTimes(1);

    const { link, offer } = (await made.json()) as { link: string; offer: { id: string; termsVersion: string } };
    const form = new URLSearchParams({ adults: '2', children: '0', agree: 'yes', termsVersion: offer.termsVersion });
    const accepted = await receiver.offerHandler(new Request(link, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form }));
    expect(accepted.status).toBe(303);
    expect(nudge).toHaveBeenCalledTimes(2);
    expect((await owner(`api/offers/${offer.id}/withdraw`)).status).toBe(200);
    expect(nudge).toHaveBeenCalledTimes(3);
  });
});
