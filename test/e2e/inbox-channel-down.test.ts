/**
 * A notification channel that is down costs no booking and is shown to the owner: the demo server e-mails
 * the owner through an SMTP port that refuses (nothing listens there); bookings are answered 201 and the
 * inbox's list says at its top that e-mail notifications are failing, in words, with a Retry-all. Once an
 * SMTP server listens on that port, Retry all sends the queued e-mails and the notice goes. Axe at 360 px;
 * the failing notice's screenshot in .tmp/shots/.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../doubles/push-endpoints';
import { startDemoServer, launchChromium, type DemoServer } from './demo-server';
import { axe } from './page-axe';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';

const SHOTS = fileURLToPath(new URL('../../.tmp/shots/', import.meta.url));
const TOKEN = 'channel-down-e2e-token-0123456789abcdefghij';
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A loopback port nobody listens on (taken and released), so a connection to it is refused. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening));
  const { port } = probe.address() as { port: number };
  await new Promise((closed) => probe.close(closed));
  return port;
}

let dir: string;
let smtpPort: number;
let server: DemoServer;
let browser: Browser;
let page: Page;
let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bali-e2e-channel-down-'));
  smtpPort = await closedPort();
  server = await startDemoServer({
    BOOKINGS_DB: join(dir, 'bookings.sqlite'),
    ADMIN_TOKEN: TOKEN,
    RATE_LIMIT_PER_MINUTE: '0',
    SPAM_SHIELD: 'off',
    NOTIFY_EMAIL: 'owner@villa.example',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  });
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 360, height: 780 } })).newPage();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function book(name: string): Promise<number> {
  const response = await fetch(`${server.base}/api/book-accommodation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({
      name, email: 'guest@example.com', whatsapp: '+6281234567890', checkIn: day(30), checkOut: day(33),
      budgetCurrency: 'USD', budgetAmount: 900, travelType: ['Airbnb Guest - Honeymoon'],
    }),
  });
  return response.status;
}

const notice = () => page.getByRole('list', { name: 'Notifications' });

describe('a notification channel that is down', () => {
  it('keeps answering 201 while SMTP refuses, and the inbox says e-mail is failing, in words', async () => {
    expect(await book('Made Wirawan')).toBe(201);
    expect(await book('Ni Luh Putu')).toBe(201);
    await page.goto(`${server.base}/admin/`);
    await page.getByLabel('Admin token').fill(TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('.req__name').first().waitFor();
    // The dispatcher tries at once; the list shows the failure on its next read.
    await expect
      .poll(async () => {
        await page.reload();
        await page.locator('.req__name').first().waitFor();
        return notice().isVisible();
      }, { timeout: 30_000, interval: 500 })
      .toBe(true);
    const text = await notice().textContent();
    expect(text).toContain('E-mail notifications: failing.');
    expect(text).toContain('The server could not be reached');
    expect(text).toContain('ECONNREFUSED');
    expect(await page.locator('.req__name').count()).toBe(2);
    expect(await axe(page)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'inbox-channel-failing-360.png'), fullPage: true });
    // The request's own notifications say the same in words, the code after them.
    await page.locator('.req__name').first().click();
    const sent = page.getByRole('region', { name: 'Notifications' });
    // This request's own attempt may come after the other's: the page is read again until it has failed.
    await expect
      .poll(async () => {
        await page.reload();
        await sent.waitFor();
        return sent.textContent();
      }, { timeout: 30_000, interval: 500 })
      .toContain('The server could not be reached');
    expect(await sent.textContent()).toContain('(SMTP ECONNREFUSED');
    expect(await axe(page)).toEqual([]);
    await page.goBack();
    await notice().waitFor();
  }, 90_000);

  it('sends the queued e-mails on Retry all once the server listens, and the notice goes', async () => {
    sink = await startSmtpSink({}, smtpPort);
    await page.getByRole('button', { name: 'Retry all E-mail notifications' }).click();
    await sink.received(2);
    await expect.poll(() => notice().count(), { timeout: 30_000 }).toBe(0);
    expect(await axe(page)).toEqual([]);
  }, 60_000);
});
