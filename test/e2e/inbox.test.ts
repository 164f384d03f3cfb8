/**
 * The owner's inbox in Chromium against the real demo server (built receiver, a real SQLite file):
 * sign in, the list, filters, search, reply links, statuses seen in the JSON listing, delete, sign out
 * (here and everywhere),
 * cookie flags, a cross-site call refused, a hostile name shown as text, axe in every state, no CSP
 * violation, every page at 320, 360 and 1280 px (screenshots in .tmp/shots/), and the phone and desktop
 * screenshots of the documentation.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailtoLink, whatsappLink } from '../../src/server/reply';
import { openStore, type Store } from '../../src/server/store';
import { useDemoAndBrowser } from './demo-server';
import { axe } from './page-axe';
import { signInToInbox } from '../helpers/browser-page';

const TOKEN = '262J_HK3aOSZ_VRzkYBV6h0Q6_SvOEkCsGlbJAwID0g';
const demo = useDemoAndBrowser('bali-e2e-inbox-', { ADMIN_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '100', RETENTION_DAYS: '365' });
const SHOTS = fileURLToPath(new URL('../../docs/images/', import.meta.url));
const TMP_SHOTS = fileURLToPath(new URL('../../.tmp/shots/', import.meta.url));

/** A calendar day `days` from today (UTC), as the form sends it. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Listed = { id: string; name: string; email: string; status: string; repliedAt?: string; locale?: string; listing?: string };

const GUESTS = {
  korean: { name: '김민지', email: 'minji@example.kr', whatsapp: '+821012345678', checkIn: day(40), checkOut: day(44), budgetCurrency: 'USD', budgetAmount: 1800, travelType: ['Airbnb Guest - Honeymoon'] },
  english: { name: 'Sarah Miller', email: 'sarah@example.com.au', whatsapp: '+61412345678', checkIn: day(42), checkOut: day(49), budgetCurrency: 'AUD', budgetAmount: 3200, travelType: ['Airbnb Guest - Family Holiday', 'Airbnb Guest - Holiday/ vacation'] },
  again: { name: 'Sarah M.', email: 'SARAH@example.com.au', whatsapp: '+61412345678', checkIn: day(43), checkOut: day(46), budgetCurrency: 'AUD', budgetAmount: 2000, travelType: ['Airbnb Guest - Family Holiday'] },
  hostile: { name: '<img src=x onerror=alert(1)>', email: 'x@example.com', whatsapp: '+6281234567890', checkIn: day(90), checkOut: day(91), budgetCurrency: 'IDR', budgetAmount: 15000000, travelType: ['Airbnb Guest - Digital Nomad/Entrepreneur'] },
  german: { name: 'Lukas Müller', email: 'lukas@example.de', whatsapp: '+4915112345678', checkIn: day(120), checkOut: day(148), budgetCurrency: 'EUR', budgetAmount: 4200, travelType: ['Airbnb Guest - Long-Term Stay or Relocation'] },
};

/** Stores a request in the demo's database file as the receiver does, with its listing and language. */
async function book(guest: (typeof GUESTS)[keyof typeof GUESTS], listing: string, locale: string) {
  const store = await openStore(join(demo.dir, 'bookings.sqlite'));
  try {
    const id = randomUUID();
    const booking = guest as unknown as Parameters<Store['bookings']['save']>[0]['booking'];
    await store.bookings.save({ id, createdAt: new Date().toISOString(), booking, listing, locale, bodyHash: id });
  } finally {
    await store.close();
  }
}

