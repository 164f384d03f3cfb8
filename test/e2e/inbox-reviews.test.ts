/**
 * The inbox's Reviews page and "Ask for a review" in Chromium at 360 px with touch, against the real demo
 * server and its SQLite file (reviews written there before, and what the page changed read back from it).
 * Axe in every state; reviews' markup and links shown as text.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview } from '../../src/inbox/reviews-api-types';
import { reviewStore, type NewReview } from '../../src/server/reviews/review-store';
import { openStore, type Store } from '../../src/server/store';
import { useDemoAndBrowser } from './demo-server';
import { axe } from './page-axe';

const TOKEN = 'inbox-reviews-e2e-token-0123456789abcdef';
const demo = useDemoAndBrowser('bali-e2e-reviews-', { ADMIN_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '100' });
const SHOTS = process.env.REVIEWS_SHOTS;
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let page: Page;
const errors: string[] = [];
// The live region adds a zero-width space to say the same sentence twice: read without it.
const status = async () => (await page.locator('p[role="status"]').textContent())?.replace(/\u200b/g, '');
const review = (name: string) => page.locator('.review').filter({ has: page.getByRole('heading', { level: 3, name }) });
const tab = (name: RegExp) => page.getByRole('group', { name: 'Show reviews' }).getByRole('button', { name });

/** Runs `work` on the demo's database, opened beside the running server and closed after. */
async function withStore<T>(work: (store: Store) => Promise<T>): Promise<T> {
  const store: Store = await openStore(join(demo.dir, 'bookings.sqlite'));
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}
/** The stored review of `name`, as the inbox's API shows it. */
const stored = (name: string) => withStore(async (store) => (await reviewStore(store).list({})).find((r) => r.name === name)) as Promise<AdminReview>;

