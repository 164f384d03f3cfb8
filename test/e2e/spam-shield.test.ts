/**
 * The spam shield through the demo (`npm start`: built bundle, built receiver, strict CSP), with an SMTP
 * sink and a webhook sink: a scripted client without a proof gets 201 and nothing is sent; a person in
 * Chromium at 4× CPU throttling books as new and is announced once (how fast its key events are while the
 * proof is solved is measured by `npm run bench`, not here); a headless browser that fills every
 * input, the honeypot included, is spam; "Not spam" in the inbox announces once; the Spam view at 360 px
 * passes axe.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, startWebhookEndpoint } from '../doubles/push-endpoints';
import { launchChromium, startDemoServer, typeWhatsApp, type DemoServer } from './demo-server';
import { axe } from './page-axe';
import { collectProblems, signInToInbox } from '../helpers/browser-page';

const TOKEN = 'spam-e2e-admin-token-0123456789abcdef';
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Listed = { id: string; name: string; status: string; signals?: string[]; deliveries: { channel: string; state: string; attempts: number }[] };

let dir: string;
let server: DemoServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let hook: Awaited<ReturnType<typeof startWebhookEndpoint>>;
const hookNames: string[] = [];
const hookWaiters: Array<() => void> = [];
const hooksReceived = async (count: number) => {
  while (hookNames.length < count) await new Promise<void>((wake) => hookWaiters.push(wake));
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bali-e2e-spam-'));
  smtp = await startSmtpSink();
  hook = await startWebhookEndpoint(async (request) => {
    const body = (await request.json()) as { data?: { name?: string } };
    hookNames.push(body.data?.name ?? '?');
    hookWaiters.splice(0).forEach((wake) => wake());
    return new Response(null, { status: 204 });
  });
  server = await startDemoServer({
    BOOKINGS_DB: join(dir, 'bookings.sqlite'),
    ADMIN_TOKEN: TOKEN,
    RATE_LIMIT_PER_MINUTE: '100',
    NOTIFY_EMAIL: 'owner@villa.example',
    SMTP_URL: smtp.url,
    WEBHOOK_URL: hook.url,
    WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
  });
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await hook?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function listed(): Promise<Listed[]> {
  const response = await fetch(`${server.base}/api/bookings`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  return ((await response.json()) as { bookings: Listed[] }).bookings;
}
const byName = async (name: string) => (await listed()).find((b) => b.name === name)!;

/** Fills step 1 as a person does (typing), step 2 as the form's own tests do, and books. */
async function bookAsPerson(page: Page, name: string, email: string) {
  const form = page.locator('bali-booking-form');
  await form.locator('input[name="name"]').pressSequentially(name, { delay: 40 });
  await form.locator('input[name="email"]').pressSequentially(email, { delay: 40 });
  await typeWhatsApp(form, '81298765432');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.locator('input[name="checkIn"]').fill(day(30));
  await form.locator('input[name="checkOut"]').fill(day(36));
  await form.locator('input[name="budgetAmount"]').fill('2500');
  await form.locator('label', { has: page.locator('input[value="Airbnb Guest - Honeymoon"]') }).click();
  await form.getByRole('button', { name: 'Book Accommodation' }).click();
  await form.getByRole('heading', { name: 'Success!' }).waitFor({ timeout: 30_000 });
}

