/**
 * `GET /api/quote` on SQLite and PostgreSQL: the estimate from the stored card in the guest's language,
 * notes, the approximate figure from held ECB rates, clear 400s and 404s, CORS and caching; and the
 * snapshot stored with a request equals the quote, whatever the page sends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validRequest } from '../../../test/helpers/booking-entry';
import { todayUtc } from '../../../test/helpers/calendar-feeds';
import { startFeedServer, type FeedServer } from '../../../test/helpers/feed-server';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/postgres';
import { MESSAGES } from '../../booking-request';
import { addDays } from '../calendar/nights';
import { setClientAddress } from '../http/client-address';
import { createBookingReceiver, type BookingReceiver } from '../receiver';
import type { BookingReceiverOptions } from '../receiver-options';
import { simpleCard, type RateCard } from './rate-card';

const today = todayUtc();
const d = (offset: number) => addDays(today, offset);
const SITE = 'https://villa.example';

/** No weekend rate, so the figures hold whatever weekday the stay starts on. */
const CARD: RateCard = {
  ...simpleCard('IDR', 3_500_000),
  cleaning: 500_000,
  minStay: 3,
  taxes: [
    { label: 'Service 10%', percent: 10, onCleaning: true, compound: false, included: false },
    { label: 'PBJT 10%', percent: 10, onCleaning: true, compound: true, included: false },
  ],
};

function get(query: string, { origin, ip = '203.0.113.7' }: { origin?: string; ip?: string } = {}) {
  const request = new Request(`${SITE}/api/quote?${query}`, { headers: origin ? { Origin: origin } : {} });
  setClientAddress(request, ip);
  return request;
}

