/**
 * The form's availability notice against the demo server (strict CSP, real bundle, real receiver) whose
 * default listing imports an Airbnb-shaped iCal feed from a loopback server: a night reserved there shows
 * as taken under the dates, a suggested stay fills both dates, and the request still goes out.
 * AVAILABILITY_SHOTS=<folder> keeps screenshots of step 2 with the notice (English and Korean, 360 and 1280 px).
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { airbnbFeed } from '../helpers/calendar-feeds';
import { startFeedServer } from '../helpers/feed-server';
import { typeWhatsApp, useDemoAndBrowser } from './demo-server';
import { collectProblems } from '../helpers/browser-page';

/** `YYYY-MM-DD`, `days` after this machine's local today (the browser's and the feed's). */
function localIso(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const feeds = await startFeedServer();
// Reserved on Airbnb: the nights of days 10 to 13 (check-out on day 14).
feeds.set('/airbnb.ics', { body: airbnbFeed(localIso(0), [{ uid: 'stay-1@airbnb.com', from: 10, to: 14 }]) });
const demo = useDemoAndBrowser('bali-e2e-notice-', { CALENDAR_FEEDS: feeds.url('/airbnb.ics'), CALENDAR_ALLOW_PRIVATE: '1', RATE_LIMIT_PER_MINUTE: '100' });
afterAll(() => feeds.close());
const SHOTS = process.env.AVAILABILITY_SHOTS;

/** Resolves once the demo's availability answer holds the feed's nights (the import runs at start). */
async function imported() {
  const url = `${demo.server.base}/api/availability?from=${localIso(0)}&to=${localIso(60)}`;
  await expect
    .poll(async () => (await (await fetch(url)).json()).busy, { timeout: 20_000, interval: 200 })
    .toEqual([{ from: localIso(10), to: localIso(14) }]);
}

describe('the availability notice on the demo page', () => {
  it('names the nights a real iCal feed holds, offers free stays, and still sends the request', async () => {
    await imported();
    const page = await demo.browser.newPage({ viewport: { width: 360, height: 900 } });
    // A listing without prices answers the form's estimate with 404, as documented.
    const problems = collectProblems(page, { expected: ['/api/quote'] });
    await page.goto(`${demo.server.base}/services/`);
    const form = page.locator('bali-booking-form');
    await form.locator('input[name="name"]').fill('Wayan Notice');
    await form.locator('input[name="email"]').fill('wayan.notice@example.com');
    await typeWhatsApp(form, '81234567890');
    await form.getByRole('button', { name: 'Next' }).click();

    await form.locator('input[name="checkIn"]').fill(localIso(12));
    await form.locator('input[name="checkOut"]').fill(localIso(16));
    const notice = form.locator('[part="availability"]');
    await expect.poll(() => notice.textContent(), { timeout: 10_000 }).toMatch(/^These nights look taken: .+\. You can still send your request: the owner will confirm\./);
    expect(await notice.getAttribute('role')).toBe('status');
    const suggestions = notice.getByRole('button', { name: /^Choose / });
    expect(await suggestions.count()).toBe(3);

    if (SHOTS) {
      for (const lang of ['en', 'ko']) {
        await page.evaluate((l) => (document.documentElement.lang = l), lang);
        for (const width of [360, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await form.locator('input[name="checkIn"]').scrollIntoViewIfNeeded();
          await page.screenshot({ path: join(SHOTS, `availability-${lang}-${width}.png`) });
        }
      }
      await page.evaluate(() => (document.documentElement.lang = 'en'));
      await page.setViewportSize({ width: 360, height: 900 });
    }

    await suggestions.first().click();
    await expect.poll(() => notice.textContent()).toBe('');
    const checkIn = await form.locator('input[name="checkIn"]').inputValue();
    const checkOut = await form.locator('input[name="checkOut"]').inputValue();
    expect((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000).toBe(4);
    expect(checkOut <= localIso(10) || checkIn >= localIso(14)).toBe(true);

    // Back on the taken nights: the request is sent all the same.
    await form.locator('input[name="checkIn"]').fill(localIso(12));
    await form.locator('input[name="checkOut"]').fill(localIso(16));
    await expect.poll(() => notice.textContent()).not.toBe('');
    await form.locator('input[name="budgetAmount"]').fill('3200');
    await form.locator('label', { has: page.locator('input[value="Airbnb Guest - Family Holiday"]') }).click();
    await form.getByRole('button', { name: 'Book Accommodation' }).click();
    await expect.poll(() => form.getByRole('heading', { name: 'Success!' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);
});
