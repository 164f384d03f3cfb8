/**
 * A request's estimate in the inbox, in Chromium at 360 px against the demo server (its rupiah card with a
 * weekly discount, cleaning, service and PBJT): the lines read in the owner's language, English as stored
 * and Indonesian after the switch at the page's foot, the owner's tax labels as typed in both; an offer
 * started from the estimate is worded in the guest's French whatever the owner reads. axe in every state.
 * Screenshots in .tmp/shots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInToInbox } from '../helpers/browser-page';
import { useDemoAndBrowser } from './demo-server';
import { axe } from './page-axe';

const TOKEN = 'inbox-estimate-e2e-token-0123456789abcdef';
const demo = useDemoAndBrowser('bali-e2e-inbox-estimate-', { ADMIN_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '100', SPAM_SHIELD: 'off' });
const SHOTS = fileURLToPath(new URL('../../.tmp/shots/', import.meta.url));
const today = new Date().toISOString().slice(0, 10);
const day = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
// Each percent stays with the word before it (a no-break space).
const TAXES = ['Service\u00a010%', 'PBJT\u00a010%'];

let page: Page;
const errors: string[] = [];
const lines = () => page.locator('.estimate__lines li:not(.estimate__total) > span:first-child').allTextContents();
const shot = async (name: string) => {
  await page.locator('.estimate').screenshot({ path: join(SHOTS, `inbox-estimate-${name}-360.png`) });
  await page.screenshot({ path: join(SHOTS, `inbox-estimate-${name}-page-360.png`), fullPage: true });
};

describe('a request\'s estimate in the owner\'s language', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    // Eight nights: the weekly discount applies.
    const answer = await fetch(`${demo.server.base}/api/book-accommodation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'fr-FR,fr;q=0.9' },
      body: JSON.stringify({ name: 'Camille Martin', email: 'camille@example.fr', whatsapp: '+33612345678', checkIn: day(80), checkOut: day(88), budgetCurrency: 'IDR', budgetAmount: 30_000_000, travelType: ['Airbnb Guest - Honeymoon'] }),
    });
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    const context = await demo.browser.newContext({ viewport: { width: 360, height: 800 } });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await signInToInbox(page, demo.server.base, TOKEN);
    await page.goto(`${demo.server.base}/admin/requests/${id}`);
    await page.locator('.estimate').waitFor();
  }, 120_000);

  it('reads in English exactly as stored, the owner\'s taxes as typed', async () => {
    expect(await lines()).toEqual(['8 nights', 'Weekly discount\u00a010%', 'Cleaning', ...TAXES]);
    expect(await axe(page)).toEqual([]);
    await shot('en');
  });

  it('reads nights, discount and cleaning in Indonesian after the switch (they stayed English), the taxes still as the owner typed them', async () => {
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Bahasa Indonesia' }).click();
    await expect.poll(lines).toEqual(['8 malam', 'Diskon mingguan\u00a010%', 'Biaya kebersihan', ...TAXES]);
    // The language buttons' colours ease for 150 ms: axe reads them once they have settled.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    expect(await page.locator('.estimate__total > span').textContent()).toBe('Perkiraan');
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot('id');
  });

  it('starts an offer in the guest\'s French (it was English), not the owner\'s Indonesian: the offer goes to the guest', async () => {
    await page.getByRole('button', { name: 'Buat penawaran' }).click();
    await page.getByRole('heading', { level: 3, name: 'Penawaran baru' }).waitFor();
    expect(await page.getByText('Dimulai dari perkiraan harga, dalam bahasa tamu: Prancis.', { exact: false }).count()).toBe(1);
    const labels = await page.locator('.offer-line').getByLabel('Keterangan').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    // French puts a no-break space before "%" too (Intl's, narrow in some versions of its data).
    expect(labels.map((label) => label.replace(/\u202f/g, '\u00a0'))).toEqual(['8 nuits', 'Remise à la semaine\u00a010\u00a0%', 'Ménage', ...TAXES]);
    // The discount's amount starts with the minus sign, as the estimate shows it; the owner may type a hyphen.
    const amounts = await page.locator('.offer-line').getByLabel('Jumlah').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(amounts[1]).toMatch(/^\u2212\d{1,3}(\.\d{3})+$/);
    expect(await axe(page)).toEqual([]);
    await page.locator('.offer-editor').screenshot({ path: join(SHOTS, 'inbox-estimate-offer-id-360.png') });
    expect(errors).toEqual([]);
  });
});
