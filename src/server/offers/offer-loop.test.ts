/**
 * An offer through the receiver's handlers on SQLite and PostgreSQL: made from the stored request, its
 * hold busy in availability and the export, the guest's page (headers, language, 404/410), Accept behind
 * the checkbox, a provider's webhook applied once (forged refused), and the bank path to Booked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newBooking, validRequest } from '../../../test/helpers/booking-entry';
import { fakeProvider } from '../../../test/helpers/fake-payment-provider';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/postgres';
import { setClientAddress } from '../http/client-address';
import { addDays } from '../calendar/nights';
import { calendarStore } from '../calendar/calendar-store';
import { createBookingReceiver, receiverFacts, type BookingReceiver } from '../receiver';
import { offersApi } from './offers-api';

const SITE = 'https://villa.example';
let clock = new Date(`${new Date().toISOString().slice(0, 10)}T02:00:00.000Z`);
const today = clock.toISOString().slice(0, 10);
const stay = { checkIn: addDays(today, 60), checkOut: addDays(today, 64) };

describe.each(['sqlite', 'postgres'] as const)('an offer on %s', (dialect) => {
  let dir: string;
  let pg: TestDatabase | undefined;
  let receiver: BookingReceiver;
  const fake = fakeProvider();
  beforeEach(async () => {
    clock = new Date(`${today}T02:00:00.000Z`);
    dir = mkdtempSync(join(tmpdir(), 'bali-offer-loop-'));
    pg = dialect === 'postgres' ? await createTestDatabase() : undefined;
    receiver = createBookingReceiver({
      database: pg?.url ?? join(dir, 'b.sqlite'), rateLimitPerMinute: 0, spamShield: false, trustProxy: false, now: () => clock,
      offers: { bankDetails: 'BCA 123 456 7890\nPT Villa Samudra', providers: [fake.provider], villaName: { '': 'Villa Samudra & Spa' } },
    });
  });
  afterEach(async () => {
    await receiver.close();
    await pg?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const request = async (name = 'Ji-woo Park') => {
    const store = (await receiver.store())!;
    const booking = newBooking({ booking: { ...validRequest, ...stay, name }, locale: 'ko-KR', quote: { currency: 'IDR', nights: 4, lines: [{ kind: 'nights', label: '4 nights', amount: 14_000_000 }, { kind: 'cleaning', label: 'Cleaning', amount: 500_000 }], total: 14_500_000, minStay: 1, ratesVersion: 1 } });
    await store.bookings.save(booking);
    return booking.id;
  };
  const owner = async (method: string, path: string, body?: unknown) => {
    const response = await offersApi(new Request(`${SITE}/admin/${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) }), path, receiverFacts(receiver)!.offers, SITE);
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  const guest = (path: string, init?: RequestInit) => receiver.offerHandler(new Request(`${SITE}${path}`, init));
  const busy = async () => {
    const req = new Request(`${SITE}/api/availability?from=${stay.checkIn}&to=${stay.checkOut}`);
    setClientAddress(req, '203.0.113.9');
    return ((await (await receiver.availabilityHandler(req)).json()) as { busy: unknown[] }).busy;
  };
  const accept = (link: string, form: Record<string, string>) =>
    guest(new URL(link).pathname, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });

  it('goes from the estimate to a hold, Accept, a webhook applied once, and Booked', async () => {
    const id = await request();
    // Asked to e-mail the link on a receiver without SMTP: nothing is queued, and the owner is not told otherwise.
    const made = await owner('POST', `api/requests/${id}/offers`, { terms: 'No parties.', email: true });
    expect(made.status).toBe(201);
    expect(made.body.emailQueued).toBe(false);
    expect(made.body.offer).toMatchObject({ total: 14_500_000, deposit: 4_350_000, state: 'open', locale: 'ko' });
    expect(made.body.link).toMatch(new RegExp(`^${SITE}/offer/[A-Za-z0-9_-]{32}$`));
    expect(decodeURIComponent(made.body.whatsapp)).toContain(made.body.link);
    expect(decodeURIComponent(made.body.whatsapp)).toContain('예약 제안');
    expect(await busy()).toEqual([{ from: stay.checkIn, to: stay.checkOut }]);
    expect((await owner('POST', `api/requests/${await request('Anna')}/offers`, {})).body.error).toContain('Ji-woo Park');

    const path = new URL(made.body.link).pathname;
    const page = await guest(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const html = await page.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('합계');
    expect(html).toContain('<p>Villa Samudra &#38; Spa</p>');
    expect(html).toContain('<td>4박</td><td class="amount">');
    expect(decodeURIComponent(made.body.whatsapp)).toContain('Villa Samudra & Spa');
    expect(html).not.toContain('<script');

    expect((await accept(made.body.link, { adults: '2', children: '1', termsVersion: made.body.offer.termsVersion })).status).toBe(400);
    const accepted = await accept(made.body.link, { adults: '2', children: '1', arrival: '15:00', agree: 'yes', termsVersion: made.body.offer.termsVersion });
    expect(accepted.status).toBe(303);
    expect((await accept(made.body.link, { adults: '2', children: '0', agree: 'yes', termsVersion: made.body.offer.termsVersion })).status).toBe(409);
    const after = await (await guest(path)).text();
    expect(after).toContain('BCA 123 456 7890');
    const pay = await guest(`${path}/pay/stripe`, { method: 'POST' });
    // A page that moves on by itself: the page's form-action 'self' would stop a redirect to the provider.
    expect(pay.status).toBe(200);
    expect(pay.headers.get('location')).toBeNull();
    expect(await pay.text()).toMatch(/<meta http-equiv="refresh" content="0;url=https:\/\/pay\.example\/session\/\d+">/);
    expect(fake.started.at(-1)).toMatchObject({ amount: 4_350_000, currency: 'IDR', successUrl: `${SITE}${path}?paid=1` });
    expect(fake.started.at(-1)!.description).toMatch(/^Villa Samudra & Spa · /);

    const event = { provider: 'stripe' as const, eventId: `evt_${dialect}`, offerId: made.body.offer.id, providerRef: 'cs_1', kind: 'paid' as const, amount: 4_350_000, currency: 'IDR' };
    const post = (forged = false) => { const w = fake.webhook(event, forged); return guest('/api/offers/webhook/stripe', { method: 'POST', headers: w.headers, body: w.body }); };
    expect((await post(true)).status).toBe(401);
    expect(await (await post()).json()).toMatchObject({ outcome: 'applied' });
    expect(await (await post()).json()).toMatchObject({ outcome: 'replayed' });
    expect((await (await receiver.bookings()).list({})).bookings.find((b) => b.id === id)?.status).toBe('booked');
    expect(await busy()).toEqual([{ from: stay.checkIn, to: stay.checkOut }]);
    const store = (await receiver.store())!;
    const key = await calendarStore(store).exportToken('', clock);
    const ics = await (await receiver.calendarExportHandler(new Request(`${SITE}/api/calendar.ics?key=${key}`))).text();
    expect(ics).toContain(`UID:booked-${id}@bali-widgets`);
    expect(ics).not.toContain('UID:hold-');
  });

  it('holds in the export without guest data, releases at expiry by the clock, and answers 410 and 404', async () => {
    const id = await request();
    const made = await owner('POST', `api/requests/${id}/offers`, { expiryHours: 24 });
    const store = (await receiver.store())!;
    const key = await calendarStore(store).exportToken('', clock);
    const ics = await (await receiver.calendarExportHandler(new Request(`${SITE}/api/calendar.ics?key=${key}`))).text();
    expect(ics).toContain(`UID:hold-${made.body.offer.id}@bali-widgets`);
    expect(ics).toContain('SUMMARY:On hold');
    expect(ics).not.toContain('Ji-woo');
    clock = new Date(clock.getTime() + 24 * 3_600_000);
    expect(await busy()).toEqual([]);
    const gone = await guest(new URL(made.body.link).pathname);
    expect(gone.status).toBe(410);
    expect(await gone.text()).not.toContain('Ji-woo');
    expect((await guest('/offer/not-a-token')).status).toBe(404);
    expect((await guest(`/offer/${'A'.repeat(32)}`)).status).toBe(404);
  });

  it('withdraws (old link 410, provider session ended), and books by the bank path', async () => {
    const id = await request();
    const first = await owner('POST', `api/requests/${id}/offers`, {});
    await accept(first.body.link, { adults: '2', children: '0', agree: 'yes', termsVersion: first.body.offer.termsVersion });
    await guest(`${new URL(first.body.link).pathname}/pay/stripe`, { method: 'POST' });
    const second = await owner('POST', `api/requests/${id}/offers`, { lines: [{ label: 'Nights', amount: 12_000_000 }], deposit: { amount: 20_000_000 } });
    expect(second.body.offer).toMatchObject({ version: 2, deposit: 12_000_000, depositNote: expect.stringContaining('capped') });
    expect(fake.cancelled.length).toBeGreaterThan(0);
    expect((await guest(new URL(first.body.link).pathname)).status).toBe(410);
    expect((await owner('POST', `api/offers/${second.body.offer.id}/withdraw`)).body.offer.state).toBe('withdrawn');
    expect((await owner('POST', `api/offers/${second.body.offer.id}/deposit-received`)).status).toBe(409);
    const third = await owner('POST', `api/requests/${id}/offers`, {});
    expect((await owner('POST', `api/offers/${third.body.offer.id}/deposit-received`)).body.offer).toMatchObject({ state: 'paid', paid: { by: 'bank' } });
    expect((await owner('GET', `api/requests/${id}/offers`)).body.offers.map((o: { state: string }) => o.state)).toEqual(['paid', 'withdrawn', 'replaced']);
    expect((await owner('POST', `api/requests/${id}/offers`, { lines: [] })).status).toBe(400);
  });
});