const ecbFile = (day: string) => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
<Cube><Cube time='${day}'><Cube currency='USD' rate='1.1000'/><Cube currency='JPY' rate='160.00'/><Cube currency='IDR' rate='17600.00'/><Cube currency='AUD' rate='1.6500'/></Cube></Cube>
</gesmes:Envelope>`;

describe.each(['sqlite', 'postgres'] as const)('quote on %s', (dialect) => {
  let ecb: FeedServer;
  let dir: string;
  let pg: TestDatabase | undefined;
  let location: string;
  const receivers: BookingReceiver[] = [];
  const open = (options: Partial<BookingReceiverOptions> = {}) => {
    const receiver = createBookingReceiver({ database: location, allowPrivateFeeds: true, allowedOrigins: ['https://partner.example'], rateLimitPerMinute: 1000, trustProxy: false, spamShield: false, ...options });
    receivers.push(receiver);
    return receiver;
  };

  beforeAll(async () => {
    ecb = await startFeedServer();
  });
  afterAll(() => ecb.close());
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bali-quote-'));
    pg = dialect === 'postgres' ? await createTestDatabase() : undefined;
    location = pg?.url ?? join(dir, 'bookings.sqlite');
  });
  afterEach(async () => {
    for (const receiver of receivers.splice(0)) await receiver.close();
    await pg?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 404 until the listing has rates, then the priced stay with its lines in the guest language', async () => {
    const receiver = open();
    const stay = `listing=villa-samudra&checkIn=${d(30)}&checkOut=${d(35)}`;
    expect((await receiver.quoteHandler(get(`${stay}&lang=en`))).status).toBe(404);
    await (await receiver.rates())!.save('villa-samudra', CARD, new Date());

    const english = await receiver.quoteHandler(get(`${stay}&lang=en`));
    expect(english.status).toBe(200);
    expect(english.headers.get('cache-control')).toBe('public, max-age=300');
    const body = await english.json();
    expect(body).toMatchObject({ currency: 'IDR', nights: 5, total: 21_780_000, minStay: 3, notes: [], ratesVersion: 1 });
    expect(body.approx).toBeUndefined();
    expect(body.lines.map((l: { kind: string; label: string; amount: number }) => [l.kind, l.label, l.amount])).toEqual([
      ['nights', '5 nights', 17_500_000],
      ['cleaning', 'Cleaning', 500_000],
      ['tax', 'Service\u00a010%', 1_800_000],
      ['tax', 'PBJT\u00a010%', 1_980_000],
    ]);

    const german = await (await receiver.quoteHandler(get(`${stay}&lang=de-DE`))).json();
    expect(german.lines[0].label).toBe('5 Nächte');
    expect(german.totalText).toMatch(/^21\.780\.000\sIDR$/);
    const korean = await (await receiver.quoteHandler(get(`${stay}&lang=ko`))).json();
    expect(korean.lines[0].label).toBe('5박');
    expect(korean.totalText).toMatch(/21,780,000/);
    expect(korean.totalText).not.toMatch(/\.00/);
  });

  it('notes a stay below the check-in night\'s minimum and nights already taken, and never refuses them', async () => {
    const receiver = open();
    await (await receiver.rates())!.save('villa-samudra', CARD, new Date());
    await (await receiver.calendars())!.addBlock('villa-samudra', { from: d(31), to: d(32) }, 'Owner stay', new Date());
    const body = await (await receiver.quoteHandler(get(`listing=villa-samudra&checkIn=${d(30)}&checkOut=${d(32)}&lang=en`))).json();
    expect(body).toMatchObject({ nights: 2, minStay: 3, notes: ['min-stay', 'busy'], total: 2 * 3_500_000 + 500_000 + 750_000 + 825_000 });
  });

  it('answers 400 with the booking endpoint\'s messages for bad dates, and 404 when prices are hidden', async () => {
    const receiver = open();
    await (await receiver.rates())!.save('', { ...CARD, showPrices: false }, new Date());
    const bad = async (query: string) => (await receiver.quoteHandler(get(query))).json();
    expect(await bad(`checkIn=${d(-3)}&checkOut=${d(2)}`)).toEqual({ errors: { checkIn: MESSAGES.checkInPast } });
    expect(await bad(`checkIn=${d(5)}&checkOut=${d(5)}`)).toEqual({ errors: { checkOut: MESSAGES.checkOutOrder } });
    expect(await bad(`checkIn=${d(5)}&checkOut=${d(371)}`)).toEqual({ errors: { checkOut: MESSAGES.stayNights } });
    expect(await bad(`checkIn=2027-02-30&checkOut=`)).toEqual({ errors: { checkIn: MESSAGES.checkIn, checkOut: MESSAGES.checkOut } });
    expect(await bad(`listing=Villa!&checkIn=${d(5)}&checkOut=${d(6)}`)).toHaveProperty('errors.listing');
    expect((await receiver.quoteHandler(get(`checkIn=${d(5)}&checkOut=${d(6)}`))).status).toBe(404);
  });

  it('follows the booking endpoint\'s CORS rules', async () => {
    const receiver = open();
    await (await receiver.rates())!.save('', CARD, new Date());
    const query = `checkIn=${d(5)}&checkOut=${d(6)}`;
    expect((await receiver.quoteHandler(get(query, { origin: 'https://evil.example' }))).status).toBe(403);
    const partner = await receiver.quoteHandler(get(query, { origin: 'https://partner.example' }));
    expect(partner.status).toBe(200);
    expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example');
  });

  it('adds an approximate total in the budget currency from ECB rates at most 4 days old', async () => {
    ecb.set(`/${dialect}/fx.xml`, { body: ecbFile(d(-1)) });
    const receiver = open({ exchangeRates: 'ecb', exchangeRatesUrl: ecb.url(`/${dialect}/fx.xml`) });
    await (await receiver.rates())!.save('', CARD, new Date());
    await (await receiver.rates())!.syncExchangeRates();
    const stay = `checkIn=${d(30)}&checkOut=${d(35)}&lang=en`;
    const aud = await (await receiver.quoteHandler(get(`${stay}&currency=AUD`))).json();
    // 21,780,000 / 17,600 × 1.65 = 2,041.875 → AUD 2,042
    expect(aud.approx).toEqual({ currency: 'AUD', total: 204_200, totalText: 'A$2,042' });
    expect((await (await receiver.quoteHandler(get(`${stay}&currency=IDR`))).json()).approx).toBeUndefined();

    ecb.set(`/${dialect}/fx.xml`, { body: ecbFile(d(-5)) });
    await (await receiver.rates())!.syncExchangeRates();
    expect((await (await receiver.quoteHandler(get(`${stay}&currency=AUD&x=1`))).json()).approx).toBeUndefined();
  });

  it('stores with each request the estimate the quote gives, computed by the receiver whatever the page sends', async () => {
    const receiver = open();
    await (await receiver.rates())!.save('villa-samudra', CARD, new Date());
    const request = { ...validRequest, checkIn: d(30), checkOut: d(35) };
    const post = (body: object, query = 'listing=villa-samudra') => {
      const r = new Request(`${SITE}/api/book-accommodation?${query}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() }, body: JSON.stringify(body) });
      setClientAddress(r, '203.0.113.9');
      return receiver.bookingHandler(r);
    };
    // A forged total in the body is refused by the request's schema; in the address it is ignored.
    expect((await post({ ...request, total: 1 })).status).toBe(400);
    const created = await post(request, 'listing=villa-samudra&total=1&quote=1');
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const stored = await (await receiver.bookings()).get(id);
    const quote = await (await receiver.quoteHandler(get(`listing=villa-samudra&checkIn=${d(30)}&checkOut=${d(35)}&lang=en`))).json();
    expect(stored?.quote).toEqual({
      currency: quote.currency,
      nights: quote.nights,
      // The stored labels are the English ones with plain spaces: data, not display.
      lines: quote.lines.map(({ kind, label, amount }: { kind: string; label: string; amount: number }) => ({ kind, label: label.replace(/\u00a0/g, ' '), amount })),
      total: 21_780_000,
      minStay: 3,
      ratesVersion: 1,
    });
    expect(quote.total).toBe(21_780_000);
  });

  it('stores a request without an estimate when the listing has no rates or its card cannot be read', async () => {
    const receiver = open();
    const store = (await receiver.store())!;
    await store.db.insertInto('rate_cards').values({ listing: 'broken', card: '{not json', version: 1, updated_at: new Date().toISOString() }).execute();
    for (const listing of ['none', 'broken']) {
      const r = new Request(`${SITE}/api/book-accommodation?listing=${listing}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...validRequest, checkIn: d(30), checkOut: d(35) }) });
      setClientAddress(r, '203.0.113.9');
      const answer = await receiver.bookingHandler(r);
      expect(answer.status).toBe(201);
      expect((await (await receiver.bookings()).get((await answer.json()).id))?.quote).toBeUndefined();
    }
  });

  it('bumps the rates version with every save', async () => {
    const receiver = open();
    const rates = (await receiver.rates())!;
    expect((await rates.save('', CARD, new Date())).version).toBe(1);
    expect((await rates.save('', { ...CARD, nightly: 1 }, new Date())).version).toBe(2);
    expect((await rates.card(''))?.card.nightly).toBe(1);
  });
});
