/**
 * The inbox's Rates page in Chromium at 360 px with touch, against the demo server and its demo rates: a
 * season added by touch changes the guest's quote, a partly overlapping season is refused naming both, a
 * CSV is imported and a bad one refused naming its line; axe in each state.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoAndBrowser } from './demo-server';
import { axe } from './page-axe';
import { signInToInbox } from '../helpers/browser-page';

const TOKEN = 'inbox-rates-e2e-token-0123456789abcdef';
const demo = useDemoAndBrowser('bali-e2e-rates-', { ADMIN_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '100' });
const SHOTS = process.env.RATES_SHOTS;

const today = new Date().toISOString().slice(0, 10);
const day = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let page: Page;
const errors: string[] = [];
const status = () => page.locator('p[role="status"]').textContent();
const lastSeason = () => page.locator('.rates-season').filter({ has: page.getByLabel('Repeats every year') }).last();

async function addSeason(name: string, from: string, to: string, nightly: string) {
  await page.getByRole('button', { name: 'Add a season' }).tap();
  const season = lastSeason();
  await season.getByLabel('Name').fill(name);
  await season.getByLabel('First night').fill(from);
  await season.getByLabel('Ends on (check-out day)').fill(to);
  await season.getByLabel('Nightly rate', { exact: true }).fill(nightly);
  await season.getByLabel('Repeats every year').tap();
  await page.getByRole('button', { name: 'Save rates' }).tap();
}

describe('the inbox Rates page at 360 px', () => {
  beforeAll(async () => {
    const context = await demo.browser.newContext({ hasTouch: true, viewport: { width: 360, height: 800 } });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await signInToInbox(page, demo.server.base, TOKEN);
  }, 120_000);

  it('shows the listing\'s rates as the owner typed them, within 360 px', async () => {
    await page.getByRole('link', { name: 'Rates' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Rates' }).waitFor();
    expect(await page.getByLabel('Nightly rate', { exact: true }).first().inputValue()).toBe('3.500.000');
    expect(await page.locator('.rates-season legend').allTextContents()).toEqual(expect.arrayContaining(['High season', 'Christmas', 'Service 10%', 'PBJT 10%']));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axe(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rates-360.png`, fullPage: true });
    // The weekend's nights are named in the owner's language, Monday first.
    const nights = () => page.getByRole('group', { name: /^(Weekend nights|Malam akhir pekan)$/ }).locator('label').allTextContents();
    expect(await nights()).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    await page.getByRole('button', { name: 'Bahasa Indonesia' }).tap();
    await expect.poll(nights).toEqual(['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min']);
    await page.getByRole('button', { name: 'English' }).tap();
    await expect.poll(nights).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('adds a season by touch, and the guest\'s quote follows it', async () => {
    await addSeason('Nyepi', '2030-03-01', '2030-03-04', '9.000.000');
    await expect.poll(status).toBe('Rates saved.');
    const quote = await (await fetch(`${demo.server.base}/api/quote?checkIn=${day(3)}&checkOut=${day(4)}&lang=en`)).json();
    expect(quote.ratesVersion).toBe(2);
    expect(await axe(page)).toEqual([]);
  });

  it('refuses a season partly overlapping another, naming both beside the field, and saves nothing', async () => {
    await addSeason('Surf', '2030-03-03', '2030-04-01', '6.000.000');
    const message = '"Surf" and "Nyepi" share nights from 2030-03-03: a season lies wholly inside another or apart from it.';
    await expect.poll(() => lastSeason().locator('.error').textContent()).toBe(message);
    expect(await lastSeason().getByLabel('First night').getAttribute('aria-invalid')).toBe('true');
    expect(await status()).toMatch(/Nothing was saved/);
    expect(await axe(page)).toEqual([]);
    if (SHOTS) await lastSeason().screenshot({ path: `${SHOTS}/rates-overlap-360.png` });
    await lastSeason().getByRole('button', { name: /Remove season/ }).tap();
    const quote = await (await fetch(`${demo.server.base}/api/quote?checkIn=${day(3)}&checkOut=${day(4)}&lang=en`)).json();
    expect(quote.ratesVersion).toBe(2);
  });

  it('imports a CSV of daily prices, and refuses a file with a bad row naming its line', async () => {
    const file = page.getByLabel('CSV file');
    await file.setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(`date,nightly,minStay\n${day(10)},"4.200.000",3\n${day(11)},4200000\n`) });
    await page.getByRole('button', { name: 'Import', exact: true }).tap();
    await expect.poll(status).toBe('Imported 2 days.');
    await expect.poll(() => page.getByText(/2 imported days/).count()).toBe(1);
    const quote = await (await fetch(`${demo.server.base}/api/quote?checkIn=${day(10)}&checkOut=${day(11)}&lang=en`)).json();
    expect(quote).toMatchObject({ lines: [{ kind: 'nights', amount: 4_200_000 }, ...quote.lines.slice(1)], minStay: 3, notes: ['min-stay'] });

    await file.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(`${day(12)},100\n${day(13)},lots\n`) });
    await page.getByRole('button', { name: 'Import', exact: true }).tap();
    await expect.poll(() => page.locator(`[id$="-csv-error"]`).textContent()).toMatch(/^Line 2: Type the amount/);
    expect(await file.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByText(/2 imported days/).count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rates-import-360.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});
