/**
 * The owner's inbox with hostile names, in Chromium at 320 and 360 px against the real demo server (real
 * SQLite): 100 unbroken characters with another guest's e-mail, a letter under 95 combining marks, a
 * right-to-left override, emoji, and a guest with many requests. Nothing scrolls sideways, the reply buttons
 * stay on screen, the marks paint inside their own row, the override flips nothing around it, "Same guest"
 * shows five and then "and N more", and axe finds nothing. A malformed address says the request does not exist.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/server/store';
import { useDemoAndBrowser } from './demo-server';
import { axe } from './page-axe';
import { signInToInbox } from '../helpers/browser-page';

const TOKEN = 'hostile-names-admin-token-0123456789abcdef';
const demo = useDemoAndBrowser('bali-e2e-hostile-', { ADMIN_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '0' });
const SHOTS = fileURLToPath(new URL('../../.tmp/screenshots/', import.meta.url));

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
// U+0300–U+0333, marks the common fonts have (stacked, as on a phone); U+0346 and beyond are boxes here.
const MARKS = Array.from({ length: 95 }, (_, i) => String.fromCodePoint(0x300 + (i % 0x34))).join('');
const base = { whatsapp: '+61412345678', budgetCurrency: 'AUD', budgetAmount: 3200, travelType: ['Airbnb Guest - Family Holiday'] };
const SARAH = { ...base, name: 'Sarah Miller', email: 'sarah@example.com.au', checkIn: day(40), checkOut: day(47) };
const LONG = { ...base, name: 'x'.repeat(100), email: 'SARAH@example.com.au', whatsapp: '+6281200000001', checkIn: day(41), checkOut: day(44) };
const ZALGO = { ...base, name: `Z${MARKS}`, email: `${'z'.repeat(90)}@example.com`, whatsapp: '+6281200000002', checkIn: day(42), checkOut: day(45) };
// An override left open: unisolated, it would run on into the text after the name.
const RTL = { ...base, name: 'Dewi \u202Eirtup\u202D Ayu \u202E', email: 'sarah@example.com.au', whatsapp: '+6281200000003', checkIn: day(43), checkOut: day(46) };
const EMOJI = { ...base, name: '🌺 Ayu 👨‍👩‍👧‍👦🏝️🌊🌊🌊🌊🌊🌊🌊🌊🌊🌊🌊🌊🌊🌊🌊🌊', email: 'ayu@example.com', whatsapp: '+6281200000004', checkIn: day(60), checkOut: day(62) };
const MORE = Array.from({ length: 5 }, (_, i) => ({ ...base, name: `Sarah M. ${i + 1}`, email: 'sarah@example.com.au', whatsapp: `+618000000${i}`, checkIn: day(44), checkOut: day(45) }));

async function book(guest: typeof SARAH, listing: string): Promise<string> {
  const store = await openStore(join(demo.dir, 'bookings.sqlite'));
  try {
    const id = randomUUID();
    const booking = guest as unknown as Parameters<Store['bookings']['save']>[0]['booking'];
    await store.bookings.save({ id, createdAt: new Date().toISOString(), booking, listing, locale: 'en-AU', bodyHash: id });
    return id;
  } finally {
    await store.close();
  }
}

type Box = { x: number; y: number; width: number; height: number };
let decoder: Page;

/** How many pixels of `clip` differ from its first pixel: 0 for a strip of bare background. */
async function inkIn(page: Page, clip: Box): Promise<number> {
  const png = (await page.screenshot({ clip })).toString('base64');
  return decoder.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width: img.width, height: img.height });
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const { data: px } = ctx.getImageData(0, 0, img.width, img.height);
    let differing = 0;
    for (let i = 0; i < px.length; i += 4) {
      if (Math.abs(px[i] - px[0]) + Math.abs(px[i + 1] - px[1]) + Math.abs(px[i + 2] - px[2]) > 24) differing++;
    }
    return differing;
  }, png);
}

/** The strips of background just above and below `box` (inside `gap` px), which nothing may paint on. */
async function expectBareAround(page: Page, box: Box, gap: number, label: string) {
  const width = page.viewportSize()!.width;
  const x = Math.max(0, box.x);
  const strip = (y: number): Box => ({ x, y, width: Math.min(box.width, width - x), height: gap - 2 });
  expect(await inkIn(page, strip(box.y - gap + 1)), `${label}: above`).toBe(0);
  expect(await inkIn(page, strip(box.y + box.height + 1)), `${label}: below`).toBe(0);
}

async function expectNoSideways(page: Page, width: number, label: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(width);
}

