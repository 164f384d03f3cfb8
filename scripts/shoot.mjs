// Screenshots of the demo page for a visual check: `node scripts/shoot.mjs [url] [outdir]`.
// Shoots the booking form in each state at 1280 px and 360 px (open the PNGs and look).
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://localhost:8080/services/';
const out = process.argv[3] ?? '.tmp/shots';
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const settle = (page) => page.waitForTimeout(500);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
for (const width of [1280, 360]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(url);
  const form = page.locator('bali-booking-form');
  const shot = (name) => form.screenshot({ path: `${out}/${width}-${name}.png` });
  await form.locator('input[name="name"]').waitFor();
  await shot('step1');
  await form.getByRole('button', { name: 'Next' }).click();
  await shot('step1-errors');
  await form.locator('input[name="name"]').fill('Made Wirawan');
  await form.locator('input[name="email"]').fill('made@example.com');
  // Playwright puts the caret at 0 when it focuses an input; a guest's caret is after the "+62".
  const phone = form.locator('input[name="whatsapp"]');
  await phone.focus();
  await phone.press('End');
  await phone.pressSequentially('81234567890');
  await form.locator('.selected-flag').click();
  await form.locator('.country-list input').pressSequentially('au');
  await page.screenshot({ path: `${out}/${width}-dropdown.png` });
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.locator('input[name="checkIn"]').waitFor();
  await settle(page);
  await form.getByRole('button', { name: 'Book Accommodation' }).click();
  await shot('step2-errors');
  await form.locator('input[name="budgetAmount"]').fill('1500');
  await form.locator('label.tile').nth(2).click();
  await form.locator('label.tile').nth(4).click();
  await shot('step2-filled');
  await page.screenshot({ path: `${out}/${width}-page.png`, fullPage: true });
  await page.close();
}
await browser.close();
