/**
 * The spam shield end to end through createBookingReceiver, on SQLite and PostgreSQL, with an SMTP sink and
 * a webhook sink: scripted bookings without a proof get 201 and are stored as spam, announced to nobody;
 * a browser's booking without a proof, or saying no challenge could be had, is new and announced; a
 * solved challenge books once (its retries included); replayed, expired, forged and foreign solutions and
 * broken headers from scripts are spam, never a 5xx; "Not spam" announces once; two instances share the
 * secret; a busy client gets harder challenges and a 429 past the limit.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/postgres';
import { NOW, post, SITE, valid } from '../../../test/helpers/receiver';
import { setClientAddress } from '../http/client-address';
import { storeInboxData } from '../inbox/store-inbox-data';
import { startSmtpSink, startWebhookEndpoint } from '../../../test/doubles/push-endpoints';
import { createBookingReceiver, type BookingReceiver } from '../receiver';
import type { BookingReceiverOptions } from '../receiver-options';
import type { Store } from '../store';
import type { Challenge } from './proof';
import { eraseOldSpam } from './spam-status';
import { proofHeader } from '../../../test/doubles/spam-proof';

const START = new Date('2027-01-10T12:00:00Z').getTime();
const webhookSecret = `whsec_${randomBytes(32).toString('base64')}`;

type Sinks = { mails: number; hooks: number; wait(mails: number, hooks: number): Promise<void> };

// Each test drives real sinks and, on PostgreSQL, a fresh database: generous on a loaded machine.
describe.each(['sqlite', 'postgres'] as const)('spam shield on %s', { timeout: 60_000 }, (dialect) => {
  let dir: string;
  let pg: TestDatabase | undefined;
  let location: string;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let hook: Awaited<ReturnType<typeof startWebhookEndpoint>>;
  let hookCalls = 0;
  const hookWaiters: Array<() => void> = [];
  const clock = { t: START };
  const cleanup: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    hook = await startWebhookEndpoint(async () => {
      hookCalls += 1;
      hookWaiters.splice(0).forEach((wake) => wake());
      return new Response(null, { status: 204 });
    });
  });
  afterAll(async () => {
    await smtp.close();
    await hook.close();
  });
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
    await pg?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A fresh database for the test; every receiver of the test shares it. */
  async function freshDatabase() {
    dir = mkdtempSync(join(tmpdir(), 'bali-spam-'));
    pg = dialect === 'postgres' ? await createTestDatabase() : undefined;
    location = pg?.url ?? join(dir, 'bookings.sqlite');
    clock.t = START;
    smtp.messages.length = 0;
    hookCalls = 0;
  }

  function receiver(options: Partial<BookingReceiverOptions> = {}): BookingReceiver {
    const made = createBookingReceiver({
      database: location,
      trustProxy: false,
      rateLimitPerMinute: 0,
      now: () => new Date(clock.t),
      notify: { email: { to: 'owner@villa.example', smtp: smtp.url }, webhook: { url: hook.url, secret: webhookSecret }, leaseMs: 60_000 },
      spamShield: { maxNumber: 2_000 },
      ...options,
    });
    cleanup.push(() => made.close());
    return made;
  }

  const sinks = (): Sinks => ({
    get mails() {
      return smtp.messages.length;
    },
    get hooks() {
      return hookCalls;
    },
    async wait(mails, hooks) {
      await smtp.received(mails);
      while (hookCalls < hooks) await new Promise<void>((wake) => hookWaiters.push(wake));
    },
  });

  async function challengeOf(r: BookingReceiver): Promise<Challenge> {
    const answer = await r.challengeHandler(new Request('https://villa.example/api/booking-challenge'));
    expect(answer.status).toBe(200);
    return (await answer.json()) as Challenge;
  }

  /** A booking as a browser sends it (with `Origin`), or as a script (`from: 'script'`, without). */
  async function book(r: BookingReceiver, headers: Record<string, string> = {}, body: unknown = valid, from: 'browser' | 'script' = 'browser', ip?: string) {
    const origin: Record<string, string> = from === 'browser' ? { Origin: SITE } : {};
    // Each from its own address unless told: a client's fourth booking in an hour is `busy-client`.
    const address = ip ?? `10.${randomBytes(3).join('.')}`;
    const answer = await r.bookingHandler(post({ body, ip: address, headers: { 'Idempotency-Key': randomUUID(), ...origin, ...headers } }));
    return { status: answer.status, id: ((await answer.json()) as { id?: string }).id };
  }

  async function stored(r: BookingReceiver, id: string | undefined) {
    const found = await (await r.store())!.bookings.get(id!);
    return found!;
  }

  async function deliveriesOf(store: Store, id: string) {
    return store.db.selectFrom('deliveries').select('id').where('booking_id', '=', id).execute();
  }

  it('answers scripted bookings without a proof with 201, stores them as spam and announces none of them', async () => {
    await freshDatabase();
    const r = receiver();
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const answer = await book(r, {}, { ...valid, email: `bot${i}@example.com`, whatsapp: `+628123456789${i}` }, 'script', `198.51.100.${i}`);
      expect(answer.status).toBe(201);
      ids.push(answer.id!);
    }
    // A guest's booking after them is announced: the sinks work, and the spam before it queued nothing.
    clock.t += 30_000;
    const challenge = await challengeOf(r);
    clock.t += 30_000;
    const guest = await book(r, { 'X-Bali-Proof': proofHeader(challenge) });
    expect(guest.status).toBe(201);
    await sinks().wait(1, 1);
    const store = (await r.store())!;
    for (const id of ids) {
      const spam = await stored(r, id);
      expect(spam.status).toBe('spam');
      expect(spam.signals).toEqual(['proof-missing', 'no-origin']);
      expect(await deliveriesOf(store, id)).toEqual([]);
    }
    expect((await stored(r, guest.id)).status).toBe('new');
    expect(await storeInboxData(store).countNew()).toBe(1);
    expect([smtp.messages.length, hookCalls]).toEqual([1, 1]);
  });

  it('books a solution once: its retry under the same key passes, any other use is a replay', async () => {
    await freshDatabase();
    const r = receiver({ notify: undefined });
    const challenge = await challengeOf(r);
    clock.t += 10_000;
    const proof = proofHeader(challenge);
    const key = randomUUID();
    const first = await book(r, { 'X-Bali-Proof': proof, 'Idempotency-Key': key });
    const retry = await book(r, { 'X-Bali-Proof': proof, 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(retry).toEqual(first);
    expect((await stored(r, first.id)).status).toBe('new');
    const replay = await book(r, { 'X-Bali-Proof': proof }, { ...valid, name: 'Another Guest' }, 'script');
    expect(replay.status).toBe(201);
    expect((await stored(r, replay.id)).status).toBe('spam');
    expect((await stored(r, replay.id)).signals).toEqual(['proof-replayed', 'no-origin']);
  });

  it('takes expired, forged, foreign and broken proofs from scripts for spam, never a 5xx', async () => {
    await freshDatabase();
    const r = receiver({ notify: undefined });
    const other = receiver({ notify: undefined, spamShield: { secret: 'x'.repeat(40), maxNumber: 2_000 } });
    const expired = await challengeOf(r);
    clock.t += 2 * 3_600_000 + 1_000;
    const fresh = await challengeOf(r);
    const foreign = await challengeOf(other);
    clock.t += 10_000;
    const wrongNumber = proofHeader(fresh, (fresh.maxnumber ?? 0) + 1);
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(proofHeader(fresh), 'base64').toString()), signature: 'a'.repeat(64) })).toString('base64');
    const cases: Array<[string, string]> = [
      [proofHeader(expired), 'proof-expired'],
      [wrongNumber, 'proof-invalid'],
      [forged, 'proof-invalid'],
      [proofHeader(foreign), 'proof-invalid'],
      ['%%%not base64 at all', 'proof-invalid'],
      [Buffer.from('{"algorithm":"SHA-256"').toString('base64'), 'proof-invalid'],
      [Buffer.from('[1,2,3]').toString('base64'), 'proof-invalid'],
      ['A'.repeat(12_000), 'proof-invalid'],
    ];
    for (const [header, signal] of cases) {
      const answer = await book(r, { 'X-Bali-Proof': header }, valid, 'script');
      expect(answer.status).toBe(201);
      const saved = await stored(r, answer.id);
      expect([saved.status, saved.signals]).toEqual(['spam', [signal, 'no-origin']]);
    }
    // The fresh challenge itself still books: nothing above used it up.
    const good = await book(r, { 'X-Bali-Proof': proofHeader(fresh) });
    expect((await stored(r, good.id)).status).toBe('new');
  });

  it('adds the cheap signals up: the honeypot alone is kept, with a fast submit or a link it is spam', async () => {
    await freshDatabase();
    const r = receiver({ notify: undefined });
    const verdict = async (options: { wait: number; trap: boolean; name?: string }) => {
      const challenge = await challengeOf(r);
      clock.t += options.wait;
      const answer = await book(r, { 'X-Bali-Proof': proofHeader(challenge, undefined, options.trap) }, { ...valid, name: options.name ?? valid.name });
      const saved = await stored(r, answer.id);
      return [saved.status, saved.signals ?? []];
    };
    expect(await verdict({ wait: 10_000, trap: true })).toEqual(['new', ['honeypot']]);
    expect(await verdict({ wait: 1_000, trap: false })).toEqual(['new', ['too-fast']]);
    expect(await verdict({ wait: 10_000, trap: false, name: 'Cheap villas http://spam.example' })).toEqual(['new', ['link-in-name']]);
    expect(await verdict({ wait: 1_000, trap: true })).toEqual(['spam', ['honeypot', 'too-fast']]);
    expect(await verdict({ wait: 10_000, trap: true, name: '<a href=x>Win</a>' })).toEqual(['spam', ['honeypot', 'link-in-name']]);
  });

  it('never files a browser\'s booking as spam for a missing challenge; a script\'s "no challenge" marker is no pass', async () => {
    await freshDatabase();
    const r = receiver();
    const marker = (trap = false) => Buffer.from(JSON.stringify({ unavailable: true, trap })).toString('base64');
    const cases: Array<[string, Record<string, string>, 'browser' | 'script', string, string[]]> = [
      ['No Proof', {}, 'browser', 'new', ['proof-missing']],
      ['Net Down', { 'X-Bali-Proof': marker() }, 'browser', 'new', ['proof-unavailable']],
      ['Autofill Down', { 'X-Bali-Proof': marker(true) }, 'browser', 'new', ['honeypot', 'proof-unavailable']],
      ['Forged Marker', { 'X-Bali-Proof': marker() }, 'script', 'spam', ['proof-unavailable', 'no-origin']],
    ];
    const ids: string[] = [];
    for (const [i, [name, headers, from]] of cases.entries()) {
      clock.t += 60_000;
      ids.push((await book(r, headers, { ...valid, name, email: `guest${i}@example.com`, whatsapp: `+62812345678${i}0` }, from, `192.0.2.${i}`)).id!);
    }
    for (const [i, [, , , status, signals]] of cases.entries()) {
      const saved = await stored(r, ids[i]);
      expect([saved.name, saved.status, saved.signals]).toEqual([cases[i][0], status, signals]);
    }
    // Each new one is announced (e-mail and webhook), the forged marker to nobody.
    await sinks().wait(3, 3);
    expect(await deliveriesOf((await r.store())!, ids[3])).toEqual([]);
    // A marker with a link in the name is still kept; with the honeypot too it is spam.
    clock.t += 60_000;
    const both = await book(r, { 'X-Bali-Proof': marker(true) }, { ...valid, name: 'Visit www.cheap.example now', email: 'x@example.com' }, 'browser', '192.0.2.99');
    expect((await stored(r, both.id)).status).toBe('spam');
  });

  it('limits challenges per client and makes them harder past a few an hour; a busy client\'s bookings weigh a little', async () => {
    await freshDatabase();
    const r = receiver({ notify: undefined });
    const ask = async (ip: string) => {
      const request = new Request('https://villa.example/api/booking-challenge');
      setClientAddress(request, ip);
      const answer = await r.challengeHandler(request);
      return answer.status === 200 ? ((await answer.json()) as Challenge).maxnumber : answer.status;
    };
    const curve: Array<number | undefined> = [];
    for (let i = 0; i < 10; i += 1) {
      curve.push(await ask('203.0.113.50'));
      clock.t += 1_000;
    }
    expect(curve).toEqual([2_000, 2_000, 2_000, 2_000, 2_000, 2_000, 4_000, 8_000, 16_000, 32_000]);
    // Another client is not slowed down; past 20 a minute a client gets 429.
    expect(await ask('203.0.113.51')).toBe(2_000);
    const statuses = [];
    for (let i = 0; i < 12; i += 1) statuses.push(await ask('203.0.113.50'));
    expect(statuses.slice(-2)).toEqual([429, 429]);
    // An hour later the client starts afresh.
    clock.t += 3_600_000;
    expect(await ask('203.0.113.50')).toBe(2_000);
  });

  it('"Not spam" moves a request to New and announces it once; "Spam" takes it back unannounced', async () => {
    await freshDatabase();
    const r = receiver();
    const bot = await book(r, {}, valid, 'script');
    const store = (await r.store())!;
    const inbox = storeInboxData(store);
    const now = new Date(clock.t);
    expect((await inbox.setStatus(bot.id!, 'new', now))?.status).toBe('new');
    expect((await inbox.setStatus(bot.id!, 'new', now))?.status).toBe('new');
    await sinks().wait(1, 1);
    expect(await deliveriesOf(store, bot.id!)).toHaveLength(2);
    expect((await inbox.setStatus(bot.id!, 'spam', now))?.status).toBe('spam');
    expect(await inbox.countNew()).toBe(0);
    await inbox.setStatus(bot.id!, 'new', now);
    expect(await deliveriesOf(store, bot.id!)).toHaveLength(2);
    // A guest's booking is announced after it: had "Not spam" queued again, its messages would come first.
    const challenge = await challengeOf(r);
    clock.t += 10_000;
    await book(r, { 'X-Bali-Proof': proofHeader(challenge) }, { ...valid, email: 'other@example.com', whatsapp: '+6281299990000' });
    await sinks().wait(2, 2);
    expect([smtp.messages.length, hookCalls]).toEqual([2, 2]);
  });

  it('announces at most 3 requests per guest a day; the rest are stored and flagged', async () => {
    await freshDatabase();
    const r = receiver();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const challenge = await challengeOf(r);
      clock.t += 10_000;
      // The same guest by e-mail for the first three, by WhatsApp number after.
      const body = i < 3 ? { ...valid, budgetAmount: 1000 + i } : { ...valid, email: `new${i}@example.com`, budgetAmount: 1000 + i };
      ids.push((await book(r, { 'X-Bali-Proof': proofHeader(challenge) }, body, 'browser', `203.0.113.${20 + i}`)).id!);
    }
    const store = (await r.store())!;
    const counts = await Promise.all(ids.map(async (id) => (await deliveriesOf(store, id)).length));
    expect(counts).toEqual([2, 2, 2, 0, 0]);
    expect((await stored(r, ids[3])).signals).toEqual(['daily-limit']);
    expect((await stored(r, ids[3])).status).toBe('new');
    // The same address in capitals, from another number, is the same guest.
    const upper = await challengeOf(r);
    clock.t += 10_000;
    const shouted = await book(r, { 'X-Bali-Proof': proofHeader(upper) }, { ...valid, email: valid.email.toUpperCase(), whatsapp: '+6281298765432', budgetAmount: 1500 }, 'browser', '203.0.113.30');
    expect((await stored(r, shouted.id!)).signals).toEqual(['daily-limit']);
    // A day later the guest is announced again.
    clock.t += 86_400_000;
    const challenge = await challengeOf(r);
    clock.t += 10_000;
    const later = await book(r, { 'X-Bali-Proof': proofHeader(challenge) }, { ...valid, budgetAmount: 2000 });
    expect(await deliveriesOf(store, later.id!)).toHaveLength(2);
  });

  it('shares the secret and the used solutions between two instances on one database', async () => {
    await freshDatabase();
    const a = receiver({ notify: undefined });
    const b = receiver({ notify: undefined });
    const challenge = await challengeOf(a);
    clock.t += 10_000;
    const proof = proofHeader(challenge);
    const atB = await book(b, { 'X-Bali-Proof': proof });
    expect((await stored(b, atB.id)).status).toBe('new');
    const againAtA = await book(a, { 'X-Bali-Proof': proof }, valid, 'script');
    expect((await stored(a, againAtA.id)).signals).toEqual(['proof-replayed', 'no-origin']);
  });

  it('erases spam 30 days after it came, and nothing else', async () => {
    await freshDatabase();
    const r = receiver({ notify: undefined });
    const bot = await book(r, {}, valid, 'script');
    const challenge = await challengeOf(r);
    clock.t += 10_000;
    const guest = await book(r, { 'X-Bali-Proof': proofHeader(challenge) });
    const store = (await r.store())!;
    expect(await storeInboxData(store).countSpamSince!(new Date(START - 60_000).toISOString())).toBe(1);
    expect(await storeInboxData(store).countSpamSince!(new Date(START + 60_000).toISOString())).toBe(0);
    expect(await eraseOldSpam(store, new Date(START + 29 * 86_400_000))).toBe(0);
    expect(await eraseOldSpam(store, new Date(START + 31 * 86_400_000))).toBe(1);
    expect(await store.bookings.get(bot.id!)).toBeUndefined();
    expect((await stored(r, guest.id)).status).toBe('new');
  });
});

