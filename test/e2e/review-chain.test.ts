/**
 * A review from a real stay, the whole chain in Chromium against the real receiver (SQLite, an injected
 * clock, a real SMTP server on loopback): a request sent through the booking endpoint in Japanese → marked
 * Booked in the inbox → the asking e-mail at 10:00 villa time the day after check-out → its link in
 * Chromium at 320 px → a 2-star review, then the Google prompt → the owner's Reviews page at 360 px picks
 * the listing, shows it pending, approves it and replies → a villa site on another origin shows it with the
 * reply in `<bali-reviews source>` (dist/bali-reviews.js). Axe in every visible state.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { toNodeListener } from '../../src/server/http/node-adapter';
import { createInboxHandler } from '../../src/server/inbox';
import { createBookingReceiver, type BookingReceiver } from '../../src/server/receiver';
import { parseMail, startSmtpSink } from '../doubles/push-endpoints';
import { launchChromium } from './demo-server';
import { axe } from './page-axe';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const SHOTS = join(repo, '.tmp/shots');
const TOKEN = 'review-chain-e2e-token-0123456789abcdef';
const GOOGLE = 'https://g.page/r/CabcDEF123456/review';
const LISTING = 'villa-samudra';
const DAY = 86_400_000;
// Dates from today: the stay ended three days ago; the clock starts before it was asked for.
const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
const day = (days: number) => new Date(today + days * DAY).toISOString().slice(0, 10);
const stay = { checkIn: day(-7), checkOut: day(-3) };
const clock = { at: new Date(today - 10 * DAY + 3 * 3_600_000) };

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
let dir: string;
let sink: Sink;
let receiver: BookingReceiver;
let inbox: ReturnType<typeof createInboxHandler>;
let browser: Browser;
const servers: Server[] = [];
let origin: string;
let site: string;

async function listen(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const notFound = (res: ServerResponse) => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bali-review-chain-'));
  mkdirSync(SHOTS, { recursive: true });
  sink = await startSmtpSink();
  // The villa's site: one page with the carousel, under the strict CSP, reading the receiver's reviews.
  let receiverOrigin = '';
  site = await listen((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/bali-reviews.js') {
      return res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(readFileSync(join(repo, 'dist/bali-reviews.js')));
    }
    if (req.url === '/favicon.ico') return res.writeHead(204).end();
    if (req.url !== '/') return notFound(res);
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' ${receiverOrigin}`,
    });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Villa Samudra</title><script type="module" src="/bali-reviews.js"></script></head>
<body><main><h1>Villa Samudra</h1><bali-reviews source="${receiverOrigin}/api/reviews?listing=${LISTING}"></bali-reviews></main></body></html>`);
  });
  const routes: Array<[string, () => RequestListener]> = [];
  origin = receiverOrigin = await listen((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const found = routes.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`) || (prefix.endsWith('/') && path.startsWith(prefix)));
    return found ? found[1]()(req, res) : notFound(res);
  });
  receiver = createBookingReceiver({
    database: join(dir, 'bookings.sqlite'), rateLimitPerMinute: 100, trustProxy: false, spamShield: false, adminToken: TOKEN,
    allowedOrigins: [site], publicOrigin: 'https://villa.example', now: () => clock.at,
    notify: { email: { to: 'owner@villa.example', smtp: sink.url } }, reviews: { googleReviewUrl: GOOGLE },
  });
  await receiver.ready();
  inbox = createInboxHandler({ database: receiver, adminToken: TOKEN, basePath: '/admin/', assetsDir: join(repo, 'dist') });
  const listeners = {
    booking: toNodeListener(receiver.bookingHandler, { trustProxy: false }),
    reviews: toNodeListener(receiver.reviewsHandler, { trustProxy: false }),
    page: toNodeListener(receiver.reviewPageHandler, { trustProxy: false }),
    inbox: toNodeListener(inbox, { trustProxy: false }),
  };
  routes.push(['/api/book-accommodation', () => listeners.booking], ['/api/reviews', () => listeners.reviews], ['/review/', () => listeners.page], ['/admin', () => listeners.inbox]);
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await inbox?.close();
  await receiver?.close();
  await sink?.close();
  rmSync(dir, { recursive: true, force: true });
});

const mailsTo = (address: string) => sink.messages.filter((m) => m.to.includes(address));
/** What reaches past the screen's right edge (nothing, on a page that never scrolls sideways). */
const sideways = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth
      ? false
      : [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth).map((e) => `${e.tagName}.${e.className}: ${e.textContent?.slice(0, 40)}`),
  );