async function listed(): Promise<Listed[]> {
  const response = await fetch(`${demo.server.base}/api/bookings`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  return ((await response.json()) as { bookings: Listed[] }).bookings;
}
const statusOf = async (name: string) => (await listed()).find((b) => b.name === name);

/** Files a request under `status` in the demo's database, as the inbox's buttons and the spam shield do. */
async function file(name: string, status: 'new' | 'booked' | 'spam') {
  const store = await openStore(join(demo.dir, 'bookings.sqlite'));
  try {
    await store.bookings.setStatus((await statusOf(name))!.id, status);
  } finally {
    await store.close();
  }
}

let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const inbox = () => `${demo.server.base}/admin/`;

async function newInboxPage(ctx: BrowserContext, width = 390): Promise<Page> {
  const p = await ctx.newPage();
  await p.setViewportSize({ width, height: 844 });
  p.on('pageerror', (e) => errors.push(e.message));
  await p.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      throw new Error(`CSP: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return p;
}

async function signIn(p: Page) {
  await signInToInbox(p, demo.server.base, TOKEN);
}

describe('the owner inbox', () => {
  beforeAll(async () => {
    await book(GUESTS.german, 'villa-samudra', 'de-DE');
    await book(GUESTS.hostile, 'villa-kecil', 'id-ID');
    await book(GUESTS.english, 'villa-samudra', 'en-AU');
    await book(GUESTS.again, 'villa-kecil', 'en-AU');
    await book(GUESTS.korean, 'villa-samudra', 'ko-KR');
    context = await demo.browser.newContext();
    page = await newInboxPage(context);
  });

  it('shows the sign-in form without a session, says a wrong token is wrong, then signs in', async () => {
    await page.goto(inbox());
    await page.getByLabel('Admin token').waitFor();
    expect(await page.title()).toBe('Sign in · Inbox');
    expect(await axe(page)).toEqual([]);
    await page.getByLabel('Admin token').fill('not-the-token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Wrong admin token. Check it and try again.');
    expect(await page.getByLabel('Admin token').getAttribute('aria-invalid')).toBe('true');
    expect(await axe(page)).toEqual([]);
    await page.getByLabel('Admin token').fill(TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: /^Requests/ }).waitFor();
  });

  it('keeps the session in an HttpOnly SameSite=Strict cookie for the inbox path only', async () => {
    const [cookie] = await context.cookies();
    expect(cookie).toMatchObject({ name: 'bali_inbox', path: '/admin', httpOnly: true, sameSite: 'Strict', secure: false });
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(12 * 3600 - 60);
    expect(await page.evaluate(() => document.cookie)).toBe('');
  });

  it('lists new requests newest first with their count, flags, and a hostile name as text', async () => {
    await page.locator('.req__name').first().waitFor();
    const names = await page.locator('.req__name').allTextContents();
    expect(names).toEqual([GUESTS.korean.name, GUESTS.again.name, GUESTS.english.name, GUESTS.hostile.name, GUESTS.german.name]);
    await expect.poll(() => page.title()).toBe('Requests (5 new) · Inbox');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Requests 5 new');
    const card = (name: string) => page.locator('.req', { has: page.getByRole('link', { name, exact: true }) });
    expect(await card(GUESTS.korean.name).locator('.flag').allTextContents()).toEqual(['Dates overlap']);
    expect(await card(GUESTS.english.name).locator('.flag').allTextContents()).toEqual(['Dates overlap', 'Possible duplicate']);
    expect(await card(GUESTS.again.name).locator('.flag').allTextContents()).toEqual(['Possible duplicate']);
    expect(await card(GUESTS.german.name).locator('.flag').count()).toBe(0);
    expect(await card(GUESTS.english.name).textContent()).toContain('AUD 3,200');
    expect(await card(GUESTS.english.name).textContent()).toContain('Family Holiday, Holiday / Vacation');
    expect(await card(GUESTS.english.name).textContent()).toContain('7 nights');
    expect(await card(GUESTS.english.name).textContent()).toContain('villa-samudra');
    expect(await card(GUESTS.korean.name).locator('time').textContent()).toBe('just now');
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.getByText('Requests are erased 365 days after their check-out.').count()).toBe(1);
    expect(await axe(page)).toEqual([]);
  });

  it('searches name, e-mail and phone, and filters by status', async () => {
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('SARAH@');
    await search.press('Enter');
    await expect.poll(() => page.locator('.req__name').allTextContents()).toEqual([GUESTS.again.name, GUESTS.english.name]);
    await search.fill('4915112');
    await search.press('Enter');
    await expect.poll(() => page.locator('.req__name').allTextContents()).toEqual([GUESTS.german.name]);
    await search.fill('nobody-like-this');
    await search.press('Enter');
    await expect.poll(() => page.locator('.empty').textContent()).toBe('No requests match “nobody-like-this”.');
    expect(await axe(page)).toEqual([]);
    await search.fill('');
    await search.press('Enter');
    await page.getByRole('link', { name: 'Archived', exact: true }).click();
    await page.getByText('No archived requests.').waitFor();
    expect(await page.getByRole('link', { name: 'Archived', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('link', { name: 'All', exact: true }).click();
    await expect.poll(() => page.locator('.req').count()).toBe(5);
    await page.getByRole('link', { name: 'New', exact: true }).click();
    await expect.poll(() => page.locator('.req').count()).toBe(5);
  });

  it('writes both reply links in the guest language, exactly', async () => {
    await page.getByRole('link', { name: GUESTS.korean.name }).click();
    await page.getByRole('heading', { level: 1, name: GUESTS.korean.name }).waitFor();
    const wa = await page.getByRole('link', { name: 'Reply on WhatsApp' }).getAttribute('href');
    const mail = await page.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href');
    const booking = { ...GUESTS.korean, locale: 'ko-KR' };
    expect(wa).toBe(whatsappLink(booking, 'ko-KR'));
    expect(wa).toMatch(/^https:\/\/wa\.me\/821012345678\?text=/);
    expect(new URL(wa!).searchParams.get('text')).toMatch(/^안녕하세요, 김민지님\. .*4박\(예산 .*1,800\) 예약 요청 주셔서 감사합니다\.$/);
    expect(mail).toBe(mailtoLink(booking, 'ko-KR'));
    // The number is written for reading, and a tap on a phone calls it.
    const number = page.locator('.fields dd a[href^="tel:"]');
    expect([await number.textContent(), await number.getAttribute('href')]).toEqual(['+82 10-1234-5678', 'tel:+821012345678']);
    expect(mail).toMatch(/^mailto:minji@example\.kr\?subject=%EC%98%88%EC%95%BD%20%EC%9A%94%EC%B2%AD%3A%20/);
    expect(await axe(page)).toEqual([]);

    await page.getByRole('link', { name: /All requests/ }).click();
    await page.getByRole('link', { name: GUESTS.english.name }).click();
    await page.getByRole('heading', { level: 1, name: GUESTS.english.name }).waitFor();
    const english = { ...GUESTS.english, locale: 'en-AU' };
    const enWa = await page.getByRole('link', { name: 'Reply on WhatsApp' }).getAttribute('href');
    expect(enWa).toBe(whatsappLink(english, 'en-AU'));
    expect(new URL(enWa!).searchParams.get('text')).toMatch(/^Hi Sarah Miller, thank you for your booking request for a stay from .+ to .+ \(7 nights, budget .*3,200\)\.$/);
    expect(enWa).toMatch(/^https:\/\/wa\.me\/61412345678\?text=Hi%20Sarah%20Miller%2C%20thank%20you/);
    expect(await page.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')).toBe(mailtoLink(english, 'en-AU'));
  });

  it('marks a request replied when its WhatsApp link is used, and says so', async () => {
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' }));
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Reply on WhatsApp' }).click();
    await (await popup).close();
    await expect.poll(() => page.locator('.detail__head .status').textContent()).toBe('Replied');
    await expect.poll(() => page.locator('p[role="status"]').textContent()).toMatch(/^Marked as replied\./);
    await expect.poll(async () => (await statusOf(GUESTS.english.name))?.status).toBe('replied');
    expect((await statusOf(GUESTS.english.name))?.repliedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const csv = await (await fetch(`${demo.server.base}/api/bookings?format=csv`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
    expect(csv.split('\r\n')[0]).toContain('status');
    expect(csv).toMatch(/Sarah Miller.*,replied,\d{4}-/);
  });

  it('archives and moves back without moving the other actions, each change in the JSON listing', async () => {
    const before = await page.getByRole('button', { name: 'Mark as replied' }).boundingBox();
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect.poll(() => page.locator('p[role="status"]').textContent()).toMatch(/^Archived\./);
    expect(await page.getByRole('button', { name: 'Mark as replied' }).boundingBox()).toEqual(before);
    await expect.poll(async () => (await statusOf(GUESTS.english.name))?.status).toBe('archived');
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Unarchive' }).click();
    await expect.poll(() => page.locator('p[role="status"]').textContent()).toMatch(/^Unarchived\./);
    await expect.poll(async () => (await statusOf(GUESTS.english.name))?.status).toBe('replied');
    await page.getByRole('link', { name: /All requests/ }).click();
    await expect.poll(() => page.title()).toBe('Requests (4 new) · Inbox');
    await page.getByRole('link', { name: GUESTS.korean.name }).click();
    await page.getByRole('button', { name: 'Mark as replied' }).click();
    await expect.poll(async () => (await statusOf(GUESTS.korean.name))?.status).toBe('replied');
  });

  it('searches every status while New is chosen, says so, and clearing the search returns to New (it found nothing beyond the chosen filter)', async () => {
    const filed = { name: 'Sarah Wong', email: 'sarah.wong@example.sg', whatsapp: '+6591234567', checkIn: day(60), checkOut: day(63), budgetCurrency: 'SGD', budgetAmount: 1500, travelType: ['Airbnb Guest - Holiday/ vacation'] };
    await book(filed as unknown as typeof GUESTS.english, 'villa-kecil', 'en-SG');
    await file(filed.name, 'spam');
    await file(GUESTS.again.name, 'booked');
    await page.goto(inbox());
    await page.locator('.req').first().waitFor();
    const chosen = () => page.locator('.filter[aria-current="page"]').allTextContents();
    const cards = () => page.locator('.req').evaluateAll((all) => all.map((c) => `${c.querySelector('.req__name')?.textContent} ${c.querySelector('.status')?.textContent}`));
    expect(await chosen()).toEqual(['New']);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('sarah');
    await search.press('Enter');
    await expect.poll(cards).toEqual(['Sarah Wong Spam', 'Sarah M. Booked', 'Sarah Miller Replied']);
    expect(await page.locator('.search-scope span').textContent()).toBe('Results in all requests, spam included.');
    expect(await chosen()).toEqual([]);
    expect(new URL(page.url()).search).toBe('?q=sarah');
    await expect.poll(() => page.locator('p[role="status"]').textContent()).toMatch(/^3 requests found in all requests\.\u200b?$/);
    expect(await search.evaluate((e) => e === document.activeElement)).toBe(true);
    expect(await axe(page)).toEqual([]);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${TMP_SHOTS}inbox-search-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 390, height: 844 });

    // Reload and Back keep the search; clearing it returns to New, the keyboard in the field.
    await page.reload();
    await expect.poll(cards).toEqual(['Sarah Wong Spam', 'Sarah M. Booked', 'Sarah Miller Replied']);
    expect(await search.inputValue()).toBe('sarah');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(chosen).toEqual(['New']);
    await expect.poll(() => page.locator('.req__name').allTextContents()).toEqual([GUESTS.hostile.name, GUESTS.german.name]);
    expect(await search.inputValue()).toBe('');
    expect(await search.evaluate((e) => e === document.activeElement)).toBe(true);
    expect(await page.locator('.search-scope').count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    await page.goBack();
    await expect.poll(cards).toEqual(['Sarah Wong Spam', 'Sarah M. Booked', 'Sarah Miller Replied']);
    expect(await search.inputValue()).toBe('sarah');
    // The link to this week's spam ends the search too; Back returns to it.
    await page.getByRole('link', { name: '1 request filtered as spam this week' }).click();
    await expect.poll(chosen).toEqual(['Spam']);
    await expect.poll(cards).toEqual(['Sarah Wong Spam']);
    expect(await search.inputValue()).toBe('');
    await page.goBack();
    await expect.poll(cards).toEqual(['Sarah Wong Spam', 'Sarah M. Booked', 'Sarah Miller Replied']);
    expect(await search.inputValue()).toBe('sarah');
    // A filter chip ends the search and shows that filter.
    await page.getByRole('link', { name: 'Booked', exact: true }).click();
    await expect.poll(chosen).toEqual(['Booked']);
    await expect.poll(cards).toEqual(['Sarah M. Booked']);
    expect(await search.inputValue()).toBe('');
    // A search typed on Archived, then cleared in the field, returns to Archived.
    await page.getByRole('link', { name: 'Archived', exact: true }).click();
    await page.getByText('No archived requests.').waitFor();
    await search.fill('müller');
    await expect.poll(cards).toEqual(['Lukas Müller New']);
    expect(new URL(page.url()).searchParams.get('status')).toBe('archived');
    await search.fill('');
    await page.getByText('No archived requests.').waitFor();
    expect(await chosen()).toEqual(['Archived']);

    // A request opened from the results leads back to them.
    await page.goto(inbox() + '?q=sarah');
    await page.getByRole('link', { name: GUESTS.again.name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: GUESTS.again.name }).waitFor();
    await page.getByRole('link', { name: /All requests/ }).click();
    await expect.poll(cards).toEqual(['Sarah Wong Spam', 'Sarah M. Booked', 'Sarah Miller Replied']);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByRole('link', { name: GUESTS.german.name }).click();
    await page.getByRole('heading', { level: 1, name: GUESTS.german.name }).waitFor();
    await file(GUESTS.again.name, 'new');
    const store = await openStore(join(demo.dir, 'bookings.sqlite'));
    await store.bookings.erase((await statusOf(filed.name))!.id).finally(() => store.close());
  });

  it('deletes after a confirmation, and another tab then learns the request was deleted', async () => {
    await page.getByRole('link', { name: /All requests/ }).click();
    await page.getByRole('link', { name: GUESTS.hostile.name }).click();
    await page.getByRole('heading', { level: 1, name: GUESTS.hostile.name }).waitFor();
    const other = await newInboxPage(context);
    await other.goto(page.url());
    await other.getByRole('heading', { level: 1, name: GUESTS.hostile.name }).waitFor();

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this request?' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    expect(await axe(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await statusOf(GUESTS.hostile.name)).toBeDefined();
    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { level: 1, name: 'This request was deleted.' }).waitFor();
    expect(await statusOf(GUESTS.hostile.name)).toBeUndefined();
    expect(await axe(page)).toEqual([]);

    await other.getByRole('button', { name: 'Archive' }).click();
    await other.getByRole('heading', { level: 1, name: 'This request was deleted.' }).waitFor();
    await other.close();
  });

  it('refuses a cross-site call even with the session cookie', async () => {
    const [cookie] = await context.cookies();
    const id = (await statusOf(GUESTS.german.name))!.id;
    const response = await fetch(`${inbox()}api/requests/${id}/status`, {
      method: 'POST',
      headers: { Cookie: `${cookie.name}=${cookie.value}`, Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'archived' }),
    });
    expect(response.status).toBe(403);
    expect((await statusOf(GUESTS.german.name))?.status).toBe('new');
    const same = await fetch(`${inbox()}api/requests/${id}`, { headers: { Cookie: `${cookie.name}=${cookie.value}` } });
    expect(same.status).toBe(200);
  });

  it('reflows at 320 px and takes the phone and desktop screenshots', async () => {
    await page.goto(inbox() + '?status=all');
    await page.locator('.req').first().waitFor();
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.screenshot({ path: `${SHOTS}inbox-phone.png` });
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.screenshot({ path: `${SHOTS}inbox-desktop.png` });
  });

  it('fits every page at 320, 360 and 1280 px: the bar in one row on a desktop and two at most on a phone, six even filters, big targets, no axe violation', async () => {
    const id = (await statusOf(GUESTS.german.name))!.id;
    const pages = { list: '?status=all', request: `requests/${id}`, calendar: 'calendar', spam: '?status=spam' };
    const fresh = await demo.browser.newContext();
    const out = await newInboxPage(fresh);
    for (const width of [320, 360, 1280]) {
      for (const p of [page, out]) await p.setViewportSize({ width, height: 800 });
      for (const [key, path] of Object.entries(pages)) {
        await page.goto(inbox() + path);
        await page.locator('h1').first().waitFor();
        if (key !== 'calendar') await page.locator('.req, .empty, .detail__stay').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${key} at ${width}`).toBeLessThanOrEqual(width);
        const bar = await Promise.all([page.locator('.bar__brand'), page.getByRole('link', { name: 'Calendar' }), page.getByRole('button', { name: 'Sign out', exact: true })].map((l) => l.boundingBox()));
        // Inbox, Calendar, Rates and Sign out: one row on a desktop; a phone may wrap them to a second row.
        expect(new Set(bar.map((box) => Math.round(box!.y + box!.height / 2))).size, `bar rows at ${width}`).toBeLessThanOrEqual(width < 420 ? 2 : 1);
        // Buttons, filters and switches: at least 24 px everywhere, 44 px for the main ones.
        const small = await page.locator('main button:visible, header .button:visible, .filter:visible, [role="switch"]:visible').evaluateAll((all) =>
          all.map((e) => e.getBoundingClientRect()).filter((r) => r.width < 24 || r.height < 24));
        expect(small, `${key} at ${width}`).toEqual([]);
        if (key === 'list' || key === 'spam') {
          const filters = await page.locator('.filter').evaluateAll((all) => all.map((e) => e.getBoundingClientRect()));
          expect(filters.map((r) => r.height >= 44)).toEqual(Array(6).fill(true));
          expect(new Set(filters.map((r) => Math.round(r.width))).size).toBe(1);
          expect(new Set(filters.map((r) => Math.round(r.top))).size).toBe(width < 560 ? 2 : 1);
        }
        expect(await axe(page), `${key} at ${width}`).toEqual([]);
        await page.screenshot({ path: `${TMP_SHOTS}inbox-${key}-${width}.png`, fullPage: true });
      }
      await out.goto(inbox());
      await out.getByLabel('Admin token').waitFor();
      expect(await out.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axe(out)).toEqual([]);
      await out.screenshot({ path: `${TMP_SHOTS}inbox-signed-out-${width}.png`, fullPage: true });
    }
    await fresh.close();
    expect(errors).toEqual([]);
    // Fifteen page loads with axe: longer than one step's limit on a loaded machine.
  }, 180_000);

  it('signs out: the session ends, and a stale tab gets the sign-in form', async () => {
    const stale = await newInboxPage(context);
    await stale.goto(inbox());
    await stale.locator('.req').first().waitFor();
    const [cookie] = await context.cookies();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByLabel('Admin token').waitFor();
    expect(await context.cookies()).toEqual([]);
    const copied = await fetch(`${inbox()}api/requests`, { headers: { Cookie: `${cookie.name}=${cookie.value}` } });
    expect(copied.status).toBe(401);
    await stale.getByRole('link', { name: 'Replied', exact: true }).click();
    await stale.getByLabel('Admin token').waitFor();
    expect(await axe(stale)).toEqual([]);
    await stale.close();
    expect(errors).toEqual([]);
    await signIn(page);
  });

  it('signs out everywhere: the session of another device ends too', async () => {
    const laptop = await demo.browser.newContext();
    const other = await newInboxPage(laptop, 1280);
    await signIn(other);
    await page.goto(inbox());
    await page.locator('.req').first().waitFor();
    // It asks first: Cancel (focused first) keeps every sign-in, and the keyboard returns to the button.
    const everywhere = page.getByRole('button', { name: 'Sign out everywhere' });
    await everywhere.click();
    const asking = page.getByRole('dialog', { name: 'Sign out on every device?' });
    await asking.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await asking.waitFor({ state: 'detached' });
    expect(await everywhere.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await page.locator('.req').count()).toBeGreaterThan(0);
    await everywhere.click();
    await asking.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByLabel('Admin token').waitFor();
    await expect.poll(() => page.locator('p[role="status"]').textContent()).toMatch(/^Signed out on every device\./);
    expect(await context.cookies()).toEqual([]);
    expect(await axe(page)).toEqual([]);
    await other.getByRole('link', { name: 'Replied', exact: true }).click();
    await other.getByLabel('Admin token').waitFor();
    await laptop.close();
    expect(errors).toEqual([]);
    await signIn(page);
  });
});
