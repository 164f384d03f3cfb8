/**
 * The guest's review page in Chromium at 320 px in Japanese, under its strict CSP: the form, its errors and
 * the thanks with the Google prompt (after a 2-star review too) are axe clean and never scroll sideways.
 * With the spam shield on, the page's own script solves the proof before sending (the review is stored as
 * passed), and a browser without JavaScript still sends (stored, flagged for the owner).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TRAVEL_TAGS } from '../../src/booking-request';
import { toNodeListener } from '../../src/server/http/node-adapter';
import { createBookingReceiver, type BookingReceiver } from '../../src/server/receiver';
import { reviewRequests } from '../../src/server/reviews/review-requests';
import type { Store } from '../../src/server/store';
import { launchChromium } from './demo-server';
import { axe } from './page-axe';

const GOOGLE = 'https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4';
let dir: string;
let receiver: BookingReceiver;
let server: Server;
let browser: Browser;
let origin: string;
let shielded: BookingReceiver;
let shieldedServer: Server;
let shieldedOrigin: string;

const listen = async (handler: BookingReceiver['reviewPageHandler']) => {
  const listening = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return { listening, at: `http://127.0.0.1:${(listening.address() as AddressInfo).port}` };
};

beforeAll(async () => {
  dir = process.env.KEEP_SHOTS || mkdtempSync(join(tmpdir(), 'bali-review-page-'));
  receiver = createBookingReceiver({ database: join(dir, 'b.sqlite'), rateLimitPerMinute: 0, spamShield: false, reviews: { googleReviewUrl: GOOGLE } });
  ({ listening: server, at: origin } = await listen(receiver.reviewPageHandler));
  shielded = createBookingReceiver({ database: join(dir, 's.sqlite'), rateLimitPerMinute: 0, spamShield: { maxNumber: 20_000 }, reviews: { googleReviewUrl: GOOGLE } });
  ({ listening: shieldedServer, at: shieldedOrigin } = await listen(shielded.reviewPageHandler));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await new Promise((resolve) => shieldedServer?.close(resolve));
  await receiver?.close();
  await shielded?.close();
  if (!process.env.KEEP_SHOTS) rmSync(dir, { recursive: true, force: true });
});

async function linkFor(locale: string, on = receiver, at = origin): Promise<string> {
  const store = (await on.store()) as Store;
  const id = randomUUID();
  await store.bookings.save({
    id, createdAt: new Date().toISOString(), locale, listing: 'villa-samudra', bodyHash: `h-${id}`,
    booking: { name: 'Yuki Tanaka', email: `${id}@example.jp`, whatsapp: '+819012345678', checkIn: '2027-03-10', checkOut: '2027-03-15', budgetCurrency: 'USD', budgetAmount: 900, travelType: [TRAVEL_TAGS[0]] },
  });
  const requests = reviewRequests(store);
  const made = await requests.forOwner({ id, name: 'Yuki Tanaka', email: `${id}@example.jp`, listing: 'villa-samudra', locale }, new Date());
  return `${at}/review/${await requests.link(made.request!.id, new Date())}`;
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

it('takes a Japanese review at 320 px: errors tied to their fields, then the Google prompt after 2 stars, axe clean throughout', async () => {
  const page = await browser.newPage({ viewport: { width: 320, height: 800 } });
  const violations: string[] = [];
  page.on('console', (message) => /Content.Security.Policy/i.test(message.text()) && violations.push(message.text()));
  await page.goto(await linkFor('ja-JP'));
  expect(await page.getAttribute('html', 'lang')).toBe('ja');
  expect(await page.locator('h1').textContent()).toBe('ご滞在はいかがでしたか？');
  expect(await page.getByRole('radiogroup', { name: '評価' }).or(page.getByRole('group', { name: '評価' })).count()).toBe(1);
  expect(await page.getByLabel('レビューに表示する名前').inputValue()).toBe('Yuki');
  expect(await axe(page)).toEqual([]);
  expect(await sideways(page)).toBe(false);
  await page.screenshot({ path: join(dir, 'form.png'), fullPage: true });

  // The browser's own checks step aside: the server's answer is what is tested.
  await page.evaluate(() => document.querySelector('form')!.setAttribute('novalidate', ''));
  await page.getByLabel('レビュー', { exact: true }).fill('短い');
  await page.getByRole('button', { name: 'レビューを送信' }).click();
  await page.waitForSelector('.summary');
  expect(await page.getByLabel('レビュー', { exact: true }).getAttribute('aria-invalid')).toBe('true');
  expect(await page.locator('#rating-error').textContent()).toBe('1〜5の評価を選んでください。');
  expect(await axe(page)).toEqual([]);
  expect(await sideways(page)).toBe(false);

  await page.getByLabel('星2つ').check();
  await page.getByLabel('レビュー', { exact: true }).fill('プールがきれいで、スタッフもとても親切でした。<a href="https://x.example">x</a>');
  await page.getByLabel(/掲載されることに同意します/).check();
  await page.getByRole('button', { name: 'レビューを送信' }).click();
  await page.waitForSelector('#google');
  expect(await page.getByRole('link', { name: 'Google にレビューを書く' }).getAttribute('href')).toBe(GOOGLE);
  expect(await axe(page)).toEqual([]);
  expect(await sideways(page)).toBe(false);
  await page.screenshot({ path: join(dir, 'thanks.png'), fullPage: true });
  expect(violations).toEqual([]);
  await page.close();
});

/** Fills and sends the English form, then waits for the thanks. */
async function sendReview(page: Page) {
  await page.getByLabel('4 stars').check();
  await page.getByLabel('Your review', { exact: true }).fill('A quiet garden, a clean pool and the kindest staff in Canggu.');
  await page.getByLabel(/agree/).check();
  await page.getByRole('button', { name: 'Send review' }).click();
  await page.waitForSelector('#google');
}

