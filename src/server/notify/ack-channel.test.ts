/**
 * The guest acknowledgement through the outbox into a real SMTP sink: its words in English and Korean,
 * the answer time learnt from five replies, the calendar file parsed back with ical.js, at most one per
 * mailbox a day (plus-tags and Gmail dots included; on both databases), at most 20 an hour, none for spam
 * or a request without a valid proof, the name only as a first name without links, a bounce recorded once.
 */
import ICAL from 'ical.js';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TRAVEL_TAGS } from '../../booking-request';
import { createTestDatabase } from '../../../test/helpers/postgres';
import { storeInboxData } from '../inbox/store-inbox-data';
import { openStore, type NewBooking, type Store } from '../store';
import { createNotifier } from './notifier';
import { parseMail, startSmtpSink } from '../../../test/doubles/push-endpoints';
import { tallied, tallyStatements } from '../../../test/helpers/statement-tally';

const T0 = Date.parse('2027-01-10T12:00:00.000Z');
const HOUR = 3_600_000;
const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** An encoded header (RFC 2047, as nodemailer writes non-ASCII subjects) as text. */
const decodeHeader = (value = '') =>
  value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );

/** The text/calendar part, decoded and parsed with ical.js. */
function calendarOf(raw: string) {
  const [, encoding, body] = /Content-Type: text\/calendar[^\r]*\r\nContent-Transfer-Encoding: (\S+)\r\n\r\n([^]*?)\r\n--/.exec(raw)!;
  const text =
    encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : encoding === 'quoted-printable' ? Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')
    : body;
  return new ICAL.Component(ICAL.parse(text));
}

const entry = (over: Partial<NewBooking['booking']> = {}, locale = 'en-AU', at = T0): NewBooking => ({
  id: randomUUID(),
  createdAt: new Date(at).toISOString(),
  booking: {
    name: 'Sarah Miller', email: 'sarah@example.com.au', whatsapp: '+61412345678', checkIn: '2027-03-10', checkOut: '2027-03-15',
    budgetCurrency: 'AUD', budgetAmount: 3200, travelType: [TRAVEL_TAGS[0]], ...over,
  },
  locale,
  bodyHash: `hash-${randomUUID()}`,
});

async function open(dialect: 'sqlite' | 'postgres'): Promise<Store> {
  let where: string;
  if (dialect === 'postgres') {
    const database = await createTestDatabase();
    cleanup.push(() => database.drop());
    where = database.url;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'bali-ack-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    where = join(dir, 'bookings.sqlite');
  }
  const store = await openStore(where);
  cleanup.push(() => store.close());
  return store;
}

async function setUp(dialect: 'sqlite' | 'postgres' = 'sqlite', sinkOptions: Parameters<typeof startSmtpSink>[0] = {}) {
  const store = await open(dialect);
  const sink = await startSmtpSink(sinkOptions);
  cleanup.push(sink.close);
  const clock = { t: T0 };
  const notifier = createNotifier({
    notify: { email: { to: 'owner@villa.example', smtp: sink.url, from: '"Villa Samudra" <bookings@villa.example>' }, acknowledge: true },
    database: store,
    getBooking: (id) => store.bookings.get(id),
    now: () => new Date(clock.t),
    dispatcher: { random: () => 0.5, onError: (error) => { throw error; } },
  });
  cleanup.push(() => notifier.dispatcher.stop());
  const acks = () => sink.messages.filter((m) => m.to.join() !== 'owner@villa.example').map((m) => ({ to: m.to, ...parseMail(m.raw), raw: m.raw }));
  return { store, sink, clock, notifier, acks };
}

