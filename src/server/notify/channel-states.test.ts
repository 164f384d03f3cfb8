/**
 * A notification setting never costs a booking: the docs' example with its secrets unset (`next build`, a
 * host where they were never set) builds, stores and answers 201, and the inbox says what is unset; a value
 * that is set but wrong stops the start with its variable, its option and a correct example.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { NOW, post } from '../../../test/helpers/receiver';
import { createBookingReceiver, createInboxHandler } from '../index';
import { settleNotify } from './channel-states';

const TOKEN = 'NAxDY-XlyogpkGJTDImGYtgxrnnnRY5cVavggosaewg';
const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const database = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bali-channels-'));
  dirs.push(dir);
  return join(dir, 'b.sqlite');
};

it('stores and answers 201 with the e-mail channel\'s SMTP_URL unset, says so once in the log, and shows it in the inbox', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const receiver = createBookingReceiver({
    spamShield: false, database: database(), trustProxy: false, now: () => NOW,
    notify: { email: { to: ['owner@villa.example'], smtp: process.env.BALI_TEST_UNSET_SMTP_URL }, acknowledge: true },
  });
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0][0])).toMatch(/E-mail notifications are not configured: SMTP_URL \(notify\.email\.smtp\) not set/);
  expect((await receiver.bookingHandler(post())).status).toBe(201);

  const inbox = createInboxHandler({ database: receiver, adminToken: TOKEN, clientKey: () => 'owner', now: () => NOW });
  const origin = 'http://villa.test';
  const session = await inbox(new Request(`${origin}/admin/api/session`, {
    method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify({ token: TOKEN }),
  }));
  const cookie = session.headers.get('set-cookie')!.split(';')[0];
  const list = await (await inbox(new Request(`${origin}/admin/api/requests`, { headers: { cookie } }))).json();
  expect(list.requests).toHaveLength(1);
  expect(list.channels).toEqual([{ channel: 'email', state: 'not configured', missing: ['SMTP_URL (notify.email.smtp)'] }]);
  expect((await receiver.store())!.db).toBeDefined();
  await receiver.close();
});

it('keeps a complete channel on beside an incomplete one', () => {
  const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
  const { options, states } = settleNotify({
    email: { to: '', smtp: 'smtp://smtp.example.com:587' },
    webhook: { url: 'https://hooks.example.com/bookings', secret },
  });
  expect(options).toEqual({ webhook: { url: 'https://hooks.example.com/bookings', secret } });
  expect(states).toEqual([
    { channel: 'email', state: 'not configured', missing: ['NOTIFY_EMAIL (notify.email.to)'] },
    { channel: 'webhook', state: 'on' },
  ]);
});

it('refuses, by variable and option with a correct example, a value that is set but wrong', () => {
  const make = (notify: Parameters<typeof createBookingReceiver>[0]['notify']) => () =>
    createBookingReceiver({ spamShield: false, database: database(), trustProxy: false, notify });
  expect(make({ email: { to: 'owner@villa.example', smtp: 'mail.example.com' } })).toThrow(
    'SMTP_URL must look like smtp://user:pass@host:587 (smtps://user:pass@host:465 for TLS; option notify.email.smtp).',
  );
  expect(make({ email: { to: 'owner', smtp: 'smtp://smtp.example.com' } })).toThrow(/NOTIFY_EMAIL must be e-mail addresses .* \(option notify\.email\.to\)/);
  expect(make({ webhook: { url: 'hooks.example.com', secret: 'whsec_x' } })).toThrow(/WEBHOOK_/);
  expect(make({ webhook: { url: 'ftp://hooks.example.com', secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}` } })).toThrow(
    /WEBHOOK_URL must be an http\(s\) URL, e\.g\. https:\/\/hooks\.example\.com\/bookings \(option notify\.webhook\.url\)/,
  );
  expect(make({ push: { subject: 'owner@villa.example' } })).toThrow(/PUSH_SUBJECT must be mailto:.*option notify\.push\.subject/);
});

it('refuses the guest acknowledgement without e-mail, as GUEST_ACK=on without NOTIFY_EMAIL is refused', () => {
  expect(() => createBookingReceiver({ spamShield: false, database: database(), trustProxy: false, notify: { acknowledge: true } })).toThrow(
    /notify\.acknowledge needs notify\.email \(GUEST_ACK=on needs NOTIFY_EMAIL and SMTP_URL\)/,
  );
});