describe('the spam shield', () => {
  it('answers a scripted client without a proof with 201 and stores its requests as spam, announced to nobody', async () => {
    for (let i = 0; i < 3; i += 1) {
      const answer = await fetch(`${server.base}/api/book-accommodation`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: JSON.stringify({
          name: `Script ${i}`, email: `script${i}@example.com`, whatsapp: '+6281234567890', checkIn: day(20), checkOut: day(22),
          budgetCurrency: 'USD', budgetAmount: 900, travelType: ['Airbnb Guest - Honeymoon'],
        }),
      });
      expect(answer.status).toBe(201);
    }
    for (const row of (await listed()).filter((b) => b.name.startsWith('Script '))) {
      // No proof, and no Origin header as every browser sends: two signals.
      expect(row).toMatchObject({ status: 'spam', signals: ['proof-missing', 'no-origin'], deliveries: [] });
    }
  });

  it('lets a person at 4× CPU throttling book as new, announced once (the scripted requests never)', async () => {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // How long key events take while the proof is solved is a timing: `npm run bench` measures it against React alone.
    const challenged = page.waitForResponse('**/api/booking-challenge');
    await page.goto(`${server.base}/services/`);
    await challenged;
    await bookAsPerson(page, 'Putu Person', 'putu.person@example.com');
    const row = await byName('Putu Person');
    expect(row.status).toBe('new');
    expect(row.signals ?? []).not.toContain('proof-missing');
    await smtp.received(1);
    await hooksReceived(1);
    await expect.poll(async () => (await byName('Putu Person')).deliveries.map((d) => [d.channel, d.state, d.attempts]), { timeout: 20_000 }).toEqual([
      ['email', 'delivered', 1],
      ['webhook', 'delivered', 1],
    ]);
    // Everything sent so far is the person's: the three scripted requests queued nothing.
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0].raw).toContain('Putu Person');
    expect(hookNames).toEqual(['Putu Person']);
    await page.close();
  });

  it('takes a headless browser that fills every input, the honeypot included, for spam', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.base}/services/`);
    const form = page.locator('bali-booking-form');
    // What form-filling scripts do: every text input of the step gets a value, hidden or not.
    await form.locator('input[name="name"]').fill('Best SEO offer https://seo.example');
    await form.locator('input[name="email"]').fill('seo@example.com');
    await typeWhatsApp(form, '81211112222');
    await page.evaluate(() => {
      const root = document.querySelector('bali-booking-form')!.shadowRoot!;
      for (const input of root.querySelectorAll<HTMLInputElement>('input[name="website"]')) {
        input.value = 'https://seo.example';
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
    await form.getByRole('button', { name: 'Next' }).click();
    await form.locator('input[name="checkIn"]').fill(day(25));
    await form.locator('input[name="checkOut"]').fill(day(27));
    await form.locator('input[name="budgetAmount"]').fill('100');
    await form.locator('label', { has: page.locator('input[value="Airbnb Guest - Honeymoon"]') }).click();
    await form.getByRole('button', { name: 'Book Accommodation' }).click();
    await form.getByRole('heading', { name: 'Success!' }).waitFor({ timeout: 30_000 });
    const row = await byName('Best SEO offer https://seo.example');
    expect(row.status).toBe('spam');
    expect(row.signals).toEqual(expect.arrayContaining(['honeypot', 'link-in-name']));
    expect(row.deliveries).toEqual([]);
    await page.close();
  });

  it('shows the Spam view at 360 px without axe violations; "Not spam" announces the request once', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
    const csp = collectProblems(page);
    await signInToInbox(page, server.base, TOKEN);
    // The list says how many were filtered this week and links the Spam view, where each card says why.
    const filtered = page.getByRole('link', { name: '4 requests filtered as spam this week' });
    await filtered.waitFor();
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: join(dir, '..', 'bali-spam-list-360.png') });
    await filtered.click();
    await expect.poll(() => page.locator('.req__name').allTextContents()).toHaveLength(4);
    expect(new URL(page.url()).search).toBe('?status=spam');
    expect(await page.locator('.req .spam-note').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('not sent from a web browser'), expect.stringContaining('a web link in the name')]),
    );
    expect(await page.locator('.req .spam-note').count()).toBe(4);
    // A card says what happened in the owner's words only; the developer's detail is on the request.
    expect(await page.locator('.req details').count()).toBe(0);
    expect(await page.locator('.cards').evaluate((el) => (el as HTMLElement).innerText)).not.toMatch(/proof of work|Origin|honeypot/);
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: join(dir, '..', 'bali-spam-view-360.png'), fullPage: true });

    await page.getByRole('link', { name: 'Script 0', exact: true }).click();
    await page.getByRole('button', { name: 'Not spam', exact: true }).waitFor();
    expect(await page.locator('.spam-note').textContent()).toBe('Spam: sent without the form’s automatic check; not sent from a web browser. Erased after 30 days.');
    // "proof of work" and "no Origin header" were the owner's words once: now they wait, closed, under "Technical details".
    const details = page.locator('.spam-block details');
    const onScreen = () => page.locator('body').evaluate((el) => (el as HTMLElement).innerText);
    expect(await onScreen()).not.toMatch(/proof of work|Origin|proof-missing/);
    expect(await details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: join(dir, '..', 'bali-spam-detail-360.png'), fullPage: true });
    await details.getByText('Technical details').click();
    expect(await details.locator('li').allTextContents()).toEqual([
      'proof-missing No proof of work (X-Bali-Proof header) came with the request.',
      'no-origin No Origin header: every browser sends one with a form’s POST.',
    ]);
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: join(dir, '..', 'bali-spam-detail-open-360.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 860 });
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: join(dir, '..', 'bali-spam-detail-1280.png') });
    // In Indonesian too: the owner's line without "proof of work", the detail in the disclosure.
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Bahasa Indonesia' }).click();
    await expect.poll(() => page.locator('.spam-note').textContent()).toBe('Spam: dikirim tanpa pemeriksaan otomatis dari formulir; tidak dikirim dari browser web. Dihapus setelah 30 hari.');
    expect(await details.locator('summary').textContent()).toBe('Detail teknis');
    // The language buttons' colours are still on their way: axe reads them once there.
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await axe(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(dir, '..', 'bali-spam-detail-id-1280.png') });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: join(dir, '..', 'bali-spam-detail-id-360.png'), fullPage: true });
    await details.getByText('Detail teknis').click();
    expect(await onScreen()).not.toMatch(/proof of work|bukti kerja|Origin/);
    await page.getByRole('group', { name: 'Bahasa' }).getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Not spam', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Not spam', exact: true }).click();
    await page.getByRole('button', { name: 'Spam', exact: true }).waitFor();
    await smtp.received(2);
    await hooksReceived(2);
    await expect.poll(async () => (await byName('Script 0')).deliveries.map((d) => [d.channel, d.state, d.attempts]), { timeout: 20_000 }).toEqual([
      ['email', 'delivered', 1],
      ['webhook', 'delivered', 1],
    ]);
    // "Spam" and "Not spam" again: the request was announced already, so nothing more is sent.
    await page.getByRole('button', { name: 'Spam', exact: true }).click();
    await page.getByRole('button', { name: 'Not spam', exact: true }).click();
    await page.getByRole('button', { name: 'Spam', exact: true }).waitFor();
    expect((await byName('Script 0')).deliveries).toHaveLength(2);
    expect(hookNames).toEqual(['Putu Person', 'Script 0']);
    expect(smtp.messages).toHaveLength(2);
    expect(csp).toEqual([]);
    await page.close();
  });
});

