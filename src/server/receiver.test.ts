import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOW, post } from '../../test/helpers/receiver';
import { createBookingReceiver, createInboxHandler, openStore, type CustomBookingStore } from './index';

const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const webhook = { url: 'https://hooks.example.com/t/abc', secret };
const unused = () => Promise.reject(new Error('not used'));
const custom: CustomBookingStore = {
  save: unused, list: unused, stream: () => ({ [Symbol.asyncIterator]: () => ({ next: unused }) }),
  get: unused, setStatus: unused, erase: unused, close: async () => {},
};

const TOKEN = 'NAxDY-XlyogpkGJTDImGYtgxrnnnRY5cVavggosaewg';

describe('createBookingReceiver with notify', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a BookingStore of your own at once instead of sending nothing', () => {
    expect(() => createBookingReceiver({ spamShield: false, database: custom, trustProxy: false, notify: { webhook } })).toThrow(
      /`notify` needs a database the receiver opens .* send notifications from its save\(\)/,
    );
  });

  it('takes a store of your own when no channel is on (notify from an empty environment)', async () => {
    const receiver = createBookingReceiver({ spamShield: false, database: custom, trustProxy: false, notify: {} });
    expect(await receiver.store()).toBeUndefined();
  });

  it('takes a path and a store from openStore()', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bali-receiver-'));
    dirs.push(dir);
    const byPath = createBookingReceiver({ spamShield: false, database: join(dir, 'a.sqlite'), trustProxy: false, notify: { webhook } });
    await byPath.ready();
    await byPath.close();
    const store = await openStore(join(dir, 'b.sqlite'));
    const byStore = createBookingReceiver({ spamShield: false, database: store, trustProxy: false, notify: { webhook } });
    expect(await byStore.store()).toBe(store);
    await byStore.close();
    await store.close();
  });
});

describe('createInboxHandler({ database: receiver })', () => {
  it('shares the receiver\'s connection: a booking it stored is listed, and closing the inbox leaves the receiver open', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bali-receiver-'));
    try {
      const receiver = createBookingReceiver({ spamShield: false, database: join(dir, 'b.sqlite'), trustProxy: false, now: () => NOW });
      const opened = vi.spyOn(receiver, 'store');
      const inbox = createInboxHandler({ database: receiver, adminToken: TOKEN, clientKey: () => 'owner', now: () => NOW });
      expect((await receiver.bookingHandler(post())).status).toBe(201);
      const origin = 'http://villa.test';
      const session = await inbox(new Request(`${origin}/admin/api/session`, {
        method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify({ token: TOKEN }),
      }));
      expect(session.status).toBe(204);
      const cookie = session.headers.get('set-cookie')!.split(';')[0];
      const list = await inbox(new Request(`${origin}/admin/api/requests?filter=all`, { headers: { cookie } }));
      expect((await list.json()).requests).toHaveLength(1);
      expect(opened).toHaveBeenCalled();
      await inbox.close();
      expect((await receiver.bookingHandler(post({ headers: { 'Idempotency-Key': 'second' } }))).status).toBe(201);
      await receiver.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('tells clients apart as the receiver does, unless told otherwise', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bali-receiver-'));
    const clientOf = (request: Request) => request.headers.get('x-client');
    const receiver = createBookingReceiver({ spamShield: false, database: join(dir, 'c.sqlite'), clientKey: clientOf, trustProxy: true });
    const inbox = createInboxHandler({ database: receiver, adminToken: TOKEN, adminAttemptsPerMinute: 2, now: () => NOW });
    const origin = 'http://villa.test';
    const signIn = (client: string, token: string) =>
      inbox(new Request(`${origin}/admin/api/session`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', 'x-client': client, 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ token }),
      }));
    expect((await signIn('a', 'wrong')).status).toBe(401);
    expect((await signIn('a', 'wrong')).status).toBe(401);
    expect((await signIn('a', 'wrong')).status).toBe(429);
    // Another client is not locked out by the first one's guesses, and the receiver's trustProxy makes the cookie Secure.
    const other = await signIn('b', TOKEN);
    expect(other.status).toBe(204);
    expect(other.headers.get('set-cookie')).toContain('; Secure');
    await receiver.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('createInboxHandler with a receiver on a BookingStore of your own', () => {
  it('refuses it at creation: the inbox needs the receiver\'s own database', () => {
    const receiver = createBookingReceiver({ spamShield: false, database: custom, trustProxy: false });
    expect(() => createInboxHandler({ database: receiver, adminToken: TOKEN })).toThrow(/the inbox needs the receiver's own database/);
  });
});
