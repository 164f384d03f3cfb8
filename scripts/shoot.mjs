// Screenshots of the demo page for a visual check: `node scripts/shoot.mjs [url] [outdir]`.
// Shoots the booking form in each state at 1280 px and 360 px.
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://localhost:8080/services/';
const out = process.argv[3] ?? '.tmp/shots';
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
for (const width of [1280, 360]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(url);
  const form = page.locator('bali-booking-form');
  await form.locator('input[name="name"]').waitFor();
  const shot = (name) => form.screenshot({ path: `${out}/${width}-${name}.png` });
  await shot('step1');
  await form.getByRole('button', { name: 'Next' }).click();
  await shot('step1-errors');
  await form.locator('input[name="name"]').fill('Made Wirawan');
  await form.locator('input[name="email"]').fill('made@example.com');
  await form.locator('input[name="whatsapp"]').fill('+62 812 3456 7890');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.locator('input[name="checkIn"]').waitFor();
  await page.waitForTimeout(400);
  await shot('step2');
  await form.getByRole('button', { name: 'Book Accommodation' }).click();
  await shot('step2-errors');
  await form.locator('.selected-flag').click().catch(() => {});
  await page.waitForTimeout(100);
  await page.screenshot({ path: `${out}/${width}-page.png`, fullPage: true });
  await page.close();
}
await browser.close();
