/**
 * The form's last step in all eight languages at 320 px, on the demo page (strict CSP, real bundle, real
 * receiver importing an iCal feed, so the availability notice shows): its dates have month names, never
 * `3/4` (which Hong Kong reads as 3 April); nothing wider than the screen; axe finds nothing.
 * Screenshots kept in docs/images/languages-<lang>-320.png, to be looked at after a text changes.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { airbnbFeed } from '../helpers/calendar-feeds';
import { startFeedServer } from '../helpers/feed-server';
import { typeWhatsApp, useDemoAndBrowser } from './demo-server';
import { axe } from './page-axe';

function localIso(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const SHOTS = fileURLToPath(new URL('../../docs/images/', import.meta.url));
const feeds = await startFeedServer();
// Reserved on Airbnb: the nights of days 10 to 13 (check-out on day 14).
feeds.set('/airbnb.ics', { body: airbnbFeed(localIso(0), [{ uid: 'stay-1@airbnb.com', from: 10, to: 14 }]) });
const demo = useDemoAndBrowser('bali-e2e-languages-', { CALENDAR_FEEDS: feeds.url('/airbnb.ics'), CALENDAR_ALLOW_PRIVATE: '1', RATE_LIMIT_PER_MINUTE: '100' });
afterAll(() => feeds.close());

describe('the last step in every language at 320 px', () => {
  it('shows dates a guest cannot misread, fits 320 px and passes axe', { timeout: 120_000 }, async () => {
    const url = `${demo.server.base}/api/availability?from=${localIso(0)}&to=${localIso(60)}`;
    await expect.poll(async () => (await (await fetch(url)).json()).busy, { timeout: 20_000, interval: 200 }).toHaveLength(1);
    const page = await demo.browser.newPage({ viewport: { width: 320, height: 900 } });
    await page.goto(`${demo.server.base}/services/`);
    const form = page.locator('bali-booking-form');
    await form.locator('input[name="name"]').fill('Wayan Sari');
    await form.locator('input[name="email"]').fill('wayan.languages@example.com');
    await typeWhatsApp(form, '81234567890');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.locator('input[name="checkIn"]').fill(localIso(12));
    await form.locator('input[name="checkOut"]').fill(localIso(16));
    await form.locator('input[name="budgetAmount"]').fill('2500');
    await form.locator('.tile').nth(3).click();
    const notice = form.locator('[part="availability"]');
    await expect.poll(() => notice.textContent(), { timeout: 10_000 }).toMatch(/^These nights look taken/);

    for (const lang of ['en', 'id', 'zh', 'zh-Hant', 'ko', 'ja', 'fr', 'de']) {
      const before = await notice.textContent();
      await page.evaluate((l) => (document.documentElement.lang = l), lang);
      if (lang !== 'en') await expect.poll(() => notice.textContent()).not.toBe(before);
      const text = (await notice.textContent())!;
      expect(text, lang).not.toMatch(/\d\s*\/\s*\d/);
      if (['zh', 'zh-Hant', 'ja', 'ko'].includes(lang)) expect(text, lang).toMatch(/[月월]/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(320);
      expect(await axe(page), lang).toEqual([]);
      await form.screenshot({ path: `${SHOTS}languages-${lang}-320.png` });
    }

    await page.close();
  });
});