const browserChecks = async () =>
  (await ((await shielded.store()) as Store).db.selectFrom('reviews').select(['browser_check', 'created_at']).orderBy('created_at').execute()).map((r) => r.browser_check);

it('with the spam shield on, solves the proof in the page before sending: the review is stored as passed, under the CSP, axe clean', async () => {
  const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  const violations: string[] = [];
  page.on('console', (message) => /Content.Security.Policy/i.test(message.text()) && violations.push(message.text()));
  const challenged = page.waitForResponse((answer) => answer.url().endsWith('/review/challenge') && answer.status() === 200);
  await page.goto(await linkFor('en-GB', shielded, shieldedOrigin));
  await challenged;
  // The solution is in the form before sending (a slow machine would otherwise send at the 4 s limit without it).
  await page.waitForFunction(() => (document.querySelector('input[name=proof]') as HTMLInputElement | null)?.value);
  expect(await axe(page)).toEqual([]);
  await sendReview(page);
  expect(await axe(page)).toEqual([]);
  expect(violations).toEqual([]);
  expect(await browserChecks()).toEqual(['passed']);
  await page.close();
});

it('with JavaScript off, the review is still sent and stored, flagged as sent without the browser check', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  let challenges = 0;
  page.on('request', (request) => request.url().endsWith('/review/challenge') && challenges++);
  await page.goto(await linkFor('en-GB', shielded, shieldedOrigin));
  await sendReview(page);
  expect(challenges).toBe(0);
  expect(await browserChecks()).toEqual(['passed', 'proof-missing']);
  await context.close();
});

it('without crypto.subtle (a plain-http page) the page says so and sends: stored, flagged as unavailable', async () => {
  const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  await page.addInitScript(() => Object.defineProperty(Crypto.prototype, 'subtle', { get: () => undefined }));
  let challenges = 0;
  page.on('request', (request) => request.url().endsWith('/review/challenge') && challenges++);
  await page.goto(await linkFor('en-GB', shielded, shieldedOrigin));
  await page.waitForFunction(() => (document.querySelector('input[name=proof]') as HTMLInputElement | null)?.value);
  await sendReview(page);
  expect(challenges).toBe(0);
  expect(await browserChecks()).toEqual(['passed', 'proof-missing', 'proof-unavailable']);
  await page.close();
});