describe('the guest acknowledgement', { timeout: 30_000 }, () => {
  it('tells the guest in English what they asked for, that nothing is booked, how the owner answers, with a tentative .ics', async () => {
    const { store, notifier, acks } = await setUp();
    const booking = entry();
    await store.bookings.save(booking, notifier.queue);
    expect(await notifier.dispatcher.runDue()).toBe(2);
    const [ack] = acks();
    const delivery = (await notifier.deliveriesOf([booking.id])).get(booking.id)!.find((d) => d.channel === 'acknowledgement')!;
    expect(delivery.state).toBe('delivered');
    expect(ack.to).toEqual(['sarah@example.com.au']);
    expect(ack.headers.get('reply-to')).toBe('owner@villa.example');
    expect(ack.headers.get('message-id')).toBe(`<ack-${delivery.id}@bali-widgets>`);
    expect(decodeHeader(ack.headers.get('subject'))).toBe('We received your booking request (10–15\u00a0March\u00a02027)');
    expect(ack.text).toContain('Hello Sarah,');
    expect(ack.text).not.toContain('Miller');
    expect(ack.text).toContain('Dates: 10–15\u00a0March\u00a02027 (5 nights)');
    expect(ack.text).toContain('Budget: AUD\u00a03,200');
    expect(ack.text).toContain('This is a request: nothing is booked or paid yet.');
    expect(ack.text).toContain('The owner will answer you on WhatsApp (+61 412 345 678) or by e-mail (sarah@example.com.au).');
    expect(ack.text).not.toContain('usually answer');
    expect(ack.html).toContain('<strong>This is a request: nothing is booked or paid yet.</strong>');

    const calendar = calendarOf(ack.raw);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect([event.startDate.toString(), event.endDate.toString(), event.uid]).toEqual(['2027-03-10', '2027-03-15', `${booking.id}@bali-widgets`]);
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('TENTATIVE');
  });

  it('writes Korean for a Korean form, with the usual answer time once five replies show it', async () => {
    const { store, notifier, clock, acks } = await setUp();
    for (const hours of [1, 2, 3, 4, 30]) {
      const replied = entry({ email: `past${hours}@example.com` }, 'en', T0 - 10 * 24 * HOUR);
      await store.bookings.save(replied);
      await store.bookings.setStatus(replied.id, 'replied', new Date(T0 - 10 * 24 * HOUR + hours * HOUR));
    }
    const booking = entry({ name: '김민지', email: 'minji@example.kr', whatsapp: '+821012345678', budgetCurrency: 'USD', budgetAmount: 1800 }, 'ko-KR', clock.t);
    await store.bookings.save(booking, notifier.queue);
    await notifier.dispatcher.runDue();
    const [ack] = acks();
    expect(decodeHeader(ack.headers.get('subject'))).toBe('예약 요청이 접수되었습니다 (2027년\u00a03월\u00a010일~15일)');
    expect(ack.text).toContain('김민지님, 안녕하세요.');
    expect(ack.text).toContain('날짜: 2027년\u00a03월\u00a010일~15일 (5박)');
    expect(ack.text).toContain('예산: USD\u00a01,800');
    expect(ack.text).toContain('본 메일은 예약 확정 안내가 아닙니다. 아직 예약이나 결제는 이루어지지 않았습니다.');
    expect(ack.text).toContain('호스트가 WhatsApp(+82 10-1234-5678) 또는 이메일(minji@example.kr)로 답변드립니다. 호스트는 보통 3시간 이내에 답변드립니다.');
    expect(ack.html).toContain('<html lang="ko-KR">');
    const event = calendarOf(ack.raw).getFirstSubcomponent('vevent')!;
    expect([event.getFirstPropertyValue('summary'), event.getFirstPropertyValue('status')]).toEqual(['발리 숙박 – 예약 요청(미확정)', 'TENTATIVE']);
  });

  it('sends nothing for spam', async () => {
    const { store, notifier, acks } = await setUp();
    const spam = entry();
    await store.bookings.save(spam, async (trx, id) => {
      await trx.updateTable('bookings').set({ status: 'spam' }).where('id', '=', id).execute();
      await notifier.queue(trx, id);
    });
    await notifier.dispatcher.runDue();
    expect(acks()).toEqual([]);
    expect((await notifier.deliveriesOf([spam.id])).get(spam.id)!.map((d) => d.channel)).toEqual(['email']);
  });

  it('shows the name only as a first name of at most 40 letters, never a link', async () => {
    const { store, notifier, acks } = await setUp();
    const names = ['www.cheap-pills.example Buy now', 'https://x.example/a?b=c Smith', `${'A'.repeat(60)} B`, "  Ni'Luh  Putu "];
    for (const [i, name] of names.entries()) await store.bookings.save(entry({ name, email: `n${i}@example.com` }), notifier.queue);
    await notifier.dispatcher.runDue();
    const hellos = acks()
      .sort((a, b) => a.to[0]!.localeCompare(b.to[0]!))
      .map((a) => /Hello (.*),/.exec(a.text ?? '')![1]);
    expect(hellos).toEqual(['wwwcheap-pillsexample', 'httpsxexampleabc', 'A'.repeat(40), "Ni'Luh"]);
    for (const ack of acks()) {
      expect(ack.text).not.toMatch(/https?:|www\.|\.example\/|Buy now/);
      expect(ack.html).not.toMatch(/<a\b|https?:/);
    }
  });

  it('sends none for a request without a valid proof, or from a client past a few bookings an hour', async () => {
    const { store, notifier, acks } = await setUp();
    const signals = [['proof-missing'], ['proof-unavailable'], ['proof-invalid', 'no-origin'], ['busy-client'], ['honeypot']];
    for (const [i, fired] of signals.entries()) await store.bookings.save({ ...entry({ email: `s${i}@example.com` }), signals: fired }, notifier.queue);
    await notifier.dispatcher.runDue();
    expect(acks().map((a) => a.to[0])).toEqual(['s4@example.com']);
  });

  it('records a bounce once and does not try again', async () => {
    const { store, notifier, clock } = await setUp('sqlite', {
      onRcptTo(address, _session, callback) {
        if (address.address === 'owner@villa.example') return callback();
        callback(Object.assign(new Error('5.1.1 mailbox unavailable'), { responseCode: 550 }));
      },
    });
    const booking = entry();
    await store.bookings.save(booking, notifier.queue);
    await notifier.dispatcher.runDue();
    clock.t += 48 * HOUR;
    expect(await notifier.dispatcher.runDue()).toBe(0);
    const ack = (await notifier.deliveriesOf([booking.id])).get(booking.id)!.find((d) => d.channel === 'acknowledgement')!;
    expect(ack).toMatchObject({ state: 'failed', attempts: 1, lastStatus: 550, lastError: "SMTP 550: the guest's address bounced" });
    expect(JSON.stringify(ack)).not.toContain('sarah@');

    // The inbox shows it with "Retry": one more attempt, then it rests again.
    const inbox = storeInboxData(store);
    expect((await inbox.deliveries!(booking.id))!.find((d) => d.channel === 'acknowledgement')).toMatchObject({ state: 'failed' });
    expect(await inbox.retry!(booking.id, ack.id)).toBe(true);
    clock.t = Date.now();
    expect(await notifier.dispatcher.runDue()).toBe(1);
    expect((await notifier.deliveriesOf([booking.id])).get(booking.id)!.find((d) => d.id === ack.id)).toMatchObject({ state: 'failed', attempts: 2 });
  });
});

