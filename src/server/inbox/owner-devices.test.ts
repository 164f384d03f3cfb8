/**
 * The owner's devices on SQLite and PostgreSQL, through the inbox as the page calls it and a real push
 * service on loopback: a device belongs to the session that turned alerts on and goes when it ends; "Sign
 * out everywhere" and a changed token remove every device, so the next booking pushes to none of them;
 * every device hears of a new one; a token rolled back revives no session.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { adminAccessFixture, cookieOf, inboxCall, signIn, TOKEN } from '../../../test/helpers/admin-access';
import { post } from '../../../test/helpers/receiver';
import { startPushService } from '../../../test/doubles/push-service';

const NEW_TOKEN = 'Zr3o1nQ8kW0cF7yTq5mLx2VbH9sDjP4aGe6uKiN_tRw';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

describe.each(['SQLite', 'PostgreSQL'] as const)('the owner\'s devices on %s', { timeout: 60_000 }, (dialect) => {
  const fx = adminAccessFixture(dialect);
  const push = { notify: { push: { subject: 'mailto:owner@villa.example', allowPrivatePush: true } }, rateLimitPerMinute: 0, spamShield: false } as const;

  /** A receiver and inbox on the describe's database; `fresh` first signs out everywhere (earlier tests' devices go). */
  async function setUp(adminToken = TOKEN, fresh = true) {
    const service = await startPushService();
    closing.push(service.close);
    const opened = fx.open({ ...push, adminToken });
    if (fresh) await opened.inbox(inboxCall('api/sessions', { method: 'DELETE', cookie: cookieOf(await opened.inbox(signIn('198.51.100.9', adminToken))) }));
    const subscribe = async (cookie: string, name: string, userAgent: string) => {
      const request = inboxCall('api/push-subscriptions', { method: 'POST', cookie, body: service.device(name).subscription });
      request.headers.set('user-agent', userAgent);
      return (await opened.inbox(request)).status;
    };
    const devices = async (cookie: string) => (await (await opened.inbox(inboxCall('api/push-subscriptions', { cookie }))).json()).devices as Array<Record<string, unknown>>;
    const book = async () => {
      const response = await opened.receiver.bookingHandler(post());
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    /** How many push deliveries a booking queued. */
    const pushDeliveries = async (bookingId: string) => {
      const store = (await opened.receiver.store())!;
      return (await store.db.selectFrom('deliveries' as never).select('id' as never)
        .where('channel' as never, '=', 'push' as never).where('booking_id' as never, '=', bookingId as never).execute()).length;
    };
    return { ...opened, service, subscribe, devices, book, pushDeliveries };
  }

  it('lists each device with its browser, tells every device of a new one, and removes one by "Remove"', async () => {
    const world = await setUp();
    const phone = cookieOf(await world.inbox(signIn('198.51.100.1', TOKEN)));
    expect(await world.subscribe(phone, 'phone', ANDROID)).toBe(204);
    await world.service.received(1);
    const laptop = cookieOf(await world.inbox(signIn('198.51.100.2', TOKEN)));
    expect(await world.subscribe(laptop, 'laptop', MAC)).toBe(204);
    await world.service.received(3);
    const told = world.service.messages.map((m) => [m.device, m.payload.title]).sort();
    expect(told).toEqual([['laptop', 'Alerts turned on for Safari on macOS'], ['phone', 'Alerts turned on for Chrome on Android'], ['phone', 'Alerts turned on for Safari on macOS']]);

    const listed = await world.devices(phone);
    expect(listed.map((d) => [d.browser, d.platform, d.lastDeliveryAt, d.lastError])).toEqual([['Chrome', 'Android', null, null], ['Safari', 'macOS', null, null]]);
    expect(listed.every((d) => typeof d.addedAt === 'string' && typeof d.id === 'string')).toBe(true);

    const remove = await world.inbox(inboxCall('api/push-subscriptions', { method: 'DELETE', cookie: phone, body: { id: listed[1].id } }));
    expect(remove.status).toBe(204);
    expect((await world.devices(phone)).map((d) => d.browser)).toEqual(['Chrome']);
  });

  it('removes a session\'s device when it signs out, and every device on "Sign out everywhere": the next booking pushes to none', async () => {
    const world = await setUp();
    const phone = cookieOf(await world.inbox(signIn('198.51.100.1', TOKEN)));
    const laptop = cookieOf(await world.inbox(signIn('198.51.100.2', TOKEN)));
    await world.subscribe(phone, 'phone', ANDROID);
    await world.subscribe(laptop, 'laptop', MAC);
    await world.inbox(inboxCall('api/session', { method: 'DELETE', cookie: laptop }));
    expect((await world.devices(phone)).map((d) => d.platform)).toEqual(['Android']);

    expect((await world.inbox(inboxCall('api/sessions', { method: 'DELETE', cookie: phone }))).status).toBe(204);
    const again = cookieOf(await world.inbox(signIn('198.51.100.1', TOKEN)));
    expect(await world.devices(again)).toEqual([]);
    expect(await world.pushDeliveries(await world.book())).toBe(0);
  });

  it('removes every device when the token changes, before the first booking after the restart', async () => {
    const before = await setUp();
    const phone = cookieOf(await before.inbox(signIn('198.51.100.1', TOKEN)));
    await before.subscribe(phone, 'phone', ANDROID);
    expect(await before.pushDeliveries(await before.book())).toBe(1);
    await before.receiver.close();

    const after = await setUp(NEW_TOKEN, false);
    expect(await after.pushDeliveries(await after.book())).toBe(0);
    const owner = cookieOf(await after.inbox(signIn('198.51.100.1', NEW_TOKEN)));
    expect(await after.devices(owner)).toEqual([]);
  });

  it('keeps ended sessions ended when the token is rolled back', async () => {
    const first = fx.open();
    const cookie = cookieOf(await first.inbox(signIn('198.51.100.1', TOKEN)));
    expect((await first.inbox(inboxCall('api/session', { cookie }))).status).toBe(204);
    await first.receiver.close();
    const rotated = fx.open({ adminToken: NEW_TOKEN });
    expect((await rotated.inbox(inboxCall('api/session', { cookie }))).status).toBe(401);
    await rotated.receiver.close();
    const rolledBack = fx.open();
    expect((await rolledBack.inbox(inboxCall('api/session', { cookie }))).status).toBe(401);
    expect((await rolledBack.inbox(inboxCall('api/requests', { cookie }))).status).toBe(401);
    const fresh = cookieOf(await rolledBack.inbox(signIn('198.51.100.1', TOKEN)));
    expect((await rolledBack.inbox(inboxCall('api/session', { cookie: fresh }))).status).toBe(204);
  });

  it('stores the token only as a slow-keyed fingerprint with a salt', async () => {
    const { inbox, receiver } = fx.open();
    await inbox(signIn('198.51.100.1', TOKEN));
    const store = (await receiver.store())!;
    const row = await store.db.selectFrom('admin_token' as never).selectAll().executeTakeFirstOrThrow() as { salt: string; token_mac: string };
    expect(row.salt.length).toBeGreaterThanOrEqual(16);
    const sessions = await store.db.selectFrom('inbox_sessions' as never).select('token_mac' as never).execute() as Array<{ token_mac: string }>;
    expect(new Set(sessions.map((s) => s.token_mac))).toEqual(new Set([row.token_mac]));
    const { createHmac } = await import('node:crypto');
    expect(row.token_mac).not.toBe(createHmac('sha256', TOKEN).update('bali-widgets inbox session').digest('hex'));
    expect(JSON.stringify(row)).not.toContain(TOKEN);
  });
});