// The live region adds a zero-width space to say the same sentence twice: read without it.
const status = (page: Page) => async () => (await page.locator('p[role="status"]').textContent())?.replace(/\u200b/g, '');

it('goes from a Booked stay to the review on the villa\'s site, through the e-mail, the guest\'s page and the owner\'s approval', async () => {
  const booked = await fetch(`${origin}/api/book-accommodation?listing=${LISTING}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ja-JP,ja;q=0.9' },
    body: JSON.stringify({ name: 'Yuki Tanaka', email: 'yuki@example.jp', whatsapp: '+819012345678', ...stay, budgetCurrency: 'USD', budgetAmount: 900, travelType: ['Airbnb Guest - Holiday/ vacation'] }),
  });
  expect(booked.status).toBe(201);
  const { id } = (await booked.json()) as { id: string };

  // The owner marks it Booked in the inbox, at a phone's width.
  const owner = await (await browser.newContext({ hasTouch: true, viewport: { width: 360, height: 800 }, reducedMotion: 'reduce' })).newPage();
  const ownerErrors: string[] = [];
  owner.on('pageerror', (e) => ownerErrors.push(e.message));
  await owner.goto(`${origin}/admin/`);
  await owner.getByLabel('Admin token').fill(TOKEN);
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await owner.getByRole('heading', { level: 1, name: /^Requests/ }).waitFor();
  await owner.goto(`${origin}/admin/requests/${id}`);
  await owner.getByRole('heading', { level: 1, name: 'Yuki Tanaka' }).waitFor();
  await owner.getByRole('button', { name: 'Mark as booked' }).tap();
  await owner.getByRole('button', { name: 'Ask for a review' }).waitFor();

  // Asked at 10:00 villa time (UTC+8) the day after check-out, not a minute before.
  clock.at = new Date(`${day(-2)}T01:59:00Z`);
  await receiver.askForReviews();
  expect(mailsTo('yuki@example.jp')).toEqual([]);
  clock.at = new Date(`${day(-2)}T02:00:00Z`);
  await receiver.askForReviews();
  await expect.poll(() => mailsTo('yuki@example.jp').length).toBe(1);
  await receiver.askForReviews();
  expect(mailsTo('yuki@example.jp')).toHaveLength(1);
  const mail = parseMail(mailsTo('yuki@example.jp')[0]!.raw).text ?? '';
  expect(mail).toContain('Yuki 様');
  const link = new URL(/https:\/\/villa\.example\/review\/[A-Za-z0-9_-]{43}/.exec(mail)![0]);

  // The guest's page, in Japanese at 320 px, from the e-mail's link.
  const guest = await browser.newPage({ viewport: { width: 320, height: 800 } });
  const csp: string[] = [];
  guest.on('console', (m) => /Content.Security.Policy/i.test(m.text()) && csp.push(m.text()));
  expect((await guest.goto(`${origin}${link.pathname}`))?.status()).toBe(200);
  expect(await guest.getAttribute('html', 'lang')).toBe('ja');
  expect(await guest.getByLabel('レビューに表示する名前').inputValue()).toBe('Yuki');
  expect(await axe(guest)).toEqual([]);
  expect(await sideways(guest)).toBe(false);
  const text = 'プールがきれいで、スタッフもとても親切でした。夜は少しうるさかったです。';
  await guest.getByLabel('星2つ').check();
  await guest.getByLabel('レビュー', { exact: true }).fill(text);
  await guest.getByLabel(/掲載されることに同意します/).check();
  await guest.getByRole('button', { name: 'レビューを送信' }).click();
  await guest.waitForSelector('#google');
  expect(await guest.getByRole('link', { name: 'Google にレビューを書く' }).getAttribute('href')).toBe(GOOGLE);
  expect(await axe(guest)).toEqual([]);
  expect(await sideways(guest)).toBe(false);
  expect((await guest.goto(`${origin}${link.pathname}`))?.status()).toBe(410);
  expect(csp).toEqual([]);

  // The owner's Reviews page: the listing picked, the review pending, approved, answered.
  await owner.getByRole('link', { name: 'Reviews' }).tap();
  await owner.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
  const picker = owner.getByLabel('Listing', { exact: true });
  expect(await picker.locator('option').allTextContents()).toEqual(['Default listing', LISTING]);
  await picker.selectOption(LISTING);
  const tab = (name: RegExp) => owner.getByRole('group', { name: 'Show reviews' }).getByRole('button', { name });
  await expect.poll(() => tab(/^Pending/).textContent()).toBe('Pending 1');
  expect(new URL(owner.url()).searchParams.get('listing')).toBe(LISTING);
  const row = owner.locator('.review').filter({ has: owner.getByRole('heading', { level: 3, name: 'Yuki' }) });
  expect(await row.locator('.review__text').textContent()).toBe(text);
  expect(await row.locator('.review__text').getAttribute('lang')).toBe('ja');
  expect(await row.getByRole('img').getAttribute('aria-label')).toBe('2 out of 5 stars');
  expect(await axe(owner)).toEqual([]);
  expect(await sideways(owner)).toBe(false);
  await owner.screenshot({ path: join(SHOTS, 'reviews-pending-en-360.png'), fullPage: true });
  await row.getByRole('button', { name: 'Approve' }).tap();
  await expect.poll(status(owner)).toBe('Review approved: it shows on your site.');
  await tab(/^Approved/).tap();
  await row.getByRole('button', { name: 'Reply' }).tap();
  await row.getByLabel('Your reply, shown under the review').fill('Thank you, Yuki! The music stops at ten now.');
  await row.getByRole('button', { name: 'Save reply' }).tap();
  await expect.poll(status(owner)).toBe('Reply saved.');
  expect(await axe(owner)).toEqual([]);
  await owner.context().addCookies([{ name: 'inbox-lang', value: 'id', url: origin }]);
  await owner.reload();
  await owner.getByRole('heading', { level: 1, name: 'Ulasan' }).waitFor();
  await owner.getByRole('group', { name: 'Tampilkan ulasan' }).getByRole('button', { name: /^Disetujui/ }).tap();
  await owner.locator('.review').first().waitFor();
  expect(await owner.getByLabel('Listing', { exact: true }).inputValue()).toBe(LISTING);
  await owner.screenshot({ path: join(SHOTS, 'reviews-approved-id-360.png'), fullPage: true });
  expect(await axe(owner)).toEqual([]);
  expect(await sideways(owner)).toBe(false);
  expect(ownerErrors).toEqual([]);

  // The villa's site on another origin shows it, with the reply, in the carousel.
  const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const warnings: string[] = [];
  visitor.on('console', (m) => ['warning', 'error'].includes(m.type()) && warnings.push(`${m.text()} ${m.location().url}`));
  await visitor.goto(`${site}/`);
  const card = visitor.locator('bali-reviews [part="text"]');
  await expect.poll(() => card.first().textContent(), { timeout: 20_000 }).toContain(text);
  expect(await card.count()).toBe(1);
  expect(await visitor.locator('bali-reviews blockquote').getAttribute('lang')).toBe('ja');
  expect(await visitor.locator('bali-reviews [part="reply"]').textContent()).toContain('Thank you, Yuki! The music stops at ten now.');
  expect(await axe(visitor)).toEqual([]);
  expect(warnings).toEqual([]);
}, 240_000);
