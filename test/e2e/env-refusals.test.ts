/**
 * Every variable docs/server.md documents for the demo server, with a value it cannot use: the start refuses
 * (exit code 1, before listening) with a message naming the variable, and never prints a secret's value.
 * A start that would listen anyway is killed and fails the case.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'bali-env-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const stripeKey = 'sk_test_51EnvRefusalsSecretKeyValue';
const xenditKey = 'xnd_development_EnvRefusalsSecretKeyValue';
const mail = { NOTIFY_EMAIL: 'owner@villa.example', SMTP_URL: 'smtp://smtp.example.com:587' };
/** The variable, the environment that sets it wrong (with what it needs beside it), and its secret value if any. */
const CASES: [string, Record<string, string>, string?][] = [
  ['PORT', { PORT: 'eighty' }],
  ['HOST', { HOST: '203.0.113.250' }],
  ['BOOKINGS_DB', { BOOKINGS_DB: 'demo/bookings.sqlite' }],
  ['ALLOWED_ORIGINS', { ALLOWED_ORIGINS: 'partner.example' }],
  ['ADMIN_TOKEN', { ADMIN_TOKEN: 'hunter2-hunter2' }, 'hunter2-hunter2'],
  ['RATE_LIMIT_PER_MINUTE', { RATE_LIMIT_PER_MINUTE: 'ten' }],
  ['ADMIN_ATTEMPTS_PER_MINUTE', { ADMIN_ATTEMPTS_PER_MINUTE: '0' }],
  ['RETENTION_DAYS', { RETENTION_DAYS: 'a month' }],
  ['NOTIFY_EMAIL', { ...mail, NOTIFY_EMAIL: 'owner at villa' }],
  ['SMTP_URL', { ...mail, SMTP_URL: 'mail.example.com' }],
  ['SMTP_URL', { NOTIFY_EMAIL: 'owner@villa.example' }],
  ['MAIL_FROM', { ...mail, MAIL_FROM: 'Villa Samudra' }],
  ['WEBHOOK_URL', { WEBHOOK_URL: 'hooks.example.com/bookings', WEBHOOK_SECRET: secret }, secret],
  ['WEBHOOK_SECRET', { WEBHOOK_URL: 'https://hooks.example.com/bookings', WEBHOOK_SECRET: 'whsec_c2hvcnQ=' }, 'whsec_c2hvcnQ='],
  ['NOTIFY_LEASE_SECONDS', { NOTIFY_LEASE_SECONDS: 'two minutes' }],
  ['PUSH_SUBJECT', { PUSH_SUBJECT: 'owner@villa.example' }],
  ['VAPID_PUBLIC_KEY', { PUSH_SUBJECT: 'mailto:owner@villa.example', VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: 'private-key-value' }, 'private-key-value'],
  ['PUSH_ALLOW_PRIVATE', { PUSH_SUBJECT: 'mailto:owner@villa.example', PUSH_ALLOW_PRIVATE: 'yes please' }],
  ['GUEST_ACK', { ...mail, GUEST_ACK: 'yes' }],
  ['GUEST_ACK', { GUEST_ACK: 'on' }],
  ['CALENDAR_FEEDS', { CALENDAR_FEEDS: 'villa-samudra=not-a-url' }],
  ['CALENDAR_TIME_ZONE', { CALENDAR_TIME_ZONE: 'Bali/Ubud' }],
  ['CALENDAR_ALLOW_PRIVATE', { CALENDAR_ALLOW_PRIVATE: 'sure' }],
  ['SPAM_SHIELD', { SPAM_SHIELD: 'maybe' }],
  ['SPAM_SECRET', { SPAM_SECRET: 'short-spam-secret' }, 'short-spam-secret'],
  ['SPAM_DIFFICULTY', { SPAM_DIFFICULTY: 'hard' }],
  ['PUBLIC_ORIGIN', { PUBLIC_ORIGIN: 'villa.example' }],
  ['OFFER_BANK_DETAILS', { OFFER_BANK_DETAILS: `BCA 123 456 7890 ${'x'.repeat(2100)}` }],
  ['STRIPE_SECRET_KEY', { STRIPE_SECRET_KEY: 'pk_test_publishable_not_secret_key', STRIPE_WEBHOOK_SECRET: secret }, secret],
  ['STRIPE_WEBHOOK_SECRET', { STRIPE_SECRET_KEY: stripeKey }, stripeKey],
  ['STRIPE_WEBHOOK_SECRET', { STRIPE_SECRET_KEY: stripeKey, STRIPE_WEBHOOK_SECRET: 'signing-secret-without-prefix' }, 'signing-secret-without-prefix'],
  ['STRIPE_API_BASE', { STRIPE_SECRET_KEY: stripeKey, STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_BASE: 'api.stripe.example' }, stripeKey],
  ['XENDIT_SECRET_KEY', { XENDIT_SECRET_KEY: 'xnd_public_development_not_secret', XENDIT_CALLBACK_TOKEN: 'callback-token-value' }, 'callback-token-value'],
  ['XENDIT_CALLBACK_TOKEN', { XENDIT_SECRET_KEY: xenditKey }, xenditKey],
  ['XENDIT_SECRET_KEY', { XENDIT_CALLBACK_TOKEN: 'callback-token-value' }, 'callback-token-value'],
  ['XENDIT_API_BASE', { XENDIT_SECRET_KEY: xenditKey, XENDIT_CALLBACK_TOKEN: 'callback-token-value', XENDIT_API_BASE: 'ftp://api.xendit.example' }, xenditKey],
];

async function startWith(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['demo/server.mjs'], {
    cwd: repo,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', BOOKINGS_DB: join(dir, 'b.sqlite'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = once(child, 'exit');
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    if (/bali-widgets demo: http/.test(output)) child.kill('SIGKILL'); // it started: the case fails on its code
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const [code] = await exited;
  return { code, output };
}

it('documents every variable tried here in docs/server.md', () => {
  const documented = readFileSync(join(repo, 'docs/server.md'), 'utf8');
  for (const [name] of CASES) expect(documented, name).toContain(`\`${name}\``);
});

it.each(CASES)('%s with a value it cannot use stops the start with a message naming it', async (name, env, secretValue) => {
  const { code, output } = await startWith(env);
  expect(code, output).toBe(1);
  expect(output).toContain(name);
  expect(output).not.toMatch(/^\s+at /m); // a message, not a stack trace
  if (secretValue) expect(output).not.toContain(secretValue);
}, 30_000);
