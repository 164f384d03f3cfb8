/**
 * The offers store on SQLite and PostgreSQL: versions and their links, holds (refused when another
 * request holds the nights, released at expiry by the clock alone), Accept once, the bank path to
 * Booked, provider events applied once, conflicts recorded, and the sweeper's lease.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newBooking, validRequest } from '../../../test/helpers/booking-entry';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/postgres';
import { addDays } from '../calendar/nights';
import { openStore, type Store } from '../store';
import { checkDraft } from './offer-draft';
import { offerTransitions } from './offer-transitions';
import { offersStore } from './offers-store';
import { sweepOffers } from './offer-sweeper';

const NOW = new Date(`${new Date().toISOString().slice(0, 10)}T02:00:00.000Z`);
const today = NOW.toISOString().slice(0, 10);
const later = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
const stay = { checkIn: addDays(today, 60), checkOut: addDays(today, 65) };
const draft = (body: object = {}) => {
  const result = checkDraft({ lines: [{ label: 'Nights', amount: 10_000_000 }], ...body }, { ...stay, fallbackCurrency: 'IDR', now: NOW, timeZone: 'Asia/Makassar' });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.draft;
};

describe.each(['sqlite', 'postgres'] as const)('offers on %s', (dialect) => {
  let dir: string;
  let pg: TestDatabase | undefined;
  let location: string;
  const opened: Store[] = [];
  const open = async () => {
    const store = await openStore(location);
    opened.push(store);
    return store;
  };
  const request = async (store: Store, name = 'Ji-woo Park') => {
    const booking = newBooking({ booking: { ...validRequest, ...stay, name }, locale: 'ko-KR' });
    await store.bookings.save(booking);
    return booking.id;
  };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bali-offers-'));
    pg = dialect === 'postgres' ? await createTestDatabase() : undefined;
    location = pg?.url ?? join(dir, 'bookings.sqlite');
  });
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
    await pg?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores only the link\'s hash; a new version replaces the old link', async () => {
    const store = await open();
    const offers = offersStore(store);
    const id = await request(store);
    const first = await offers.create(id, draft(), NOW);
    if (first.outcome !== 'created') throw new Error(first.outcome);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.offer).toMatchObject({ version: 1, state: 'open', locale: 'ko', total: 10_000_000, deposit: 3_000_000, hold: true });
    const rows = await store.db.selectFrom('offers').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(first.token);
    const second = await offers.create(id, draft({ lines: [{ label: 'Nights', amount: 9_000_000 }] }), NOW);
    if (second.outcome !== 'created') throw new Error(second.outcome);
    expect(second.offer.version).toBe(2);
    expect((await offers.byToken(first.token))?.state).toBe('replaced');
    expect((await offers.list(id, NOW)).map((o) => [o.version, o.state])).toEqual([[2, 'open'], [1, 'replaced']]);
    expect(await offers.byToken('x'.repeat(32))).toBeUndefined();
    expect((await offers.notices(id)).map((n) => n.type)).toEqual(['offer.sent', 'offer.sent']);
  });

  it('holds the nights until expiry, by the clock alone, and refuses a second hold naming the other request', async () => {
    const store = await open();
    const offers = offersStore(store);
    const first = await request(store, 'Ji-woo Park');
    const second = await request(store, 'Anna Schmidt');
    expect((await offers.create(first, draft({ expiryHours: 24 }), NOW)).outcome).toBe('created');
    expect(await offers.holds('', stay.checkIn, stay.checkOut, NOW)).toHaveLength(1);
    expect(await offers.create(second, draft(), NOW)).toMatchObject({ outcome: 'held', requestId: first, name: 'Ji-woo Park' });
    expect((await offers.create(second, draft({ hold: false }), NOW)).outcome).toBe('created');
    expect(await offers.holds('', stay.checkIn, stay.checkOut, later(24))).toHaveLength(0);
    expect((await offers.create(second, draft(), later(24))).outcome).toBe('created');
  });

  it('accepts once, then the bank path books the request', async () => {
    const store = await open();
    const offers = offersStore(store);
    const moves = offerTransitions(store);
    const id = await request(store);
    const made = await offers.create(id, draft({ terms: 'No parties.' }), NOW);
    if (made.outcome !== 'created') throw new Error(made.outcome);
    const acceptance = { adults: 2, children: 1, arrivalTime: '15:00', termsVersion: made.offer.termsVersion, locale: 'ko' };
    expect(await moves.accept(made.token, { ...acceptance, termsVersion: 'other' }, NOW)).toMatchObject({ outcome: 'refused' });
    expect(await moves.accept(made.token, acceptance, NOW)).toMatchObject({ outcome: 'done', offer: { state: 'accepted', accepted: { adults: 2, children: 1, locale: 'ko' } } });
    expect(await moves.accept(made.token, acceptance, later(1))).toMatchObject({ outcome: 'refused', message: 'This offer was accepted already.' });
    expect(await moves.depositReceived(made.offer.id, later(2))).toMatchObject({ outcome: 'done', offer: { state: 'paid', paid: { by: 'bank' } } });
    expect((await store.bookings.list({})).bookings.find((b) => b.id === id)?.status).toBe('booked');
    expect(await moves.depositReceived(made.offer.id, later(3))).toMatchObject({ outcome: 'refused' });
    expect((await offers.notices(id)).map((n) => `${n.audience}:${n.type}`)).toEqual(['owner:offer.sent', 'owner:offer.accepted', 'owner:offer.paid', 'guest:offer.confirmation']);
  });

  it('applies a provider event once, and records a late or a second payment as a conflict without booking', async () => {
    const store = await open();
    const offers = offersStore(store);
    const moves = offerTransitions(store);
    const late = await offers.create(await request(store), draft({ expiryHours: 24 }), NOW);
    const paid = await offers.create(await request(store, 'Kenji Sato'), draft({ hold: false }), NOW);
    if (late.outcome !== 'created' || paid.outcome !== 'created') throw new Error('not created');
    const event = (offerId: string, eventId: string) => ({ provider: 'stripe' as const, eventId, offerId, providerRef: 'cs_1', kind: 'paid' as const, amount: 3_000_000, currency: 'IDR' });
    expect(await moves.applyPayment(event(paid.offer.id, 'evt_1'), later(1))).toBe('applied');
    expect(await moves.applyPayment(event(paid.offer.id, 'evt_1'), later(1))).toBe('replayed');
    expect(await moves.applyPayment(event(paid.offer.id, 'evt_2'), later(1))).toBe('conflict');
    expect(await moves.applyPayment(event(late.offer.id, 'evt_3'), later(25))).toBe('conflict');
    expect(await moves.applyPayment(event('no-such-offer', 'evt_4'), later(1))).toBe('unknown');
    const statuses = (await store.bookings.list({})).bookings.map((b) => [b.name, b.status]).sort();
    expect(statuses).toEqual([['Ji-woo Park', 'new'], ['Kenji Sato', 'booked']]);
    const payments = await store.db.selectFrom('offer_payments').select(['event_key', 'outcome']).orderBy('event_key').execute();
    expect(payments).toEqual([{ event_key: 'stripe:evt_1', outcome: 'paid' }, { event_key: 'stripe:evt_2', outcome: 'conflict' }, { event_key: 'stripe:evt_3', outcome: 'conflict' }]);
  });

  it('erases a request\'s offers, payments and notices with it, and leaves other requests\' alone', async () => {
    const store = await open();
    const offers = offersStore(store);
    const moves = offerTransitions(store);
    const erased = await offers.create(await request(store), draft({ hold: false }), NOW, { linkFor: (token) => `https://villa.example/offer/${token}` });
    const kept = await offers.create(await request(store, 'Kenji Sato'), draft({ hold: false }), NOW);
    if (erased.outcome !== 'created' || kept.outcome !== 'created') throw new Error('not created');
    const paid = { provider: 'stripe' as const, eventId: 'evt_1', offerId: erased.offer.id, providerRef: 'cs_1', kind: 'paid' as const, amount: 3_000_000, currency: 'IDR' };
    expect(await moves.applyPayment(paid, later(1))).toBe('applied');
    expect(await store.bookings.erase(erased.offer.requestId)).toBe(true);
    const left = async (table: 'offers' | 'offer_notices' | 'offer_payments') => (await store.db.selectFrom(table).selectAll().execute()).length;
    expect(await left('offer_payments')).toBe(0);
    expect(await left('offer_notices')).toBe(1); // the other request's offer.sent
    expect((await store.db.selectFrom('offers').select('booking_id').execute()).map((o) => o.booking_id)).toEqual([kept.offer.requestId]);
    expect(await left('offers')).toBe(1);
  });

  it('sweeps on one instance at a time: expiries and nights taken by a block', async () => {
    const [a, b] = [await open(), await open()];
    const offers = offersStore(a);
    const expiring = await request(a);
    const blocked = await request(a, 'Kenji Sato');
    await offers.create(expiring, draft({ expiryHours: 24 }), NOW);
    await offers.create(blocked, draft({ hold: false, expiryHours: 72 }), NOW);
    const results = await Promise.all([sweepOffers(a, 'a', later(25)), sweepOffers(b, 'b', later(25))]);
    expect(results.filter((r) => r.swept)).toHaveLength(1);
    expect(results.find((r) => r.swept)).toMatchObject({ expired: 1, unavailable: 0 });
    await a.db.insertInto('calendar_blocks').values({ id: 'blk', listing: '', from_day: stay.checkIn, to_day: addDays(stay.checkIn, 1), note: '', created_at: NOW.toISOString() }).execute();
    const [winner, loser] = results[0]!.swept ? [[a, 'a'], [b, 'b']] as const : [[b, 'b'], [a, 'a']] as const;
    expect(await sweepOffers(loser[0], loser[1], new Date(later(25).getTime() + 10_000))).toMatchObject({ swept: false });
    expect(await sweepOffers(winner[0], winner[1], new Date(later(25).getTime() + 20_000))).toMatchObject({ swept: true, expired: 0, unavailable: 1 });
    expect((await offers.notices(blocked)).map((n) => n.type)).toEqual(['offer.sent', 'offer.unavailable']);
    expect((await offers.notices(expiring)).map((n) => n.type)).toEqual(['offer.sent', 'offer.expired']);
  });

  it('never lets two instances sweep in one lease, however many race each round, and hands over once it lapses', async () => {
    const instances = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map(async (name) => ({ name, store: await open() })));
    const offers = offersStore(instances[0]!.store);
    const id = await request(instances[0]!.store);
    await offers.create(id, draft({ expiryHours: 24 }), NOW);
    const holders: string[] = [];
    // Rounds 30 s apart with a 60 s lease: the holder renews; the others never get in while it holds.
    for (let round = 0; round < 4; round++) {
      const at = new Date(later(25).getTime() + round * 30_000);
      const results = await Promise.all(instances.map(({ name, store }) => sweepOffers(store, name, at).then((r) => ({ name, ...r }))));
      const swept = results.filter((r) => r.swept);
      expect(swept, `round ${round}`).toHaveLength(1);
      holders.push(swept[0]!.name);
    }
    expect(new Set(holders).size).toBe(1);
    // The holder stops (its process ended): once its lease lapses, exactly one other takes over.
    const others = instances.filter((i) => i.name !== holders[0]);
    const lapsed = new Date(later(25).getTime() + 3 * 30_000 + 60_001);
    const after = await Promise.all(others.map(({ name, store }) => sweepOffers(store, name, lapsed).then((r) => r.swept)));
    expect(after.filter(Boolean)).toHaveLength(1);
    expect((await offers.notices(id)).map((n) => n.type)).toEqual(['offer.sent', 'offer.expired']);
  });
});