const guest = (review: Partial<NewReview> & Pick<NewReview, 'name' | 'text' | 'rating' | 'day'>): NewReview => ({ listing: '', lang: '', source: 'guest', ...review });
/** Two pending, two approved (one with a reply), one hidden; and one of another listing. */
async function seed() {
  await withStore(async (store) => {
    const reviews = reviewStore(store);
    await reviews.importAll([
      guest({ name: 'Ketut', lang: 'id', day: '2026-09-02', rating: 4, text: 'Villa yang indah, <b>sangat</b> bersih. https://example.com', consentAt: '2026-09-02T03:00:00.000Z', browserCheck: 'passed' }),
      guest({ name: 'Sophie', lang: 'fr', day: '2026-08-30', rating: 3, text: 'Great host, a little noisy at night.', browserCheck: 'proof-missing' }),
      guest({ name: 'ゆき', lang: 'ja', day: '2026-08-14', rating: 4, text: '海まで歩いてすぐの素敵なヴィラでした。<a href="https://spam.example">ここ</a>' }),
      guest({ name: 'Emma', lang: 'en', day: '2025-12-02', rating: 5, text: 'Lovely stay, the pool was perfect.', source: 'airbnb' }),
      guest({ name: 'Bot', day: '2026-07-01', rating: 1, text: 'Buy followers now, best prices.' }),
      guest({ name: 'Made', lang: 'id', day: '2026-10-01', rating: 5, text: 'Tenang sekali, dekat sawah dan pantai.', listing: 'villa-laut' }),
    ], new Date());
    const all = await reviews.list({});
    const set = async (name: string, change: Parameters<typeof reviews.change>[1]) => reviews.change(all.find((r) => r.name === name)!.id, change);
    await set('Ketut', { position: 5 });
    await set('ゆき', { status: 'approved', position: 0, reply: 'Terima kasih, Yuki! See you next year.' });
    await set('Emma', { status: 'approved', position: 1 });
    await set('Bot', { status: 'hidden' });
  });
}
const shot = async (name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

describe('the inbox Reviews page at 360 px', () => {
  beforeAll(async () => {
    await seed();
    // Reduced motion: the filters' colour transition never meets axe half-way.
    const context = await demo.browser.newContext({ hasTouch: true, viewport: { width: 360, height: 800 }, reducedMotion: 'reduce' });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    // A refused import is a 400 that Chromium logs; any other console error fails the test.
    page.on('console', (m) => m.type() === 'error' && !/status of 400/.test(m.text()) && errors.push(m.text()));
    await page.goto(`${demo.server.base}/admin/`);
    await page.getByLabel('Admin token').fill(TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: /^Requests/ }).waitFor();
  }, 120_000);

  it('lists the pending reviews with counts, stars in words, and markup and links as plain text', async () => {
    await page.getByRole('link', { name: 'Reviews' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    await expect.poll(() => tab(/^Pending/).textContent()).toBe('Pending 2');
    expect(await tab(/^Approved/).textContent()).toBe('Approved 2');
    expect(await tab(/^Hidden/).textContent()).toBe('Hidden 1');
    expect(await tab(/^Pending/).getAttribute('aria-pressed')).toBe('true');
    const ketut = review('Ketut');
    expect(await ketut.getByRole('img').getAttribute('aria-label')).toBe('4 out of 5 stars');
    expect(await ketut.locator('.review__text').textContent()).toBe('Villa yang indah, <b>sangat</b> bersih. https://example.com');
    expect(await ketut.locator('.review__text').getAttribute('lang')).toBe('id');
    expect(await ketut.locator('a, b').count()).toBe(0);
    expect(await ketut.locator('.review__meta').textContent()).toMatch(/2 Sept? 2026 · from the review link · Written in Indonesian/);
    // A review sent without the spam shield's proof (no JavaScript, say) is marked; a checked one is not.
    expect(await ketut.locator('.review__check').count()).toBe(0);
    expect(await review('Sophie').locator('.review__check').textContent()).toBe('Sent without the form’s automatic check');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axe(page)).toEqual([]);
    await shot('reviews-pending-360');
    // Five places in the bar: the brand above, the four places in one row, down to 320 px.
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 800 });
      const nav = page.getByRole('navigation');
      const places = await Promise.all(['Calendar', 'Rates', 'Reviews'].map((name) => nav.getByRole('link', { name }).boundingBox()));
      places.push(await nav.getByRole('button', { name: 'Sign out', exact: true }).boundingBox());
      expect(new Set(places.map((box) => Math.round(box!.y + box!.height / 2))).size, `bar rows at ${width}`).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 360, height: 800 });
  });

  it('says where approved reviews show in the owner’s words, the widget’s markup only under “For your web developer”', async () => {
    const intro = page.locator('.reviews > p.note');
    expect(await intro.textContent()).toContain('Approved reviews show in the reviews carousel on your website');
    // The markup was the owner's line once ("where <bali-reviews source> points here").
    expect(await page.locator('.reviews').evaluate((el) => (el as HTMLElement).innerText)).not.toMatch(/<bali-reviews|source attribute/);
    const developer = page.locator('.reviews > details');
    expect(await developer.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    await developer.getByText('For your web developer').tap();
    expect(await developer.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await developer.locator('code').textContent()).toBe('<bali-reviews source="https://…/api/reviews">');
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot('reviews-developer-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot('reviews-developer-1280');
    await page.setViewportSize({ width: 360, height: 800 });
    await developer.getByText('For your web developer').tap();
    expect(await developer.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
  });

  it('approves a review: the server is told, the counts follow and the focus stays in the list', async () => {
    await review('Ketut').getByRole('button', { name: 'Approve' }).tap();
    await expect.poll(status).toBe('Review approved: it shows on your site.');
    expect((await stored('Ketut')).status).toBe('approved');
    await expect.poll(() => tab(/^Approved/).textContent()).toBe('Approved 3');
    expect(await tab(/^Pending/).textContent()).toBe('Pending 1');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
  });

  it('writes a reply of at most 1,000 characters, shown under the review', async () => {
    const sophie = review('Sophie');
    await sophie.getByRole('button', { name: 'Reply' }).tap();
    const box = sophie.getByLabel('Your reply, shown under the review');
    expect(await box.getAttribute('maxlength')).toBe('1000');
    await box.fill('Merci Sophie! We fixed the pump <3');
    expect(await sophie.getByText('34 of 1,000 characters').count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    await shot('reviews-reply-360');
    await sophie.getByRole('button', { name: 'Save reply' }).tap();
    await expect.poll(status).toBe('Reply saved.');
    expect((await stored('Sophie')).reply).toBe('Merci Sophie! We fixed the pump <3');
    expect(await sophie.locator('.review__reply').textContent()).toBe('Your replyMerci Sophie! We fixed the pump <3');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Edit reply');
  });

  it('pins and orders the approved reviews, the focus following the moved review', async () => {
    await tab(/^Approved/).tap();
    const names = () => page.locator('.review h3').allTextContents();
    await expect.poll(names).toEqual(['ゆき', 'Emma', 'Ketut']);
    await review('Emma').getByRole('button', { name: 'Pin to the front' }).tap();
    await expect.poll(status).toBe('Review pinned to the front.');
    await expect.poll(names).toEqual(['Emma', 'ゆき', 'Ketut']);
    expect(await review('Emma').getByRole('button', { name: 'Pin to the front' }).getAttribute('aria-pressed')).toBe('true');
    await review('Ketut').getByRole('button', { name: 'Move up' }).tap();
    await expect.poll(status).toBe('Order saved.');
    await expect.poll(names).toEqual(['Emma', 'Ketut', 'ゆき']);
    expect([(await stored('Ketut')).position, (await stored('ゆき')).position]).toEqual([1, 2]);
    expect(await page.evaluate(() => document.activeElement?.closest('.review')?.querySelector('h3')?.textContent)).toBe('Ketut');
    expect(await review('Emma').getByRole('button', { name: 'Move up' }).getAttribute('aria-disabled')).toBe('true');
    expect(await axe(page)).toEqual([]);
    await shot('reviews-approved-360');
    await tab(/^Hidden/).tap();
    await review('Bot').waitFor();
    expect(await axe(page)).toEqual([]);
  });

  it('imports past reviews only with the attestation, naming the bad line of a refused file', async () => {
    const importer = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Import past reviews' }) });
    await importer.getByLabel('Where they were written').selectOption('booking');
    const paste = importer.getByLabel('Paste the CSV');
    await paste.fill('date,name,rating,text\n2026-05-01,Anna,5,Wonderful stay by the rice fields.\n2026-05-02,Ben,7,Too many stars for this scale.\n');
    await importer.getByRole('button', { name: 'Import reviews' }).tap();
    await expect.poll(() => importer.locator('.error').textContent()).toBe('Confirm that these reviews are real.');
    expect(await importer.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    await importer.getByLabel(/These reviews are real/).tap();
    await importer.getByRole('button', { name: 'Import reviews' }).tap();
    await expect.poll(() => importer.locator('.error').textContent()).toBe('Line 3: The rating must be a whole number from 1 to 5.');
    expect(await paste.getAttribute('aria-invalid')).toBe('true');
    expect(await axe(page)).toEqual([]);
    await shot('reviews-import-error-360');

    const csv = 'date,name,rating,text\n2026-05-01,Anna,5,Wonderful stay by the rice fields.\n2026-05-02,Ben,4,Quiet and clean with a kind host.\n';
    await importer.getByLabel('Or choose a CSV file').setInputFiles({ name: 'booking.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await importer.getByRole('button', { name: 'Import reviews' }).tap();
    await expect.poll(status).toBe('Imported 2 reviews.');
    expect(await stored('Ben')).toMatchObject({ listing: '', source: 'booking', status: 'pending', rating: 4, date: '2026-05-02' });
    await tab(/^Pending/).tap();
    await expect.poll(() => tab(/^Pending/).textContent()).toBe('Pending 3');
    expect(await review('Ben').locator('.review__meta').textContent()).toContain('via Booking.com');
    expect(errors).toEqual([]);
  });

  it('deletes a review only after the confirmation, Cancel first and the focus kept', async () => {
    await tab(/^Hidden/).tap();
    const bot = review('Bot');
    await bot.getByRole('button', { name: 'Delete' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Delete this review?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('The review by Bot and your reply are erased for good');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    expect(await axe(page)).toEqual([]);
    await shot('reviews-delete-360');
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Delete');
    expect(await stored('Bot')).toBeDefined();
    await bot.getByRole('button', { name: 'Delete' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).tap();
    await expect.poll(status).toBe('Review deleted.');
    expect(await tab(/^Hidden/).textContent()).toBe('Hidden 0');
    expect(await stored('Bot')).toBeUndefined();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
  });

  it('shows one listing at a time, picked from the listings with reviews or requests', async () => {
    const picker = page.getByLabel('Listing', { exact: true });
    expect(await picker.locator('option').allTextContents()).toEqual(['Default listing', 'villa-laut']);
    await picker.selectOption('villa-laut');
    await tab(/^Pending/).tap();
    await review('Made').waitFor();
    expect(await page.locator('.review h3').allTextContents()).toEqual(['Made']);
    expect(new URL(page.url()).searchParams.get('listing')).toBe('villa-laut');
    expect(await axe(page)).toEqual([]);
    await picker.selectOption('');
    await expect.poll(() => tab(/^Pending/).textContent()).toBe('Pending 3');
    expect(errors).toEqual([]);
  });

  it('asks a booked guest for a review: the link, Send on WhatsApp and Copy link', async () => {
    const id = randomUUID();
    await withStore(async (store) => {
      const booking = { name: 'Wayan Sari', email: 'wayan@example.id', whatsapp: '+6281234567890', checkIn: day(-6), checkOut: day(-2), budgetCurrency: 'IDR', budgetAmount: 9000000, travelType: ['Airbnb Guest - Holiday/ vacation'] };
      await store.bookings.save({ id, createdAt: new Date().toISOString(), booking: booking as never, listing: '', locale: 'id', bodyHash: id });
    });
    await page.goto(`${demo.server.base}/admin/requests/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Wayan Sari' }).waitFor();
    expect(await page.getByRole('button', { name: 'Ask for a review' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Mark as booked' }).tap();
    await page.getByRole('button', { name: 'Ask for a review' }).tap();
    const link = page.getByLabel('Review link');
    await expect.poll(() => link.inputValue()).toMatch(new RegExp(`^${demo.server.base}/review/[A-Za-z0-9_-]{43}$`));
    const url = await link.inputValue();
    expect((await fetch(url)).status).toBe(200);
    expect(await page.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demo.server.base });
    await page.getByRole('button', { name: 'Copy link' }).tap();
    await expect.poll(status).toMatch(/^Link copied\./);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axe(page)).toEqual([]);
    await shot('reviews-ask-360');
    expect(errors).toEqual([]);
  });
});
