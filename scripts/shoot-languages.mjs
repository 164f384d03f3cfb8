// Screenshots of both widgets in every shipped language: `node scripts/shoot-languages.mjs [url] [outdir]`.
// For each language at 1280 px and 360 px: step 1 with its messages, step 2 with its messages, and the
// carousel, from the demo page opened with `?lang=` (open the PNGs and look).
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://localhost:8080/services/';
const out = process.argv[3] ?? '.tmp/shots';
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const LANGUAGES = ['en', 'id', 'zh', 'zh-Hant', 'ko', 'ja', 'fr', 'de'];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
for (const lang of LANGUAGES) {
  for (const width of [1280, 360]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    await page.goto(`${url}?lang=${lang}`);
    const form = page.locator('bali-booking-form');
    await form.locator('.selected-flag[role="button"]').waitFor();
    // The buttons by their place: their names are the language's.
    await form.locator('button[type="submit"]').click();
    await form.locator('.banner').waitFor();
    await form.screenshot({ path: `${out}/${lang}-${width}-step1.png` });
    await form.locator('input[name="name"]').fill('Made Wirawan');
    await form.locator('input[name="email"]').fill('made@example.com');
    const phone = form.locator('input[name="whatsapp"]');
    await phone.focus();
    await phone.press('End');
    await phone.pressSequentially('81234567890');
    await form.locator('button[type="submit"]').click();
    await form.locator('input[name="checkIn"]').waitFor();
    await form.locator('button[type="submit"]').click();
    await form.locator('#bf-check-in-error').waitFor();
    await form.screenshot({ path: `${out}/${lang}-${width}-step2.png` });
    const reviews = page.locator('bali-reviews');
    await reviews.scrollIntoViewIfNeeded();
    await reviews.screenshot({ path: `${out}/${lang}-${width}-reviews.png` });
    await page.close();
  }
}
await browser.close();