describe.each(['sqlite', 'postgres'] as const)('once a day per guest address on %s', { timeout: 30_000 }, (dialect) => {
  it('acknowledges the first request of an address, not another within 24 hours (in any case), and again after', async () => {
    const { store, notifier, clock, acks } = await setUp(dialect);
    await store.bookings.save(entry(), notifier.queue);
    clock.t += 23 * HOUR;
    await store.bookings.save(entry({ email: 'Sarah@Example.com.au', checkIn: '2027-04-01', checkOut: '2027-04-03' }), notifier.queue);
    await notifier.dispatcher.runDue();
    expect(acks()).toHaveLength(1);
    clock.t += HOUR + 1000;
    await store.bookings.save(entry({ checkIn: '2027-05-01', checkOut: '2027-05-03' }), notifier.queue);
    await notifier.dispatcher.runDue();
    expect(acks().map((a) => a.to)).toEqual([['sarah@example.com.au'], ['sarah@example.com.au']]);
  });

  it('takes plus-addressed and dotted variants of one address for one guest: one acknowledgement a day', async () => {
    const { store, notifier, clock, acks } = await setUp(dialect);
    const variants = ['made.wirawan@gmail.com', 'madewirawan@gmail.com', 'Made.Wira.Wan+bali@gmail.com', 'm.a.d.e.wirawan+x+y@googlemail.com', 'MadeWirawan@GMail.com'];
    for (const email of variants) {
      clock.t += 60_000;
      await store.bookings.save(entry({ email }), notifier.queue);
    }
    // Dots count elsewhere: another provider's dotted address is another mailbox; its plus-tag is not.
    for (const email of ['made.wirawan@villa.example', 'madewirawan@villa.example', 'made.wirawan+a@villa.example']) {
      clock.t += 60_000;
      await store.bookings.save(entry({ email }), notifier.queue);
    }
    await notifier.dispatcher.runDue();
    expect(acks().map((a) => a.to[0]).sort()).toEqual(['made.wirawan@gmail.com', 'made.wirawan@villa.example', 'madewirawan@villa.example']);
    clock.t += 24 * HOUR;
    await store.bookings.save(entry({ email: 'made.wirawan+later@gmail.com' }), notifier.queue);
    await notifier.dispatcher.runDue();
    expect(acks()).toHaveLength(4);
  });

  it('sends at most 20 in any hour: 30 distinct addresses in an hour get 20 (a full hour is not read again until there is room), the next hour more', async () => {
    const { store, notifier, clock, acks } = await setUp(dialect);
    for (let i = 0; i < 30; i += 1) {
      clock.t += 60_000;
      await store.bookings.save(entry({ email: `stranger${i}@example.org` }), notifier.queue);
    }
    await notifier.dispatcher.runDue();
    expect(acks()).toHaveLength(20);
    expect(new Set(acks().map((a) => a.to[0])).size).toBe(20);
    // Known full until the first is an hour old: a booking meanwhile does not read the acknowledgements again.
    tallyStatements(store.statements);
    const { tally } = await tallied(() => store.bookings.save(entry({ email: 'meanwhile@example.org' }), notifier.queue));
    expect(tally.sql.filter((statement) => statement.includes('"deliveries"."channel" = '))).toEqual([]);
    // The first came 30 minutes before the 30th: an hour after it, there is room again.
    clock.t += 31 * 60_000;
    await store.bookings.save(entry({ email: 'later@example.org' }), notifier.queue);
    await notifier.dispatcher.runDue();
    expect(acks().map((a) => a.to[0])).toContain('later@example.org');
  });
});
