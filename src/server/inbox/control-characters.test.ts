/** A NUL or other control character in any text the inbox stores is the caller's 400 on both databases, never a 500. */
import { describe, expect, it } from 'vitest';
import { adminAccessFixture, cookieOf, inboxCall, signIn, TOKEN } from '../../../test/helpers/admin-access';
import { hasControlCharacter } from '../store/control-characters';

describe.each(['SQLite', 'PostgreSQL'] as const)('control characters on %s', { timeout: 30_000 }, (dialect) => {
  const fx = adminAccessFixture(dialect);

  it('refuses them in a feed address, a block note and a push endpoint with 400', async () => {
    const { inbox } = fx.open({ notify: { push: { subject: 'mailto:owner@villa.example' } } });
    const cookie = cookieOf(await inbox(signIn('198.51.100.1', TOKEN)));
    const send = async (path: string, method: string, body: unknown) => {
      const response = await inbox(inboxCall(path, { method, cookie, body }));
      return [response.status, ((await response.json()) as { error?: string }).error];
    };
    for (const url of ['https://feeds.example/a\u0000.ics', 'https://feeds.example/\u0007a.ics']) {
      expect(await send('api/calendar/feeds', 'POST', { listing: 'villa-samudra', url })).toEqual([400, expect.stringMatching(/control character/)]);
    }
    for (const note of ['Family\u0000', 'a\u001bb', 'one\nline']) {
      expect(await send('api/calendar/blocks', 'POST', { listing: 'villa-samudra', from: '2027-02-01', to: '2027-02-03', note })).toEqual([400, expect.stringMatching(/control character/)]);
    }
    const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };
    expect(await send('api/push-subscriptions', 'POST', { endpoint: 'https://fcm.googleapis.com/fcm/send/a\u0000b', keys })).toEqual([400, expect.any(String)]);
    expect(await send('api/push-subscriptions', 'DELETE', { endpoint: 'https://fcm.googleapis.com/\u0000' })).toEqual([400, expect.any(String)]);
    expect(await send('api/push-subscriptions', 'DELETE', { id: 'a\u0000' })).toEqual([400, expect.any(String)]);
    // The same calls without the control character are taken.
    expect((await send('api/calendar/blocks', 'POST', { listing: 'villa-samudra', from: '2027-02-01', to: '2027-02-03', note: 'Family' }))[0]).toBe(201);
  });
});

it('names what counts: C0 and C1 controls (tab and newline too), DEL and the line separators', () => {
  expect(['\u0000', '\u0009', '\u000a', '\u007f', '\u0085', '\u2028'].map(hasControlCharacter)).toEqual([true, true, true, true, true, true]);
  expect(['Ayu', '李小龍', 'https://a.example/%00'].map(hasControlCharacter)).toEqual([false, false, false]);
});
