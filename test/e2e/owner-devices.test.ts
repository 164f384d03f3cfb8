/**
 * The owner's devices in Chromium, two browser contexts as two devices, against a receiver and inbox from
 * source on loopback (the built inbox.js and inbox-sw.js): each keeps the list for offline use, and what it
 * keeps names guests but holds no e-mail address or phone; a direct visit to a request's JSON is never kept.
 * "Sign out everywhere" on one device; the other, offline meanwhile, is brought online: it shows the sign-in
 * form and its Cache Storage holds nothing personal, as a page at /services/ on the same origin sees it.
 * Devices lists a device with alerts and removes it at 360 px, axe in each state; screenshots in .tmp/shots/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBookingReceiver, createInboxHandler, toNodeListener, type BookingReceiver } from '../../src/server/index';
import { startPushService } from '../doubles/push-service';
import { axe } from './page-axe';
import { signInToInbox } from '../helpers/browser-page';

const TOKEN = 'owner-devices-e2e-token-0123456789abcdef';
const EMAIL = 'made.wirawan@example.id';
const PHONE = '+6281234567890';
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const SHOTS = fileURLToPath(new URL('../../.tmp/shots/', import.meta.url));
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let dir: string;
let receiver: BookingReceiver;
let server: Server;
let base: string;
let browser: Browser;
let push: Awaited<ReturnType<typeof startPushService>>;
/** Requests carrying this cookie get no answer: that device is offline. */
let offlineCookie: string | undefined;
const errors: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bali-owner-devices-'));
  mkdirSync(SHOTS, { recursive: true });
  push = await startPushService();
  receiver = createBookingReceiver({
    database: join(dir, 'bookings.sqlite'), trustProxy: false, rateLimitPerMinute: 0, spamShield: false,
    notify: { push: { subject: 'mailto:owner@villa.example', allowPrivatePush: true } },
  });
  const inbox = toNodeListener(createInboxHandler({ database: receiver, adminToken: TOKEN, assetsDir: dist }));
  const book = toNodeListener(receiver.bookingHandler);
  server = createServer((req, res) => {
    if (offlineCookie && req.headers.cookie?.includes(offlineCookie)) return req.socket.destroy();
    if (req.url?.startsWith('/services/')) return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Villa</title><h1>Villa Samudra</h1>');
    return req.url?.startsWith('/admin') ? inbox(req, res) : book(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await receiver?.close();
  await push?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function device(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await context.grantPermissions(['notifications'], { origin: base });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page };
}

async function signIn(page: Page) {
  await signInToInbox(page, base, TOKEN);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload(); // now under the service worker, which keeps the list
  await page.getByRole('link', { name: 'Made Wirawan' }).waitFor();
}

/** Every entry of every cache this origin holds, as text (what any script on the origin can read). */
const cacheText = (page: Page) =>
  page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) texts.push(`${request.url}\n${await (await cache.match(request))!.text()}`);
    }
    return texts.join('\n');
  });

it('ends the offline copies with the session: signed out everywhere, the other device keeps nothing personal', { timeout: 180_000 }, async () => {
  const response = await fetch(`${base}/api/book-accommodation?listing=villa-samudra`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Made Wirawan', email: EMAIL, whatsapp: PHONE, checkIn: day(30), checkOut: day(35), budgetCurrency: 'USD', budgetAmount: 1500, travelType: ['Airbnb Guest - Honeymoon'] }),
  });
  const { id } = (await response.json()) as { id: string };
  const phone = await device();
  const laptop = await device();
  await signIn(phone.page);
  await signIn(laptop.page);

  // What the phone keeps names the guest for the offline list, and nothing more.
  const kept = await cacheText(phone.page);
  expect(kept).toContain('Made Wirawan');
  expect(kept).not.toContain(EMAIL);
  expect(kept).not.toMatch(/81234567890|wa\.me|mailto:/);
  // A direct visit to a request's JSON is not a page: it is never kept as one.
  await phone.page.goto(`${base}/admin/api/requests/${id}`);
  await phone.page.goto(`${base}/admin/`);
  await phone.page.getByRole('link', { name: 'Made Wirawan' }).waitFor();
  expect(await cacheText(phone.page)).not.toContain(EMAIL);

  // The phone goes offline and shows the kept list.
  offlineCookie = (await phone.context.cookies()).find((c) => c.name === 'bali_inbox')!.value;
  await phone.page.reload();
  await phone.page.getByText('Offline.', { exact: false }).waitFor();

  // On the laptop: "Sign out everywhere".
  await laptop.page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await laptop.page.getByRole('dialog', { name: 'Sign out on every device?' }).getByRole('button', { name: 'Sign out everywhere' }).click();
  await laptop.page.getByLabel('Admin token').waitFor();
  expect(await cacheText(laptop.page)).not.toContain('Made Wirawan');

  // The phone is brought online: the sign-in form, and nothing personal kept.
  offlineCookie = undefined;
  await phone.page.reload();
  await phone.page.getByLabel('Admin token').waitFor();
  expect(await phone.page.getByRole('link', { name: 'Made Wirawan' }).count()).toBe(0);
  await expect.poll(() => cacheText(phone.page)).not.toContain('Made Wirawan');
  const services = await phone.context.newPage();
  await services.goto(`${base}/services/`);
  const seen = await cacheText(services);
  for (const personal of ['Made Wirawan', 'Made', EMAIL, '81234567890']) expect(seen).not.toContain(personal);
  expect(await axe(phone.page)).toEqual([]);
  await phone.context.close();
  await laptop.context.close();
  expect(errors).toEqual([]);
});

it('lists the device with alerts in Devices and removes it, at 360 px with axe', { timeout: 120_000 }, async () => {
  const { context, page } = await device();
  const made = push.device('phone');
  // Headless Chromium has no push service of its own: the subscription it would make is the loopback device's.
  await page.addInitScript((subscription) => {
    const sub = { endpoint: subscription.endpoint, unsubscribe: async () => true, toJSON: () => subscription };
    let current: typeof sub | null = null;
    PushManager.prototype.subscribe = async function () {
      current = sub;
      return sub as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as unknown as PushSubscription;
  }, made.subscription);
  await signIn(page);
  const toggle = page.getByRole('switch', { name: 'Notify this phone' });
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
  const list = page.getByRole('list', { name: 'Devices with alerts' });
  await list.getByText('Chrome on Linux').waitFor();
  await expect.poll(() => list.textContent()).toMatch(/Chrome on Linux · this deviceAdded \d+ \w+ \d{4} · no alert yet/);
  await push.received(1); // the device hears of itself: "Alerts turned on for Chrome on Linux"
  expect(push.messages[0].payload.title).toBe('Alerts turned on for Chrome on Linux');
  expect(await axe(page)).toEqual([]);
  await page.locator('.devices').screenshot({ path: join(SHOTS, 'inbox-devices-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator('.devices').screenshot({ path: join(SHOTS, 'inbox-devices-1280.png') });
  await page.setViewportSize({ width: 360, height: 780 });

  await page.getByRole('button', { name: 'Remove Chrome on Linux' }).click();
  await list.waitFor({ state: 'detached' });
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
  await expect.poll(() => page.getByRole('status').last().textContent()).toMatch(/Chrome on Linux no longer gets alerts\./);
  expect(await axe(page)).toEqual([]);
  await context.close();
  expect(errors).toEqual([]);
});
