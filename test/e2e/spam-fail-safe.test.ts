/**
 * No real guest is lost to the spam shield for what their browser or network did. The built form in
 * Chromium books through the receiver on a real loopback server, announced by e-mail into an SMTP sink:
 * on a plain-`http` page under a name (no `crypto.subtle`: the plain-JavaScript SHA-256 solves), with the
 * challenge route failing (the connection dropped), answering 503, and with an endpoint written with a
 * trailing slash (Next.js `trailingSlash: true`). Each booking is stored as new and its e-mail is sent.
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../doubles/push-endpoints';
import { createBookingReceiver, type BookingReceiver } from '../../src/server/receiver';
import { toNodeListener } from '../../src/server/http/node-adapter';
import { typeWhatsApp } from './demo-server';

const bundle = readFileSync(new URL('../../dist/bali-widgets.js', import.meta.url));
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Mode = 'ok' | 'drop' | '503';
let challengeMode: Mode = 'ok';
const challengeAsked: string[] = [];

let dir: string;
let server: Server;
let port: number;
let browser: Browser;
let receiver: BookingReceiver;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bali-e2e-failsafe-'));
  smtp = await startSmtpSink();
  receiver = createBookingReceiver({
    database: join(dir, 'bookings.sqlite'),
    trustProxy: false,
    rateLimitPerMinute: 0,
    notify: { email: { to: 'owner@villa.example', smtp: smtp.url } },
    spamShield: { maxNumber: 5_000 },
  });
  const book = toNodeListener(receiver.bookingHandler);
  const challenge = toNodeListener(receiver.challengeHandler);
  server = createServer((req, res) => {
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://villa.test');
    if (pathname === '/bali-widgets.js') return res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(bundle);
    if (pathname === '/api/book-accommodation' || pathname === '/api/book-accommodation/') return void book(req, res);
    if (pathname === '/api/booking-challenge' || pathname === '/api/booking-challenge/') {
      challengeAsked.push(pathname);
      if (challengeMode === 'drop') return req.socket.destroy();
      if (challengeMode === '503') return res.writeHead(503, { 'Retry-After': '5' }).end();
      return void challenge(req, res);
    }
    const endpoint = searchParams.get('endpoint') ?? '/api/book-accommodation';
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="en"><title>Villa</title><main><bali-booking-form endpoint="${endpoint}"></bali-booking-form></main><script type="module" src="/bali-widgets.js"></script>`,
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  port = (server.address() as { port: number }).port;
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
      // A name, not localhost: Chromium treats loopback addresses as secure and would keep crypto.subtle.
      '--host-resolver-rules=MAP villa.test 127.0.0.1',
    ],
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await new Promise((closed) => server?.close(closed));
  await receiver?.close();
  await smtp?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Books as a guest on the page; resolves with the stored request once its owner e-mail was delivered. */
let guests = 0;
async function bookAsGuest(page: Page, name: string, email: string) {
  guests += 1;
  const form = page.locator('bali-booking-form');
  await form.locator('input[name="name"]').pressSequentially(name, { delay: 20 });
  await form.locator('input[name="email"]').fill(email);
  // A number of their own: a fourth request of one guest in a day would be stored unannounced.
  await typeWhatsApp(form, `8129876543${guests}`);
  await form.getByRole('button', { name: 'Next' }).click();
  await form.locator('input[name="checkIn"]').fill(day(30));
  await form.locator('input[name="checkOut"]').fill(day(34));
  await form.locator('input[name="budgetAmount"]').fill('1800');
  await form.locator('label', { has: page.locator('input[value="Airbnb Guest - Honeymoon"]') }).click();
  await form.getByRole('button', { name: 'Book Accommodation' }).click();
  await form.getByRole('heading', { name: 'Success!' }).waitFor({ timeout: 30_000 });
  const bookings = await receiver.bookings();
  const stored = (await bookings.list({ limit: 50 })).bookings.find((b) => b.name === name)!;
  await expect
    .poll(async () => ((await bookings.get(stored.id)) as { deliveries?: { channel: string; state: string }[] }).deliveries?.map((d) => [d.channel, d.state]), { timeout: 20_000 })
    .toEqual([['email', 'delivered']]);
  return stored;
}

describe('the spam shield fails safe in Chromium', () => {
  it('books as new from a plain-http page, where the page has no crypto.subtle', async () => {
    challengeMode = 'ok';
    const page = await browser.newPage();
    await page.goto(`http://villa.test:${port}/`);
    expect(await page.evaluate(() => [window.isSecureContext, Boolean(globalThis.crypto?.subtle)])).toEqual([false, false]);
    const stored = await bookAsGuest(page, 'Wayan Plainhttp', 'wayan@example.com');
    expect(stored.status).toBe('new');
    expect(stored.signals ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/^proof-/)]));
    await page.close();
  });

  for (const mode of ['drop', '503'] as const) {
    it(`books as new when the challenge ${mode === 'drop' ? 'connection fails' : 'answers 503'}: the request says no challenge could be had`, async () => {
      challengeMode = mode;
      challengeAsked.length = 0;
      const page = await browser.newPage();
      await page.goto(`http://villa.test:${port}/`);
      const name = mode === 'drop' ? 'Komang Dropped' : 'Ketut Unavailable';
      const stored = await bookAsGuest(page, name, `${mode}@example.com`);
      expect(stored.status).toBe('new');
      expect(stored.signals).toContain('proof-unavailable');
      // Asked when step 1 showed and once more at send time.
      expect(challengeAsked.length).toBeGreaterThanOrEqual(2);
      await page.close();
    });
  }

  it('books as new with an endpoint written with a trailing slash: the challenge is asked beside it', async () => {
    challengeMode = 'ok';
    challengeAsked.length = 0;
    const page = await browser.newPage();
    await page.goto(`http://villa.test:${port}/?endpoint=/api/book-accommodation/`);
    const stored = await bookAsGuest(page, 'Nyoman Slash', 'slash@example.com');
    expect(stored.status).toBe('new');
    expect(stored.signals ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/^proof-/)]));
    expect(new Set(challengeAsked)).toEqual(new Set(['/api/booking-challenge/']));
    await page.close();
  });
});
