/**
 * Inbox sessions on SQLite and PostgreSQL: bound to the token that made them (a restart with another
 * token ends them all), over 30 days after sign-in however busy, and "Sign out everywhere".
 */
import { describe, expect, it } from 'vitest';
import { adminAccessFixture, cookieOf, inboxCall, signIn, TOKEN } from '../../../test/helpers/admin-access';

const NEW_TOKEN = 'Zr3o1nQ8kW0cF7yTq5mLx2VbH9sDjP4aGe6uKiN_tRw';
const HOUR = 3600_000;

describe.each(['SQLite', 'PostgreSQL'] as const)('inbox sessions on %s', (dialect) => {
  const fx = adminAccessFixture(dialect);

  it('ends every session at once after a restart with a changed token, and keeps them with the same one', { timeout: 30_000 }, async () => {
    const before = fx.open();
    const cookie = cookieOf(await before.inbox(signIn('198.51.100.1', TOKEN)));
    expect((await before.inbox(inboxCall('api/requests', { cookie }))).status).toBe(200);
    await before.receiver.close();

    const same = fx.open();
    expect((await same.inbox(inboxCall('api/requests', { cookie }))).status).toBe(200);
    await same.receiver.close();

    const rotated = fx.open({ adminToken: NEW_TOKEN });
    expect((await rotated.inbox(inboxCall('api/requests', { cookie }))).status).toBe(401);
    expect((await rotated.inbox(inboxCall('api/session', { cookie }))).status).toBe(401);
    expect((await rotated.inbox(signIn('198.51.100.1', TOKEN))).status).toBe(401);
    const fresh = cookieOf(await rotated.inbox(signIn('198.51.100.1', NEW_TOKEN)));
    expect((await rotated.inbox(inboxCall('api/requests', { cookie: fresh }))).status).toBe(200);
  });

  it('ends every session on day 30 after sign-in however often it is used, besides after 12 hours idle', { timeout: 30_000 }, async () => {
    const start = fx.clock.now;
    const { inbox } = fx.open();
    const cookie = cookieOf(await inbox(signIn('198.51.100.2', TOKEN)));
    while (fx.clock.now + 11 * HOUR < start + 30 * 24 * HOUR) {
      fx.clock.now += 11 * HOUR;
      expect((await inbox(inboxCall('api/session', { cookie }))).status).toBe(204);
    }
    fx.clock.now = start + 30 * 24 * HOUR + 1000;
    expect((await inbox(inboxCall('api/session', { cookie }))).status).toBe(401);
    expect((await inbox(inboxCall('api/requests', { cookie }))).status).toBe(401);

    const idle = cookieOf(await inbox(signIn('198.51.100.2', TOKEN)));
    fx.clock.now += 12 * HOUR + 1000;
    expect((await inbox(inboxCall('api/session', { cookie: idle }))).status).toBe(401);
  });

  it('signs out everywhere: every session ends, from the inbox\'s own page and with a session only', { timeout: 30_000 }, async () => {
    const { inbox } = fx.open();
    const phone = cookieOf(await inbox(signIn('198.51.100.3', TOKEN)));
    const laptop = cookieOf(await inbox(signIn('198.51.100.4', TOKEN)));
    expect((await inbox(inboxCall('api/sessions', { method: 'DELETE' }))).status).toBe(401);
    expect((await inbox(inboxCall('api/sessions', { cookie: phone }))).status).toBe(405);
    const crossSite = inboxCall('api/sessions', { method: 'DELETE', cookie: phone });
    crossSite.headers.set('origin', 'https://evil.example');
    expect((await inbox(crossSite)).status).toBe(403);
    expect((await inbox(inboxCall('api/requests', { cookie: laptop }))).status).toBe(200);

    const everywhere = await inbox(inboxCall('api/sessions', { method: 'DELETE', cookie: phone }));
    expect(everywhere.status).toBe(204);
    expect(everywhere.headers.get('set-cookie')).toContain('Max-Age=0');
    for (const cookie of [phone, laptop]) expect((await inbox(inboxCall('api/requests', { cookie }))).status).toBe(401);
  });
});
