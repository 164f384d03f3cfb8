/**
 * The inbox as an installed app in Chromium, against a receiver and inbox from source on loopback (the
 * built inbox.js and inbox-sw.js): Chromium's installability check passes; "Notify this phone" stores the
 * device's subscription; a new booking reaches a push service on loopback (VAPID checked, decrypted), and
 * that message delivered to the service worker through the DevTools protocol shows a notification whose
 * click opens the request; with the server gone the last list shows, read-only and marked, and signing
 * out forgets it; axe at 360 px in each state; screenshots in .tmp/shots/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBookingReceiver, createInboxHandler, toNodeListener, type BookingReceiver } from '../../src/server/index';
import { startPushService } from '../doubles/push-service';
import { axe } from './page-axe';
import { signInToInbox } from '../helpers/browser-page';

const TOKEN = 'inbox-app-e2e-token-0123456789abcdef';
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const SHOTS = fileURLToPath(new URL('../../.tmp/shots/', import.meta.url));
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let dir: string;
let receiver: BookingReceiver;
let server: Server;
let base: string;
let context: BrowserContext;
let page: Page;
let push: Awaited<ReturnType<typeof startPushService>>;
const errors: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bali-inbox-app-'));
  mkdirSync(SHOTS, { recursive: true });
  push = await startPushService();
  receiver = createBookingReceiver({
    database: join(dir, 'bookings.sqlite'), trustProxy: false, rateLimitPerMinute: 0, spamShield: false, // bookings come from this script
    notify: { push: { subject: 'mailto:owner@villa.example', allowPrivatePush: true } },
  });
  const inbox = toNodeListener(createInboxHandler({ database: receiver, adminToken: TOKEN, assetsDir: dist }));
  const book = toNodeListener(receiver.bookingHandler);
  server = createServer((req, res) => (req.url?.startsWith('/admin') ? inbox(req, res) : book(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A profile of its own: Chromium never offers to install from an incognito window (a new context is one).
  context = await chromium.launchPersistentContext(join(dir, 'profile'), {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    viewport: { width: 360, height: 780 },
  });
  await context.grantPermissions(['notifications'], { origin: base });
  page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      throw new Error(`CSP: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
}, 60_000);

afterAll(async () => {
  await context?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await receiver?.close();
  await push?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function bookAs(name: string) {
  const response = await fetch(`${base}/api/book-accommodation?listing=villa-samudra`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, email: 'guest@example.kr', whatsapp: '+821012345678', checkIn: day(30), checkOut: day(35), budgetCurrency: 'USD', budgetAmount: 1500, travelType: ['Airbnb Guest - Honeymoon'] }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

it('installs, turns alerts on, shows a pushed request and opens it on a tap, and keeps the list offline', { timeout: 120_000 }, async () => {
  await bookAs('Made Wirawan');
  const device = push.device('chromium');
  // Headless Chromium has no push service of its own: the subscription it would make is the loopback device's.
  await page.addInitScript((subscription) => {
    const made = { endpoint: subscription.endpoint, unsubscribe: async () => true, toJSON: () => subscription };
    let current: typeof made | null = null;
    PushManager.prototype.subscribe = async function () {
      current = made;
      return made as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as unknown as PushSubscription;
  }, device.subscription);

  await signInToInbox(page, base, TOKEN);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: /^Requests/ }).waitFor();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${base}/admin/sw.js`);

  const cdp = await context.newCDPSession(page);
  expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });
  const { url: manifestUrl, errors: manifestErrors } = await cdp.send('Page.getAppManifest');
  expect([manifestUrl, manifestErrors]).toEqual([`${base}/admin/manifest.webmanifest`, []]);

  const toggle = page.getByRole('switch', { name: 'Notify this phone' });
  expect(await toggle.getAttribute('aria-checked')).toBe('false');
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: join(SHOTS, 'inbox-alerts-off-360.png'), fullPage: true });
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: join(SHOTS, 'inbox-alerts-on-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(SHOTS, 'inbox-alerts-on-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });

  await push.received(1); // the device hears of itself first: "Alerts turned on for Chrome on Linux"
  expect(push.messages[0].payload.title).toBe('Alerts turned on for Chrome on Linux');
  const id = await bookAs('Ji-woo Park');
  await push.received(2);
  expect(push.refused).toEqual([]);
  const message = push.messages[1];
  expect(message.payload).toMatchObject({ id, body: expect.stringMatching(/^Ji-woo Park · .+ · USD 1,500$/) });

  // The push service's message, as Chromium's own push service would hand it to the service worker.
  await cdp.send('ServiceWorker.enable');
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${base}/admin/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: `${base}/`, registrationId, data: JSON.stringify(message.payload) });
  const shown = () =>
    page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag })));
  await expect.poll(shown).toEqual([{ title: 'New booking request · villa-samudra', body: message.payload.body, tag: id }]);

  // A tap: the service worker's notificationclick handler with the notification it showed.
  const [worker] = context.serviceWorkers();
  await Promise.all([
    page.waitForURL(`${base}/admin/requests/${id}`),
    worker.evaluate(async () => {
      const scope = globalThis as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean };
      const [notification] = await scope.registration.getNotifications();
      const Click = (globalThis as unknown as { NotificationEvent: new (t: string, i: object) => Event }).NotificationEvent;
      scope.dispatchEvent(new Click('notificationclick', { notification }));
    }),
  ]);
  await page.getByRole('heading', { level: 1, name: 'Ji-woo Park' }).waitFor();

  // Back to the list (the service worker keeps it), then the server goes away.
  await page.goto(`${base}/admin/`);
  await page.getByRole('link', { name: 'Ji-woo Park' }).waitFor();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await page.reload();
  await page.getByText('Offline.', { exact: false }).waitFor();
  expect(await page.locator('.req__name').allTextContents()).toEqual(['Ji-woo Park', 'Made Wirawan']);
  expect(await page.getByRole('switch').count()).toBe(0);
  expect(await page.locator('.tools').isVisible()).toBe(false);
  expect(await page.getByRole('status').filter({ hasText: 'Offline.' }).textContent()).toMatch(/^Offline\. This is the list as it was at .+\. It is read-only until the connection is back\.$/);
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: join(SHOTS, 'inbox-offline-360.png') });

  // Signing out, even offline, forgets the kept list: it names guests.
  expect(await page.evaluate(() => caches.keys())).toEqual(['bali-inbox-1']);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByLabel('Admin token').waitFor();
  expect(await page.evaluate(() => caches.keys())).toEqual([]);
  expect(errors).toEqual([]);
});
