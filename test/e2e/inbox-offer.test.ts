/**
 * "Make offer" in the inbox, in Chromium at 360 px against the demo server (real receiver, SQLite): a
 * Korean request with an estimate → the editor from the estimate → a line edited and a discount added,
 * the total live → a refused line keeps everything typed → a fixed deposit above the total is capped with
 * a note → the link made → the WhatsApp text in Korean → the guest's page answers 200 → a new version →
 * the old link answers 410 → a second request on the same nights is refused the hold, naming the first
 * (the inbox in Indonesian) → Withdraw → a new version accepted by the guest → Deposit received → Booked.
 * axe in every state.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoAndBrowser } from './demo-server';
import { axe } from './page-axe';
import { signInToInbox } from '../helpers/browser-page';

const TOKEN = 'inbox-offer-e2e-token-0123456789abcdef';
const demo = useDemoAndBrowser('bali-e2e-inbox-offer-', { ADMIN_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '100', SPAM_SHIELD: 'off' });
const SHOTS = process.env.OFFER_SHOTS;
const today = new Date().toISOString().slice(0, 10);
const day = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const stay = { checkIn: day(70), checkOut: day(74) };

let page: Page;
const problems: string[] = [];
// The live region adds a zero-width space to say a repeated sentence again.
const status = async () => (await page.locator('p[role="status"]').textContent())?.replace(/\u200b/g, '');
const line = (n: number) => page.getByRole('group', { name: `Line ${n}`, exact: true });
const rupiah = (typed: string) => Number(typed.replace(/\D/g, ''));
/** What the keyboard is on: an element's text, or a field's label. */
const focused = () => page.evaluate(() => {
  const el = document.activeElement as HTMLInputElement | null;
  return (el?.labels?.[0]?.textContent ?? el?.textContent ?? '').trim();
});