describe('two instances with a configured secret', { timeout: 60_000 }, () => {
  it('accept each other\'s challenges on separate databases', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bali-spam-secret-'));
    const secret = randomBytes(32).toString('hex');
    const make = (file: string) =>
      createBookingReceiver({ database: join(dir, file), trustProxy: false, rateLimitPerMinute: 0, now: () => NOW, spamShield: { secret, maxNumber: 1_000, minFillMs: 0 } });
    const a = make('a.sqlite');
    const b = make('b.sqlite');
    try {
      const challenge = (await (await a.challengeHandler(new Request('https://villa.example/api/booking-challenge'))).json()) as Challenge;
      const answer = await b.bookingHandler(post({ headers: { 'Idempotency-Key': randomUUID(), 'X-Bali-Proof': proofHeader(challenge) } }));
      const { id } = (await answer.json()) as { id: string };
      expect((await (await b.store())!.bookings.get(id))?.status).toBe('new');
    } finally {
      await a.close();
      await b.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the challenge URL', () => {
  it('answers GET with a signed challenge, CORS for allowed origins only, 405 to other methods, 404 when the shield is off', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bali-spam-url-'));
    const on = createBookingReceiver({ database: join(dir, 'a.sqlite'), trustProxy: false, allowedOrigins: ['https://partner.example'] });
    const off = createBookingReceiver({ database: join(dir, 'b.sqlite'), trustProxy: false, spamShield: false });
    const url = 'https://villa.example/api/booking-challenge';
    try {
      const same = await on.challengeHandler(new Request(url));
      expect(same.status).toBe(200);
      expect(same.headers.get('cache-control')).toBe('no-store');
      expect(Object.keys((await same.json()) as object).sort()).toEqual(['algorithm', 'challenge', 'maxnumber', 'salt', 'signature']);
      const partner = await on.challengeHandler(new Request(url, { headers: { Origin: 'https://partner.example' } }));
      expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example');
      expect((await on.challengeHandler(new Request(url, { headers: { Origin: 'https://evil.example' } }))).status).toBe(403);
      expect((await on.challengeHandler(new Request(url, { method: 'POST', body: '{}' }))).status).toBe(405);
      expect((await off.challengeHandler(new Request(url))).status).toBe(404);
    } finally {
      await on.close();
      await off.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
