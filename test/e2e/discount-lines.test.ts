/**
 * The weekly discount wherever a person reads it, in Chromium against the demo server (its rupiah card with
 * 10 % off a week): the guest form's price details, the inbox's estimate and the guest's offer page, at 360 and
 * 1280 px, in English and Indonesian. "Diskon mingguan 10%" never leaves "10%" alone on the next line, and the
 * amount shows (and the accessibility tree gives) the minus sign U+2212, never a hyphen. axe on every page.
 * Screenshots in .tmp/shots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInToInbox } from '../helpers/browser-page';
import { typeWhatsApp, useDemoAndBrowser } from './demo-server';
import { axe } from './page-axe';

const TOKEN = 'discount-lines-e2e-token-0123456789abcdef';
const demo = useDemoAndBrowser('bali-e2e-discount-', { ADMIN_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '100', SPAM_SHIELD: 'off' });
const SHOTS = fileURLToPath(new URL('../../.tmp/shots/', import.meta.url));
const WIDTHS = [360, 1280] as const;
const LABEL = { en: 'Weekly discount\u00a010%', id: 'Diskon mingguan\u00a010%' };
const DAY = 86_400_000;
const utcDay = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** `YYYY-MM-DD`, `days` after the browser's (= this machine's) local today: the form's dates are local. */
function localIso(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * Where the label's percent sits against the word before it: the percent in one box, on the same line as
 * that word (the tops of their text boxes).
 */
function percentPlace(label: Locator) {
  return label.evaluate((element) => {
    const node = element.firstChild as Text;
    const text = node.data;
    const percentAt = text.search(/[\d.,]+\s?%$/);
    const wordAt = text.lastIndexOf(' ', percentAt - 2) + 1;
    const boxes = (from: number, to: number) => {
      const range = document.createRange();
      range.setStart(node, from);
      range.setEnd(node, to);
      return [...range.getClientRects()].filter((r) => r.width > 0);
    };
    const word = boxes(wordAt, percentAt - 1);
    const percent = boxes(percentAt, text.length);
    return { percentBoxes: percent.length, sameLine: Math.abs(word.at(-1)!.top - percent[0]!.top) < 2 };
  });
}

/** The discount line's label and amount: its text, its percent's place, and the amount as the accessibility tree gives it. */
async function discountLine(label: Locator, amount: Locator) {
  return {
    label: await label.textContent(),
    place: await percentPlace(label),
    amount: (await amount.textContent())?.replace(/\s/g, ' '),
    spoken: await amount.ariaSnapshot(),
  };
}

async function expectRead(line: Awaited<ReturnType<typeof discountLine>>, label: string, amount: RegExp) {
  expect(line.label).toBe(label);
  expect(line.place).toEqual({ percentBoxes: 1, sameLine: true });
  expect(line.amount).toMatch(amount);
  expect(line.amount).not.toContain('-');
  expect(line.spoken).toContain('\u2212');
}

async function newPage(width: number): Promise<Page> {
  const context = await demo.browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

/** A request for eight nights (the weekly discount applies) in the guest's language; its id. */
async function request(language: 'en' | 'id', from: number) {
  const answer = await fetch(`${demo.server.base}/api/book-accommodation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': language === 'id' ? 'id-ID,id;q=0.9' : 'en-GB,en;q=0.9' },
    body: JSON.stringify({ name: 'Putu Diskon', email: `putu.${language}@example.com`, whatsapp: '+6281234567890', checkIn: utcDay(from), checkOut: utcDay(from + 8), budgetCurrency: 'IDR', budgetAmount: 30_000_000, travelType: ['Airbnb Guest - Honeymoon'] }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

describe('a discount line wherever it is read', () => {
  mkdirSync(SHOTS, { recursive: true });

  it('reads "Diskon mingguan 10%" on one line and "−Rp" in the guest form\'s price details, at 360 and 1280 px', async () => {
    for (const lang of ['id', 'en'] as const) {
      for (const width of WIDTHS) {
        const page = await newPage(width);
        await page.goto(`${demo.server.base}/services/?lang=${lang}`);
        const form = page.locator('bali-booking-form');
        await form.locator('input[name="name"]').fill('Putu Diskon');
        await form.locator('input[name="email"]').fill('putu@example.com');
        await typeWhatsApp(form, '81234567890');
        await form.locator('.button--primary').click();
        await form.locator('input[name="checkIn"]').fill(localIso(40));
        await form.locator('input[name="checkOut"]').fill(localIso(48));
        await form.locator('.estimate__toggle').click();
        const item = form.locator('.estimate__lines li').filter({ hasText: LABEL[lang] });
        await item.waitFor();
        const line = await discountLine(item.locator('span').first(), item.locator('.estimate__amount'));
        await expectRead(line, LABEL[lang], lang === 'id' ? /^\u2212Rp [\d.]+$/ : /^\u2212IDR [\d,]+$/);
        // The toggle's arrow turns for 150 ms: axe reads the page once it has settled.
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
        expect(await axe(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await form.locator('[part="estimate"]').screenshot({ path: join(SHOTS, `discount-guest-${lang}-${width}.png`) });
        await page.context().close();
      }
    }
  }, 240_000);

  it('reads the same in the inbox\'s estimate, in English and after the switch to Indonesian', async () => {
    const id = await request('en', 90);
    for (const width of WIDTHS) {
      const page = await newPage(width);
      await signInToInbox(page, demo.server.base, TOKEN);
      await page.goto(`${demo.server.base}/admin/requests/${id}`);
      const item = () => page.locator('.estimate__lines li').nth(1);
      await item().waitFor();
      for (const lang of ['en', 'id'] as const) {
        if (lang === 'id') await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Bahasa Indonesia' }).click();
        await expect.poll(() => item().locator('span').first().textContent()).toBe(LABEL[lang]);
        const line = await discountLine(item().locator('span').first(), item().locator('span').nth(1));
        await expectRead(line, LABEL[lang], lang === 'id' ? /^IDR \u2212[\d.]+$/ : /^IDR \u2212[\d,]+$/);
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
        expect(await axe(page)).toEqual([]);
        await page.locator('.estimate').screenshot({ path: join(SHOTS, `discount-inbox-${lang}-${width}.png`) });
      }
      await page.context().close();
    }
  }, 240_000);

  it('reads the same on the guest\'s offer page, in the request\'s language', async () => {
    const owner = await newPage(1280);
    await signInToInbox(owner, demo.server.base, TOKEN);
    for (const [lang, from] of [['id', 120], ['en', 150]] as const) {
      const id = await request(lang, from);
      const made = await owner.evaluate(async (path) => {
        const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ terms: 'No parties.', email: false }) });
        return { status: response.status, body: await response.json() };
      }, `/admin/api/requests/${id}/offers`);
      expect(made.status).toBe(201);
      for (const width of WIDTHS) {
        const page = await newPage(width);
        expect((await page.goto(made.body.link))?.status()).toBe(200);
        const row = page.locator('tr').filter({ hasText: LABEL[lang] });
        const line = await discountLine(row.locator('td').first(), row.locator('td.amount'));
        await expectRead(line, LABEL[lang], lang === 'id' ? /^\u2212Rp [\d.]+$/ : /^\u2212IDR [\d,]+$/);
        expect(await axe(page)).toEqual([]);
        await page.screenshot({ path: join(SHOTS, `discount-offer-${lang}-${width}.png`), fullPage: true });
        await page.context().close();
      }
    }
    await owner.context().close();
  }, 240_000);
});
