/**
 * Offer notices through the outbox on SQLite and PostgreSQL, against real endpoints on loopback: each
 * event as a Standard Webhooks POST (verified with the receiver's secret, no guest data), the owner's
 * pushes (decrypted as the device would), the guest's e-mails in the request's language (the offer link;
 * the confirmation whose .ics is the acknowledgement's event at SEQUENCE 1, confirmed) and the owner's
 * conflict e-mail; a failed webhook retried with the same webhook-id after a restart; two dispatchers on
 * one database never both sending.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { newBooking, validRequest } from '../../../test/helpers/booking-entry';
import { ownerSession } from '../../../test/helpers/owner-session';
import { createTestDatabase } from '../../../test/helpers/postgres';
import { parseMail, startSmtpSink, startWebhookEndpoint } from '../../../test/doubles/push-endpoints';
import { startPushService } from '../../../test/doubles/push-service';
import { addDays } from '../calendar/nights';
import { checkDraft } from '../offers/offer-draft';
import { sweepOffers } from '../offers/offer-sweeper';
import { offerTransitions } from '../offers/offer-transitions';
import { offersStore } from '../offers/offers-store';
import { openStore, type Store } from '../store';
import { createNotifier } from './notifier';
import { parseSubscription, saveSubscription } from './push-subscriptions';

const T0 = new Date(`${new Date().toISOString().slice(0, 10)}T02:00:00.000Z`);
const today = T0.toISOString().slice(0, 10);
const stay = { checkIn: addDays(today, 60), checkOut: addDays(today, 65) };
const secret = `whsec_${randomBytes(32).toString('base64')}`;
const OWNER = 'owner@villa.example';

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const draft = (checkIn: string, body: object = {}) => {
  const result = checkDraft({ lines: [{ label: 'Nights', amount: 10_000_000 }], ...body }, { checkIn, fallbackCurrency: 'IDR', now: T0, timeZone: 'Asia/Makassar' });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.draft;
};
const decodeHeader = (value = '') =>
  value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'));
function calendarOf(raw: string) {
  const [, encoding, body] = /Content-Type: text\/calendar[^\r]*\r\nContent-Transfer-Encoding: (\S+)\r\n\r\n([^]*?)\r\n--/.exec(raw)!;
  const text = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : encoding === 'quoted-printable' ? Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')
    : body;
  return new ICAL.Component(ICAL.parse(text));
}

describe.each(['sqlite', 'postgres'] as const)('offer notices on %s', { timeout: 60_000 }, (dialect) => {
  async function location() {
    if (dialect === 'postgres') {
      const database = await createTestDatabase();
      cleanup.push(() => database.drop());
      return database.url;
    }
    const dir = mkdtempSync(join(tmpdir(), 'bali-offer-notices-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    return join(dir, 'b.sqlite');
  }
  async function open(where: string) {
    const store = await openStore(where);
    cleanup.push(() => store.close());
    return store;
  }
  async function setUp(answer: (call: number) => number = () => 204) {
    const where = await location();
    const store = await open(where);
    const verifier = new Webhook(secret);
    const hooks: Array<{ id: string; status: number; event: { type: string; timestamp: string; data: Record<string, unknown> }; raw: string }> = [];
    const hook = await startWebhookEndpoint(async (request) => {
      const raw = await request.text();
      const event = verifier.verify(raw, Object.fromEntries(request.headers)) as (typeof hooks)[number]['event'];
      const status = event.type.startsWith('offer.') ? answer(hooks.filter((h) => h.event.type.startsWith('offer.')).length + 1) : 204;
      hooks.push({ id: request.headers.get('webhook-id')!, status, event, raw });
      return new Response(null, { status });
    });
    cleanup.push(hook.close);
    const sink = await startSmtpSink();
    cleanup.push(sink.close);
    const push = await startPushService();
    cleanup.push(push.close);
    const phone = push.device('phone');
    const parsed = parseSubscription(phone.subscription, true);
    if (typeof parsed === 'string') throw new Error(parsed);
    await saveSubscription(store.db, parsed, T0, await ownerSession(store.db));
    const clock = { t: T0.getTime() };
    const notifierOn = (on: Store) => {
      const notifier = createNotifier({
        notify: { webhook: { url: hook.url, secret }, push: { subject: 'mailto:owner@villa.example', allowPrivatePush: true }, email: { to: OWNER, smtp: sink.url, from: 'bookings@villa.example' } },
        database: on, getBooking: (id) => on.bookings.get(id), now: () => new Date(clock.t), timeZone: 'Asia/Makassar',
        dispatcher: { random: () => 0.5, onError: (error) => { throw error; } },
      });
      cleanup.push(() => notifier.dispatcher.stop());
      return notifier;
    };
    const notifier = notifierOn(store);
    const request = async (name: string, dates = stay, email = 'jiwoo@example.kr') => {
      const booking = newBooking({ booking: { ...validRequest, ...dates, name, email }, locale: 'ko-KR' });
      await store.bookings.save(booking, notifier.queue);
      return booking.id;
    };
    return { where, store, hooks, sink, push, clock, notifier, notifierOn, request, now: () => new Date(clock.t) };
  }

  it('announces every offer event on the webhook, the owner\'s pushes and e-mails, and the guest\'s e-mails', async () => {
    const { store, hooks, sink, push, clock, notifier, request, now } = await setUp();
    const offers = offersStore(store);
    const moves = offerTransitions(store);
    const a = await request('Ji-woo Park');
    const made = await offers.create(a, draft(stay.checkIn, { terms: 'No parties.' }), now(), { linkFor: (t) => `https://villa.example/offer/${t}` });
    if (made.outcome !== 'created') throw new Error(made.outcome);
    await notifier.dispatcher.runDue(); // the offer's e-mail goes while the offer is open
    const b = await request('Anna Schmidt', stay, 'anna@example.de');
    const other = await offers.create(b, draft(stay.checkIn, { hold: false }), now());
    const c = await request('Chen Wei', { checkIn: addDays(today, 90), checkOut: addDays(today, 93) });
    const withdrawn = await offers.create(c, draft(addDays(today, 90)), now());
    const d = await request('Dana Lee', { checkIn: addDays(today, 120), checkOut: addDays(today, 122) }, '');
    await offers.create(d, draft(addDays(today, 120), { expiryHours: 24 }), now(), { linkFor: (t) => `https://villa.example/offer/${t}` }); // no address: no e-mail
    if (other.outcome !== 'created' || withdrawn.outcome !== 'created') throw new Error('not created');

    expect((await moves.accept(made.token, { adults: 2, children: 0, termsVersion: made.offer.termsVersion, locale: 'ko' }, now())).outcome).toBe('done');
    expect((await moves.depositReceived(made.offer.id, now())).outcome).toBe('done');
    const late = { provider: 'stripe' as const, eventId: 'evt_second', offerId: made.offer.id, providerRef: 'cs_1', kind: 'paid' as const, amount: made.offer.deposit, currency: 'IDR' };
    expect(await moves.applyPayment(late, now())).toBe('conflict');
    expect((await moves.withdraw(withdrawn.offer.id, now())).outcome).toBe('done');
    expect(await sweepOffers(store, 'test', now())).toMatchObject({ unavailable: 1 });
    clock.t += 25 * 3_600_000;
    expect(await sweepOffers(store, 'test', now())).toMatchObject({ expired: 1 });
    await notifier.dispatcher.runDue();
    await sink.received(4 + 3);

    // Webhooks: one per event, signed, the same data shape, no guest data.
    const offerHooks = hooks.filter((h) => h.event.type.startsWith('offer.'));
    expect(offerHooks.map((h) => h.event.type).sort()).toEqual([
      'offer.accepted', 'offer.conflict', 'offer.expired', 'offer.paid', 'offer.sent', 'offer.sent', 'offer.sent', 'offer.sent', 'offer.unavailable', 'offer.withdrawn',
    ]);
    const paid = offerHooks.find((h) => h.event.type === 'offer.paid')!;
    expect(paid.event.data).toEqual({
      offerId: made.offer.id, requestId: a, version: 1, listing: null, checkIn: stay.checkIn, checkOut: stay.checkOut, currency: 'IDR',
      total: 10_000_000, deposit: 3_000_000, balanceDue: made.offer.balanceDue ?? null, expiresAt: made.offer.expiresAt, state: 'paid', paidBy: 'bank',
    });
    expect(offerHooks.find((h) => h.event.type === 'offer.conflict')!.event.data).toMatchObject({ state: 'paid', payment: { provider: 'stripe', amount: 3_000_000, currency: 'IDR', reason: 'paid twice' } });
    expect(offerHooks.find((h) => h.event.type === 'offer.unavailable')!.event.data).toMatchObject({ requestId: b, state: 'unavailable' });
    for (const h of offerHooks) expect(h.raw).not.toMatch(/Ji-woo|Anna|example\.kr|example\.de|\+62/);

    // Pushes: accepted, paid, the conflict and the lost nights, each its own topic.
    expect(push.refused).toEqual([]);
    expect(push.messages.filter((m) => m.payload.title !== 'New booking request').map((m) => [m.payload.title, m.payload.id])).toEqual(expect.arrayContaining([
      ['Offer accepted', a], ['Deposit paid: booked', a], ['Payment needs you', a], ['Offer no longer available', b],
    ]));
    const conflictPush = push.messages.find((m) => m.payload.title === 'Payment needs you')!;
    expect(conflictPush.payload.body).toMatch(/^Ji-woo Park · .+ · IDR\s?3,000,000: nothing was booked$/);
    expect(new Set(push.messages.map((m) => m.topic)).size).toBe(push.messages.length);

    // E-mails: the owner's four new requests and the conflict; the guest's offer and confirmation, in Korean.
    const mails = sink.messages.map((m) => ({ to: m.to, raw: m.raw, ...parseMail(m.raw) }));
    const owner = mails.filter((m) => m.to.join() === OWNER).map((m) => decodeHeader(m.headers.get('subject')));
    expect(owner.filter((s) => s.startsWith('Payment conflict: Ji-woo Park'))).toHaveLength(1);
    const guest = mails.filter((m) => m.to.join() === 'jiwoo@example.kr');
    expect(guest).toHaveLength(2);
    const [offerMail, confirmation] = [guest.find((m) => /예약 제안/.test(decodeHeader(m.headers.get('subject'))))!, guest.find((m) => /예약 확정/.test(decodeHeader(m.headers.get('subject'))))!];
    expect(offerMail.text).toMatch(/https:\/\/villa\.example\/offer\/[A-Za-z0-9_-]{32}/);
    expect(offerMail.text).toContain('합계');
    expect(offerMail.headers.get('reply-to')).toBe(OWNER);
    expect(confirmation.text).toContain('예약금이 결제되어 숙박이 예약되었습니다.');
    const event = calendarOf(confirmation.raw).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('uid')).toBe(`${a}@bali-widgets`);
    expect(event.getFirstPropertyValue('sequence')).toBe(1);
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const ev = new ICAL.Event(event);
    expect([ev.startDate.toString(), ev.endDate.toString()]).toEqual([stay.checkIn, stay.checkOut]);
    expect(mails.filter((m) => m.to.join() === 'anna@example.de')).toEqual([]); // no e-mail was asked for her offer
    expect(mails.filter((m) => m.to.join() === '')).toEqual([]);

    // The owner sees each notice's deliveries on the request; the link is no longer stored once sent.
    const views = (await notifier.deliveriesOf([a])).get(a)!;
    expect(views.filter((v) => v.notice).map((v) => `${v.channel} ${v.notice} ${v.state}`).sort()).toEqual([
      'email offer.confirmation delivered', 'email offer.conflict delivered', 'email offer.email delivered',
      'push offer.accepted delivered', 'push offer.conflict delivered', 'push offer.paid delivered',
      'webhook offer.accepted delivered', 'webhook offer.conflict delivered', 'webhook offer.paid delivered', 'webhook offer.sent delivered',
    ]);
    const stored = await store.db.selectFrom('offer_notices').select(['payload', 'state']).execute();
    expect(stored.every((n) => n.payload === null && n.state === 'sent')).toBe(true);
    expect(await notifier.dispatcher.runDue()).toBe(0);
  });

  it('retries a failed event with the same webhook-id, and a restarted receiver resumes it', async () => {
    const { where, store, hooks, clock, notifier, notifierOn, request, now } = await setUp((call) => (call === 1 ? 503 : 204));
    const id = await request('Ji-woo Park');
    const made = await offersStore(store).create(id, draft(stay.checkIn), now());
    if (made.outcome !== 'created') throw new Error(made.outcome);
    await notifier.dispatcher.runDue();
    const first = hooks.filter((h) => h.event.type === 'offer.sent');
    expect(first.map((h) => h.status)).toEqual([503]);
    const [view] = (await notifier.deliveriesOf([id])).get(id)!.filter((v) => v.notice === 'offer.sent');
    expect(view).toMatchObject({ state: 'pending', lastStatus: 503 });
    await notifier.dispatcher.stop();

    const restarted = notifierOn(await open(where));
    clock.t = Date.parse(view.nextAttemptAt!);
    await restarted.dispatcher.runDue();
    const sent = hooks.filter((h) => h.event.type === 'offer.sent');
    expect(sent.map((h) => h.status)).toEqual([503, 204]);
    expect(sent[1].id).toBe(sent[0].id);
    expect(sent[1].raw).toBe(sent[0].raw);
  });

  it('two dispatchers on one database send each event once', async () => {
    const { where, store, hooks, notifier, notifierOn, request, now } = await setUp();
    const second = notifierOn(await open(where));
    const offers = offersStore(store);
    for (let i = 0; i < 6; i += 1) {
      const dates = { checkIn: addDays(today, 30 + i * 10), checkOut: addDays(today, 33 + i * 10) };
      const made = await offers.create(await request(`Guest ${i}`, dates), draft(dates.checkIn), now());
      if (made.outcome !== 'created') throw new Error(made.outcome);
      await offerTransitions(store).accept(made.token, { adults: 2, children: 0, termsVersion: made.offer.termsVersion, locale: 'ko' }, now());
    }
    await Promise.all([notifier.dispatcher.runDue(), second.dispatcher.runDue(), notifier.dispatcher.runDue(), second.dispatcher.runDue()]);
    await Promise.all([notifier.dispatcher.runDue(), second.dispatcher.runDue()]);
    const offerHooks = hooks.filter((h) => h.event.type.startsWith('offer.'));
    expect(offerHooks).toHaveLength(12);
    expect(new Set(offerHooks.map((h) => h.id)).size).toBe(12);
  });
});
