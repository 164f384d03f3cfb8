/**
 * Paying when the provider says no or is away, on SQLite and PostgreSQL: the guest gets the offer page
 * again in their language with what went wrong (a 409 with the provider's reason, a 502 to try again),
 * never a bare error; the offer stays accepted and can be paid on the next tap. A tap before accepting, an
 * unknown provider or a pay address opened again also answer pages.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newBooking, validRequest } from '../../../test/helpers/booking-entry';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/postgres';
import { addDays } from '../calendar/nights';
import { createBookingReceiver, receiverFacts, type BookingReceiver } from '../receiver';
import { offersApi } from './offers-api';
import type { PaymentProvider } from './payment-provider';
import { PaymentRefusedError } from './payment-refused';

const SITE = 'https://villa.example';
const today = new Date().toISOString().slice(0, 10);
const stay = { checkIn: addDays(today, 60), checkOut: addDays(today, 64) };

describe.each(['sqlite', 'postgres'] as const)('paying on %s when the provider fails', (dialect) => {
  let dir: string;
  let pg: TestDatabase | undefined;
  let receiver: BookingReceiver;
  const next: (() => Promise<{ url: string; providerRef: string }>)[] = [];
  const provider: PaymentProvider = {
    name: 'stripe', refuses: () => undefined, cancel: async () => {}, readWebhook: () => ({ ok: true, event: null }),
    start: () => next.shift()!(),
  };
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bali-offer-pay-'));
    pg = dialect === 'postgres' ? await createTestDatabase() : undefined;
    receiver = createBookingReceiver({ database: pg?.url ?? join(dir, 'b.sqlite'), rateLimitPerMinute: 0, spamShield: false, trustProxy: false, offers: { providers: [provider] } });
  });
  afterEach(async () => {
    await receiver.close();
    await pg?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows the page again with the reason or "try again", and pays on the next tap', async () => {
    const store = (await receiver.store())!;
    const booking = newBooking({ booking: { ...validRequest, ...stay }, locale: 'de-DE' });
    await store.bookings.save(booking);
    const path = `api/requests/${booking.id}/offers`;
    const made = await offersApi(new Request(`${SITE}/admin/${path}`, { method: 'POST', body: JSON.stringify({ lines: [{ label: 'Nächte', amount: 1_000_000 }] }) }), path, receiverFacts(receiver)!.offers, SITE);
    const { link, offer } = (await made.json()) as { link: string; offer: { termsVersion: string } };
    const page = new URL(link).pathname;
    const form = new URLSearchParams({ adults: '2', children: '0', agree: 'yes', termsVersion: offer.termsVersion });
    const pay = () => receiver.offerHandler(new Request(`${SITE}${page}/pay/stripe`, { method: 'POST' }));
    // Before the guest accepts, a pay tap (a stale page) shows the offer as it stands, in German.
    const early = await pay();
    expect(early.status).toBe(409);
    expect(early.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await early.text()).toContain('name="agree"');
    expect((await receiver.offerHandler(new Request(`${SITE}${page}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form }))).status).toBe(303);

    // A pay address opened again leads to the offer's page; a provider the receiver lacks is named unavailable.
    const reopened = await receiver.offerHandler(new Request(`${SITE}${page}/pay/stripe`));
    expect(reopened.status).toBe(303);
    expect(reopened.headers.get('location')).toBe(page);
    const unknown = await receiver.offerHandler(new Request(`${SITE}${page}/pay/paypal`, { method: 'POST' }));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Für dieses Angebot nicht verfügbar');

    next.push(async () => { throw new PaymentRefusedError('The offer ends in less than 30 minutes.'); });
    const refused = await pay();
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await refused.text()).toMatch(/<div role="alert"><p class="error">Für dieses Angebot nicht verfügbar: The offer ends in less than 30 minutes\.<\/p><\/div>/);

    next.push(async () => { throw new Error('connect ECONNREFUSED'); });
    const failed = await pay();
    expect(failed.status).toBe(502);
    const text = await failed.text();
    expect(text).toContain('Die Zahlungsseite ließ sich nicht öffnen.');
    expect(text).not.toContain('ECONNREFUSED');

    next.push(async () => ({ url: 'javascript:alert(1)', providerRef: 'cs_bad' }));
    expect((await pay()).status).toBe(502);

    next.push(async () => ({ url: 'https://checkout.example/c/pay/cs_1', providerRef: 'cs_1' }));
    const handoff = await pay();
    expect(handoff.status).toBe(200);
    expect(await handoff.text()).toContain('<a href="https://checkout.example/c/pay/cs_1">Anzahlung mit Karte bezahlen</a>');
  });
});
