/**
 * The inbox's push calls on a real receiver: the VAPID public key for a signed-in page, a subscription
 * stored from `PushSubscription.toJSON()` and removed again, bad keys and private push services refused
 * with 400, another site's page refused with 403.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBookingReceiver, type BookingReceiver } from '../receiver';
import { createInboxHandler, type InboxHandler } from './inbox-handler';

const TOKEN = 'push-api-test-admin-token-0123456789';
const ORIGIN = 'http://villa.test';
let dir: string;
let receiver: BookingReceiver;
let inbox: InboxHandler;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bali-push-api-'));
  writeFileSync(join(dir, 'inbox.js'), 'export {};');
  writeFileSync(join(dir, 'inbox.css'), 'body{}');
  receiver = createBookingReceiver({ database: join(dir, 'bookings.sqlite'), trustProxy: false, notify: { push: { subject: 'mailto:owner@villa.example' } } });
  inbox = createInboxHandler({ database: receiver, adminToken: TOKEN, assetsDir: dir });
});
afterEach(async () => {
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = (path: string, init: { method?: string; body?: unknown; cookie?: string; origin?: string } = {}) => {
  const headers = new Headers({ origin: init.origin ?? ORIGIN });
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  return inbox(new Request(`${ORIGIN}/admin/${path}`, { method: init.method ?? 'GET', headers, body }));
};

async function signIn() {
  const response = await call('api/session', { method: 'POST', body: { token: TOKEN } });
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}

const device = (endpoint = 'https://fcm.googleapis.com/fcm/send/dvc-1') => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') } };
};

const stored = async () => {
  const store = (await receiver.store())!;
  return store.db.selectFrom('push_subscriptions' as never).select(['endpoint' as never]).execute() as Promise<Array<{ endpoint: string }>>;
};

describe('push subscriptions in the inbox', () => {
  it('gives a signed-in page the VAPID public key, the same on every call', async () => {
    expect((await call('api/push-key')).status).toBe(401);
    const cookie = await signIn();
    const first = (await (await call('api/push-key', { cookie })).json()) as { publicKey: string };
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(await (await call('api/push-key', { cookie })).json()).toEqual(first);
  });

  it('stores a subscription, replaces its keys when it comes again, and removes it', async () => {
    const cookie = await signIn();
    const phone = device();
    expect((await call('api/push-subscriptions', { method: 'POST', body: phone, cookie })).status).toBe(204);
    expect((await call('api/push-subscriptions', { method: 'POST', body: { ...phone, keys: device().keys }, cookie })).status).toBe(204);
    expect(await stored()).toEqual([{ endpoint: phone.endpoint }]);
    expect((await call('api/push-subscriptions', { method: 'DELETE', body: { endpoint: phone.endpoint }, cookie })).status).toBe(204);
    expect((await call('api/push-subscriptions', { method: 'DELETE', body: { endpoint: phone.endpoint }, cookie })).status).toBe(404);
    expect(await stored()).toEqual([]);
  });

  it('refuses bad keys, private or plain-http push services and other sites, and stores nothing', async () => {
    const cookie = await signIn();
    const good = device();
    const bad: unknown[] = [
      { ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } },
      { ...good, keys: { ...good.keys, p256dh: 'not base64!' } },
      { ...good, keys: { ...good.keys, auth: randomBytes(8).toString('base64url') } },
      { endpoint: good.endpoint },
      device('http://fcm.googleapis.com/fcm/send/x'),
      device('https://127.0.0.1:8443/push/x'),
      device('https://localhost/push/x'),
      device('https://[::1]/push/x'),
      device('https://192.168.1.1/push/x'),
      device('https://router/push/x'),
      'not json',
    ];
    for (const body of bad) expect((await call('api/push-subscriptions', { method: 'POST', body, cookie })).status).toBe(400);
    expect((await call('api/push-subscriptions', { method: 'POST', body: good, cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await call('api/push-subscriptions', { method: 'POST', body: good })).status).toBe(401);
    expect(await stored()).toEqual([]);
  });

  it('gives no key when push alerts are not set up (the toggle then hides), an empty device list and 404 for subscribing', async () => {
    const plain = createBookingReceiver({ database: join(dir, 'plain.sqlite'), trustProxy: false });
    const without = createInboxHandler({ database: plain, adminToken: TOKEN, assetsDir: dir });
    const signed = await without(new Request(`${ORIGIN}/admin/api/session`, { method: 'POST', headers: { origin: ORIGIN }, body: JSON.stringify({ token: TOKEN }) }));
    const cookie = (signed.headers.get('set-cookie') ?? '').split(';')[0];
    expect(await (await without(new Request(`${ORIGIN}/admin/api/push-key`, { headers: { cookie } }))).json()).toEqual({ publicKey: null });
    const subscribe = new Request(`${ORIGIN}/admin/api/push-subscriptions`, { method: 'POST', headers: { cookie, origin: ORIGIN }, body: '{}' });
    expect((await without(subscribe)).status).toBe(404);
    expect(await (await without(new Request(`${ORIGIN}/admin/api/push-subscriptions`, { headers: { cookie } }))).json()).toEqual({ devices: [] });
    await plain.close();
  });
});