async function expectRepliesOnScreen(page: Page, width: number, label: string) {
  for (const name of ['Reply on WhatsApp', 'Reply by e-mail']) {
    const box = (await page.getByRole('link', { name }).boundingBox())!;
    expect(box.x, `${label}: ${name}`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${label}: ${name}`).toBeLessThanOrEqual(width);
  }
}

describe('the inbox with hostile names at 320 and 360 px', () => {
  const ids: Record<string, string> = {};
  let page: Page;
  beforeAll(async () => {
    ids.sarah = await book(SARAH, 'villa-samudra');
    ids.long = await book(LONG, 'villa-kecil');
    ids.zalgo = await book(ZALGO, 'villa-samudra');
    ids.rtl = await book(RTL, 'villa-kecil');
    ids.emoji = await book(EMOJI, 'villa-kecil');
    for (const more of MORE) await book(more, 'villa-kecil');
    const context = await demo.browser.newContext();
    decoder = await context.newPage();
    page = await context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
    await signInToInbox(page, demo.server.base, TOKEN);
    mkdirSync(SHOTS, { recursive: true });
  });

  for (const width of [320, 360]) {
    it(`keeps the list in its width at ${width} px, the marks inside their card`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${demo.server.base}/admin/?status=all`);
      await page.locator('.req').nth(9).waitFor();
      if (width === 360) await page.screenshot({ path: `${SHOTS}inbox-hostile-list-360.png`, fullPage: true });
      await expectNoSideways(page, width, 'list');
      for (const card of await page.locator('.req').all()) {
        const box = (await card.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      const zalgo = page.locator('.req', { has: page.locator('.req__name', { hasText: /^Z/ }) });
      await zalgo.scrollIntoViewIfNeeded();
      await expectBareAround(page, (await zalgo.boundingBox())!, 12, 'zalgo card');
      expect(await axe(page)).toEqual([]);
    });

    it(`keeps the other guest's request in its width at ${width} px, "Same guest" bounded`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${demo.server.base}/admin/requests/${ids.sarah}`);
      await page.getByRole('heading', { level: 1, name: 'Sarah Miller' }).waitFor();
      if (width === 360) await page.screenshot({ path: `${SHOTS}inbox-hostile-related-360.png`, fullPage: true });
      await expectNoSideways(page, width, 'Sarah');
      await expectRepliesOnScreen(page, width, 'Sarah');
      const guests = page.locator('.related li', { hasText: 'Same guest' });
      expect(await guests.count()).toBe(5);
      const more = page.getByRole('button', { name: 'and 2 more' });
      expect(await more.count()).toBe(1);
      expect(await axe(page)).toEqual([]);
      await more.click();
      expect(await guests.count()).toBe(7);
      expect(await more.count()).toBe(0);
      // The focus goes on to the first request the button showed.
      expect(await page.evaluate(() => document.activeElement?.closest('li')?.textContent)).toBe(await guests.nth(5).textContent());
      await expectNoSideways(page, width, 'Sarah, all shown');
      await expectRepliesOnScreen(page, width, 'Sarah, all shown');
      // The override inside a name flips nothing after it: the dates stay to the right of the name, or below it.
      const rtl = page.locator('.related li', { hasText: 'Dewi' });
      const name = (await rtl.getByRole('link').boundingBox())!;
      const dates = (await rtl.locator('.muted').boundingBox())!;
      expect(dates.x >= name.x + name.width - 1 || dates.y >= name.y + name.height - 1).toBe(true);
      expect(await rtl.textContent()).toMatch(/^Same guest: Dewi .* \([^()]+ – [^()]+ \d{4}\)$/);
      expect(await axe(page)).toEqual([]);
      if (width === 360) await page.screenshot({ path: `${SHOTS}inbox-hostile-related-all-360.png`, fullPage: true });
    });

    it(`keeps each hostile request in its width at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      for (const [key, guest] of [['long', LONG], ['zalgo', ZALGO], ['rtl', RTL], ['emoji', EMOJI]] as const) {
        await page.goto(`${demo.server.base}/admin/requests/${ids[key]}`);
        const heading = page.getByRole('heading', { level: 1 });
        await expect.poll(() => heading.textContent()).toBe(guest.name);
        if (width === 360) await page.screenshot({ path: `${SHOTS}inbox-hostile-${key}-360.png`, fullPage: true });
        await expectNoSideways(page, width, key);
        await expectRepliesOnScreen(page, width, key);
        await expectBareAround(page, (await page.locator('.detail__head').boundingBox())!, 16, `${key} heading`);
        const nameRow = page.locator('.fields dd').first();
        expect(await nameRow.textContent()).toBe(guest.name);
        expect(await axe(page), key).toEqual([]);
      }
    });
  }

  it('keeps the desktop layout at 1280 px', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const key of ['sarah', 'long', 'zalgo']) {
      await page.goto(`${demo.server.base}/admin/requests/${ids[key]}`);
      await page.getByRole('link', { name: 'Reply on WhatsApp' }).waitFor();
      await expectNoSideways(page, 1280, key);
      await expectRepliesOnScreen(page, 1280, key);
      await page.screenshot({ path: `${SHOTS}inbox-hostile-${key}-1280.png`, fullPage: true });
    }
  });

  it('says a malformed address does not exist', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${demo.server.base}/admin/requests/%E0%A4%A`);
    await page.getByRole('heading', { level: 1, name: 'This request does not exist.' }).waitFor();
    expect(await page.title()).toBe('No such request · Inbox');
    expect(await axe(page)).toEqual([]);
  });
});