async function request(name: string, language: string): Promise<string> {
  const answer = await fetch(`${demo.server.base}/api/book-accommodation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify({ name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, whatsapp: '+821012345678', ...stay, budgetCurrency: 'IDR', budgetAmount: 20_000_000, travelType: ['Airbnb Guest - Honeymoon'] }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

async function shoot(name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
}

async function clean() {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axe(page)).toEqual([]);
}

describe('making and sending an offer from the inbox at 360 px', () => {
  let first: string;
  let links: string[] = [];

  beforeAll(async () => {
    first = await request('Ji-woo Park', 'ko-KR,ko;q=0.9');
    const context = await demo.browser.newContext({ hasTouch: true, viewport: { width: 360, height: 800 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    page = await context.newPage();
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
    await signInToInbox(page, demo.server.base, TOKEN);
  }, 120_000);

  it('opens the editor from the request\'s estimate, the total following every line typed', async () => {
    // Signed in, the keyboard starts at the list's heading, not on the page itself.
    await expect.poll(focused).toMatch(/^Requests/);
    // The list's card keeps each amount whole at 360 px: "Estimate IDR" no longer ends a line.
    await page.getByText('Ji-woo Park').first().waitFor();
    const cardAmounts = await page.locator('.cards .nowrap').evaluateAll((els) => els.map((el) => el.getClientRects().length));
    expect(cardAmounts).toEqual([1, 1]);
    await page.goto(`${demo.server.base}/admin/requests/${first}`);
    await page.getByRole('heading', { level: 2, name: 'Offer' }).waitFor();
    await clean();
    // At 360 px the estimate takes the card's width under its label: no amount and no phone number is split.
    const wrapped = await page.evaluate(() => {
      const fields = document.querySelector('dl.fields')!.getBoundingClientRect();
      const parts = [...document.querySelectorAll('.estimate__lines li > :last-child, dl.fields a[href^="tel:"]')];
      const split = parts.filter((el) => el.getClientRects().length !== 1 || el.getBoundingClientRect().right > fields.right);
      return { parts: parts.length, split: split.map((el) => el.textContent) };
    });
    expect(wrapped.parts).toBeGreaterThan(2);
    expect(wrapped.split).toEqual([]);
    await page.getByRole('button', { name: 'Make offer' }).tap();
    await page.getByRole('heading', { level: 3, name: 'New offer' }).waitFor();
    expect(await page.getByText('Starts from the estimate, in the guest’s language: Korean.', { exact: false }).count()).toBe(1);
    const estimate = await page.locator('.estimate__lines li:not(.estimate__total) span:first-child').allTextContents();
    const labels = await page.locator('.offer-line').getByLabel('Description').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    // The owner reads the estimate in English; the offer goes to the guest, so its lines start in the guest's
    // Korean, the owner's tax labels as typed, each percent kept with its word (a no-break space).
    expect(estimate).toEqual(['4 nights', 'Cleaning', 'Service\u00a010%', 'PBJT\u00a010%']);
    expect(labels).toEqual(['4박', '청소비', 'Service\u00a010%', 'PBJT\u00a010%']);
    expect(await focused()).toBe('New offer');
    await clean();
    await shoot('offer-editor');

    await line(1).getByLabel('Amount').fill('12.000.000');
    await page.getByRole('button', { name: 'Add a line' }).tap();
    const added = line(labels.length + 1);
    // The keyboard goes into the new line, never stays on the button a space would press again.
    await expect.poll(() => added.getByLabel('Description').evaluate((i) => i === document.activeElement)).toBe(true);
    await added.getByLabel('Description').fill('Honeymoon discount');
    await added.getByLabel('Amount').fill('-500.000');
    const amounts = await page.locator('.offer-line').getByLabel('Amount').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    const sum = amounts.reduce((total, typed) => total + (typed.startsWith('-') ? -1 : 1) * rupiah(typed), 0);
    expect(rupiah((await page.locator('.offer-total strong').textContent())!)).toBe(sum);
    // A blank line removed: the keyboard lands in the line before it, and the total is as it was.
    await page.getByRole('button', { name: 'Add a line' }).tap();
    await line(labels.length + 2).getByRole('button', { name: /^Remove/ }).tap();
    await expect.poll(() => added.getByLabel('Description').evaluate((i) => i === document.activeElement)).toBe(true);
    expect(await page.locator('.offer-line').count()).toBe(labels.length + 1);
    expect(rupiah((await page.locator('.offer-total strong').textContent())!)).toBe(sum);
  });

  it('keeps everything typed when a line is refused, and caps a deposit above the total with a note', async () => {
    await line(1).getByLabel('Description').fill(' ');
    await page.getByRole('button', { name: 'Make the offer link' }).tap();
    await expect.poll(() => line(1).locator('.error').textContent()).toBe('Write what this line is, in at most 120 characters.');
    expect(await line(1).getByLabel('Description').getAttribute('aria-invalid')).toBe('true');
    expect(await line(1).getByLabel('Amount').inputValue()).toBe('12.000.000');
    expect(await status()).toMatch(/Nothing was sent/);
    await clean();
    await line(1).getByLabel('Description').fill('4 nights, honeymoon rate');
    expect(await line(1).locator('.error').count()).toBe(0);

    await page.getByLabel('A fixed amount').check();
    await page.getByLabel('Deposit amount').fill('999.000.000');
    await page.getByText('The deposit is above the total, so it is capped at the total', { exact: false }).waitFor();
    await clean();
    await shoot('offer-capped');
    await page.getByLabel('Your terms (optional)').fill('No parties. 파티 금지.');
  });

  it('makes the link: WhatsApp in the guest\'s Korean, the guest\'s page answers 200', async () => {
    await page.getByRole('button', { name: 'Make the offer link' }).tap();
    await page.getByRole('heading', { level: 3, name: 'Version 1 is ready to send' }).waitFor();
    expect(await status()).toBe('Offer link made.');
    const link = await page.getByLabel('Offer link').inputValue();
    links.push(link);
    const whatsapp = await page.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href');
    const text = new URL(whatsapp!).searchParams.get('text')!;
    expect(text).toContain('예약 제안');
    expect(text).toContain(link);
    const mail = await page.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href');
    expect(decodeURIComponent(mail!.split('body=')[1]!)).toContain(link);
    expect(await page.getByText('The message is written in the guest’s language: Korean', { exact: false }).count()).toBe(1);
    const version = page.locator('.offer-version').first();
    expect(await version.locator('.offer-state').textContent()).toBe('Open');
    expect(await version.textContent()).toMatch(/everything now/);
    expect((await fetch(link)).status).toBe(200);
    await clean();
    await shoot('offer-sent');
  });

  it('edits the sent offer as a new version; the old link answers 410 and the list says so', async () => {
    await page.getByRole('button', { name: 'Edit: make a new version' }).tap();
    await page.getByRole('heading', { level: 3, name: 'Version 2' }).waitFor();
    expect(await page.getByText('The link of version 1 then stops working', { exact: false }).count()).toBe(1);
    expect(await line(1).getByLabel('Description').inputValue()).toBe('4 nights, honeymoon rate');
    await page.getByLabel('A percentage of the total').check();
    await page.getByLabel('Deposit, % of the total').fill('30');
    await page.getByLabel('The offer expires after').selectOption({ label: '72 hours' });
    await clean();
    await page.getByRole('button', { name: 'Make the offer link' }).tap();
    await page.getByRole('heading', { level: 3, name: 'Version 2 is ready to send' }).waitFor();
    links.push(await page.getByLabel('Offer link').inputValue());
    expect((await fetch(links[0]!)).status).toBe(410);
    expect((await fetch(links[1]!)).status).toBe(200);
    const versions = page.locator('.offer-version');
    await expect.poll(() => versions.count()).toBe(2);
    expect(await versions.nth(0).locator('.offer-state').textContent()).toBe('Open');
    expect(await versions.nth(0).textContent()).toMatch(/balance by/);
    expect(await versions.nth(1).locator('.offer-state').textContent()).toBe('Replaced');
    expect(await versions.nth(1).textContent()).toContain('Its link no longer works');
    await clean();
  });

  it('refuses a second hold on the same nights, naming the other request, in Indonesian', async () => {
    const second = await request('Sarah Miller', 'en-AU');
    await page.goto(`${demo.server.base}/admin/requests/${second}`);
    await page.getByRole('button', { name: 'Bahasa Indonesia' }).tap();
    await page.getByRole('button', { name: 'Buat penawaran' }).tap();
    await page.getByRole('heading', { level: 3, name: 'Penawaran baru' }).waitFor();
    await clean();
    await page.getByRole('button', { name: 'Buat tautan penawaran' }).tap();
    const held = page.getByRole('alert');
    await held.getByText('Malam-malam ini sedang ditahan untuk permintaan lain', { exact: false }).waitFor();
    expect(await held.getByRole('link').textContent()).toBe('Ji-woo Park');
    expect(await page.getByLabel('Tahan tanggalnya selama penawaran berlaku').isChecked()).toBe(true);
    await clean();
    await shoot('offer-held-id');
    await held.getByRole('link').tap();
    await page.getByRole('button', { name: 'Ubah: buat versi baru' }).waitFor();
    // The other request's page starts closed: nothing of the editor left open on this one follows.
    expect(await page.locator('.offer-editor').count()).toBe(0);
    await page.getByRole('button', { name: 'English' }).tap();
  });

  it('withdraws the open version after asking; its link answers 410', async () => {
    await page.getByRole('button', { name: 'Withdraw Version 2' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Withdraw version 2?' });
    await dialog.waitFor();
    expect(await axe(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Withdraw' }).tap();
    await expect.poll(status).toBe('Offer withdrawn: its link no longer works.');
    await expect.poll(() => page.locator('.offer-version').first().locator('.offer-state').textContent()).toBe('Withdrawn');
    expect((await fetch(links[1]!)).status).toBe(410);
    expect(await page.getByRole('button', { name: /^Withdraw/ }).count()).toBe(0);
    // The button pressed is gone: the keyboard goes on from the list of versions, where the state changed.
    await expect.poll(focused).toBe('Offers sent');
    await clean();
    await shoot('offer-withdrawn');
  });

  it('after the guest accepts a new version, "Deposit received" asks first, then the request is Booked', async () => {
    await page.getByRole('button', { name: 'Edit: make a new version' }).tap();
    await page.getByRole('button', { name: 'Make the offer link' }).tap();
    await page.getByRole('heading', { level: 3, name: 'Version 3 is ready to send' }).waitFor();
    const guest = await (await demo.browser.newContext({ viewport: { width: 320, height: 800 } })).newPage();
    await guest.goto(await page.getByLabel('Offer link').inputValue());
    await guest.getByLabel('성인').fill('2');
    await guest.getByLabel('약관을 읽었으며 동의합니다.').check();
    await guest.getByRole('button', { name: '제안 수락' }).click();
    await guest.getByText('수락했습니다', { exact: false }).waitFor();

    await page.reload();
    const version = page.locator('.offer-version').first();
    await expect.poll(() => version.locator('.offer-state').textContent()).toBe('Accepted');
    expect(await version.textContent()).toMatch(/Accepted .*: 2 adults, 0 children/);
    await clean();
    await page.getByRole('button', { name: 'Deposit received' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Has the deposit arrived?' });
    await dialog.waitFor();
    expect(await axe(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Yes, it arrived' }).tap();
    await expect.poll(status).toBe('Deposit recorded: the request is Booked.');
    await expect.poll(() => version.locator('.offer-state').textContent()).toBe('Paid');
    await expect.poll(() => page.locator('.detail__head .status').textContent()).toBe('Booked');
    expect(await version.textContent()).toContain('Deposit paid');
    expect(await page.getByRole('button', { name: 'Edit: make a new version' }).count()).toBe(0);
    await clean();
    await shoot('offer-paid');
    // The refused hold's 409 is the one failed call the browser reports.
    expect(problems).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
  });

  it('an archived request takes no new offer until it is brought back', async () => {
    const third = await request('Made Wirawan', 'en-US');
    await page.goto(`${demo.server.base}/admin/requests/${third}`);
    await page.getByRole('button', { name: 'Make offer' }).waitFor();
    await page.getByRole('button', { name: 'Archive', exact: true }).tap();
    await expect.poll(() => page.locator('.detail__head .status').textContent()).toBe('Archived');
    expect(await page.getByRole('button', { name: 'Make offer' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Offer', exact: true }).count()).toBe(0);
    await clean();
    await page.getByRole('button', { name: 'Unarchive' }).tap();
    await page.getByRole('button', { name: 'Make offer' }).waitFor();
    // Cancel closes the editor and gives the keyboard back to "Make offer".
    await page.getByRole('button', { name: 'Make offer' }).press('Enter');
    await expect.poll(focused).toBe('New offer');
    await page.getByRole('button', { name: 'Cancel', exact: true }).press('Enter');
    await expect.poll(focused).toBe('Make offer');
  });

  it('lands on each page\'s heading after a move from the top bar', async () => {
    for (const name of ['Calendar', 'Rates', 'Reviews']) {
      await page.getByRole('navigation').getByRole('link', { name, exact: true }).press('Enter');
      await expect.poll(focused).toBe(name);
    }
  });
});
