import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { createChannels, describeNotify, notifyOptionsFromEnv } from './notify-options';

const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

describe('notifyOptionsFromEnv', () => {
  it('turns on the channels whose variables are set', () => {
    expect(notifyOptionsFromEnv({})).toEqual({});
    expect(
      notifyOptionsFromEnv({
        NOTIFY_EMAIL: 'owner@villa.example', SMTP_URL: 'smtp://u:p@smtp.example.com:587', MAIL_FROM: ' ',
        WEBHOOK_URL: 'https://hooks.example.com/t/abc', WEBHOOK_SECRET: secret,
      }),
    ).toEqual({
      email: { to: 'owner@villa.example', smtp: 'smtp://u:p@smtp.example.com:587', from: undefined },
      webhook: { url: 'https://hooks.example.com/t/abc', secret },
    });
  });

  it('turns push alerts on with PUSH_SUBJECT, and checks the subject and the VAPID pair at once', () => {
    const keys = webpush.generateVAPIDKeys();
    expect(notifyOptionsFromEnv({ PUSH_SUBJECT: 'mailto:owner@villa.example', PUSH_ALLOW_PRIVATE: '1' })).toEqual({
      push: { subject: 'mailto:owner@villa.example', vapidPublicKey: undefined, vapidPrivateKey: undefined, allowPrivatePush: true },
    });
    expect(notifyOptionsFromEnv({ PUSH_SUBJECT: 'https://villa.example', VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).push)
      .toEqual({ subject: 'https://villa.example', vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey, allowPrivatePush: false });
    expect(() => notifyOptionsFromEnv({ PUSH_SUBJECT: 'owner@villa.example' })).toThrow('PUSH_SUBJECT must be mailto:');
    expect(() => notifyOptionsFromEnv({ PUSH_SUBJECT: 'mailto:o@villa.example', VAPID_PUBLIC_KEY: keys.publicKey })).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must both be set');
    expect(() => notifyOptionsFromEnv({ VAPID_PRIVATE_KEY: keys.privateKey })).toThrow('Push alerts need PUSH_SUBJECT');
    expect(describeNotify({ push: { subject: 'mailto:o@villa.example' } })).toBe('Notifications: push alerts to the devices that turn them on in the inbox.');
  });

  it('turns the guest acknowledgement on with GUEST_ACK=on, only with e-mail', () => {
    const mail = { NOTIFY_EMAIL: 'owner@villa.example', SMTP_URL: 'smtp://smtp.example.com:587' };
    expect(notifyOptionsFromEnv({ ...mail, GUEST_ACK: 'on' }).acknowledge).toBe(true);
    expect(notifyOptionsFromEnv({ ...mail, GUEST_ACK: 'off' }).acknowledge).toBeUndefined();
    expect(() => notifyOptionsFromEnv({ GUEST_ACK: 'on' })).toThrow('GUEST_ACK=on needs e-mail');
    expect(() => notifyOptionsFromEnv({ ...mail, GUEST_ACK: 'yes' })).toThrow('GUEST_ACK must be on or off.');
  });

  it('reads the lease in seconds', () => {
    expect(notifyOptionsFromEnv({ NOTIFY_LEASE_SECONDS: '2' })).toEqual({ leaseMs: 2000 });
    expect(() => notifyOptionsFromEnv({ NOTIFY_LEASE_SECONDS: '0' })).toThrow('NOTIFY_LEASE_SECONDS must be a number of seconds, at least 1.');
  });

  it('checks the values at once', () => {
    expect(() => notifyOptionsFromEnv({ WEBHOOK_URL: 'https://hooks.example.com/', WEBHOOK_SECRET: 'whsec_short' })).toThrow(/WEBHOOK_SECRET/);
    expect(() => notifyOptionsFromEnv({ NOTIFY_EMAIL: 'owner', SMTP_URL: 'smtp://localhost' })).toThrow(/NOTIFY_EMAIL/);
  });

  it('refuses half a channel', () => {
    expect(() => notifyOptionsFromEnv({ NOTIFY_EMAIL: 'owner@villa.example' })).toThrow('E-mail notifications need both NOTIFY_EMAIL and SMTP_URL.');
    expect(() => notifyOptionsFromEnv({ WEBHOOK_SECRET: secret })).toThrow('Webhook notifications need both WEBHOOK_URL and WEBHOOK_SECRET.');
  });
});

describe('describeNotify', () => {
  it('names the channels without passwords, secrets or webhook paths', () => {
    const options = {
      email: { to: 'a@villa.example,b@villa.example', smtp: 'smtps://owner%40villa.example:hunter2@smtp.example.com' },
      webhook: { url: 'https://hooks.example.com/services/T000/B000/XXXX', secret },
    };
    const line = describeNotify(options);
    expect(line).toBe('Notifications: e-mail to 2 addresses via smtp.example.com:465; webhook to https://hooks.example.com.');
    expect(line).not.toMatch(/hunter2|XXXX|whsec/);
    expect(describeNotify({})).toMatch(/^Notifications: off/);
  });

  it('checks the options when the channels are made', () => {
    expect(Object.keys(createChannels({ webhook: { url: 'https://hooks.example.com/', secret } }))).toEqual(['webhook']);
    expect(() => createChannels({ webhook: { url: 'https://hooks.example.com/', secret: 'whsec_short' } })).toThrow(/WEBHOOK_SECRET/);
    expect(() => createChannels({ email: { to: 'not an address', smtp: 'smtp://localhost' } })).toThrow(/NOTIFY_EMAIL/);
  });
});
