/**
 * The inbox in Indonesian, in Chromium against the demo server at 360 px (and 1280 px): a browser set to
 * Indonesian gets it from the first page (shell, manifest and every view), axe finds nothing in any state,
 * the guest's own words and the reply drafts stay in the guest's language, and the language picked at the
 * foot of the page is kept on this device across reloads, against the browser's. Screenshots in .tmp/shots/.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/server/store';
import { useDemoAndBrowser } from './demo-server';
import { axe } from './page-axe';

const TOKEN = 'inbox-language-e2e-token-0123456789abcdef';
const demo = useDemoAndBrowser('bali-e2e-inbox-lang-', { ADMIN_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '100', RETENTION_DAYS: '365' });
const SHOTS = fileURLToPath(new URL('../../.tmp/shots/', import.meta.url));

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const KOREAN = { name: '김민지', email: 'minji@example.kr', whatsapp: '+821012345678', checkIn: day(40), checkOut: day(44), budgetCurrency: 'USD', budgetAmount: 1800, travelType: ['Airbnb Guest - Honeymoon'] };
const LOCAL = { name: 'Made Wirawan', email: 'made@example.co.id', whatsapp: '+6281234567890', checkIn: day(50), checkOut: day(51), budgetCurrency: 'IDR', budgetAmount: 15000000, travelType: ['Airbnb Guest - Family Holiday'] };

async function book(guest: typeof KOREAN, listing: string, locale: string) {
  const store = await openStore(join(demo.dir, 'bookings.sqlite'));
  try {
    const id = randomUUID();
    const booking = guest as unknown as Parameters<Store['bookings']['save']>[0]['booking'];
    await store.bookings.save({ id, createdAt: new Date().toISOString(), booking, listing, locale, bodyHash: id });
  } finally {
    await store.close();
  }
}

let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const inbox = () => `${demo.server.base}/admin/`;
const h1 = () => page.getByRole('heading', { level: 1 }).first().textContent();
const shot = (name: string) => page.screenshot({ path: join(SHOTS, `inbox-id-${name}.png`), fullPage: true });
/** `name`-360 as the page is, then `name`-1280 on a desktop `height` high, and back to the phone. */
async function shotsAt360And1280(name: string, height: number) {
  await shot(`${name}-360`);
  await page.setViewportSize({ width: 1280, height });
  await shot(`${name}-1280`);
  await page.setViewportSize({ width: 360, height: 780 });
}

describe('the inbox in Indonesian', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    await book(KOREAN, 'villa-samudra', 'ko-KR');
    await book(LOCAL, 'villa-kecil', 'id-ID');
    // A browser whose languages are Indonesian first: navigator.languages and Accept-Language.
    context = await demo.browser.newContext({ locale: 'id-ID', viewport: { width: 360, height: 780 } });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        throw new Error(`CSP: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
  });

  it('signs in in Indonesian, from the shell on, for a browser set to Indonesian', async () => {
    const shell = await (await fetch(inbox(), { headers: { 'Accept-Language': 'id-ID,id;q=0.9' } })).text();
    expect(shell).toContain('<html lang="id">');
    await page.goto(inbox());
    await page.getByLabel('Token admin').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');
    expect(await page.title()).toBe('Masuk · Kotak Masuk');
    expect(await page.getByRole('group', { name: 'Bahasa' }).getByRole('button', { name: 'Bahasa Indonesia' }).getAttribute('aria-pressed')).toBe('true');
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Masukkan token admin.');
    await page.getByLabel('Token admin').fill('bukan-token-yang-benar');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Token admin salah. Periksa lalu coba lagi.');
    expect(await axe(page)).toEqual([]);
    await shot('sign-in-360');
    await page.getByLabel('Token admin').fill(TOKEN);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.getByRole('heading', { level: 1, name: /^Permintaan/ }).waitFor();
  });

  it('lists requests with Indonesian statuses, nights, purposes and numbers, and names the installed app in Indonesian', async () => {
    await page.locator('.req__name').first().waitFor();
    expect(await h1()).toBe('Permintaan 2 baru');
    await expect.poll(() => page.title()).toBe('Permintaan (2 baru) · Kotak Masuk');
    const filters = await page.getByRole('group', { name: 'Tampilkan' }).getByRole('link').allTextContents();
    expect(filters).toEqual(['Baru', 'Dibalas', 'Dipesan', 'Diarsipkan', 'Spam', 'Semua']);
    const korean = page.locator('.req', { has: page.getByRole('link', { name: KOREAN.name, exact: true }) });
    const text = await korean.textContent();
    expect(text).toContain('4 malam');
    expect(text).toContain('USD 1.800');
    expect(text).toContain('Bulan madu / liburan berdua');
    expect(await korean.locator('time').textContent()).toBe('baru saja');
    expect(await page.locator('.req', { has: page.getByRole('link', { name: LOCAL.name }) }).textContent()).toContain('IDR 15.000.000');
    expect(await page.getByText('Permintaan dihapus 365 hari setelah tanggal check-out.').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: 'Perangkat' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Keluar dari semua perangkat' }).count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    await shot('list-360');
    // The longer Indonesian words keep the bar within two rows and the page within a 320 px phone.
    await page.setViewportSize({ width: 320, height: 780 });
    const bar = await Promise.all([page.locator('.bar__brand'), page.getByRole('link', { name: 'Kalender' }), page.getByRole('button', { name: 'Keluar', exact: true })].map((l) => l.boundingBox()));
    expect(new Set(bar.map((box) => Math.round(box!.y + box!.height / 2))).size).toBeLessThanOrEqual(2);
    await shot('list-320');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 360, height: 780 });

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/admin/manifest.webmanifest?lang=id');
    const manifest = (await (await fetch(new URL(manifestHref!, inbox()))).json()) as { name: string; short_name: string };
    expect([manifest.name, manifest.short_name]).toEqual(['Kotak Masuk Pemesanan', 'Kotak Masuk']);

    await page.getByRole('searchbox', { name: 'Cari' }).fill('tidak-ada-yang-cocok');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect.poll(() => page.locator('.empty').textContent()).toBe('Tidak ada permintaan yang cocok dengan “tidak-ada-yang-cocok”.');
    await page.getByRole('searchbox', { name: 'Cari' }).fill('');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await page.locator('.req__name').first().waitFor();

    // A search spans every status and says so in Indonesian; its button returns to the chosen filter.
    await page.getByRole('searchbox', { name: 'Cari' }).fill('made');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect.poll(() => page.locator('.req__name').allTextContents()).toEqual([LOCAL.name]);
    expect(await page.locator('.search-scope span').textContent()).toBe('Hasil dari semua permintaan, termasuk spam.');
    await expect.poll(() => page.locator('p[role="status"]').textContent()).toMatch(/^1 permintaan ditemukan di semua permintaan\.\u200b?$/);
    expect(await axe(page)).toEqual([]);
    await shotsAt360And1280('search', 780);
    await page.getByRole('button', { name: 'Hapus pencarian' }).click();
    await expect.poll(() => page.locator('.filter[aria-current="page"]').allTextContents()).toEqual(['Baru']);
    await expect.poll(() => page.locator('.req__name').count()).toBe(2);
  });

  it('shows a request in Indonesian while the reply drafts stay in the guest language', async () => {
    await page.getByRole('link', { name: KOREAN.name, exact: true }).click();
    await page.getByRole('link', { name: 'Balas lewat WhatsApp' }).waitFor();
    const labels = await page.locator('.fields dt').allTextContents();
    expect(labels).toEqual(['Nama', 'Email', 'WhatsApp', 'Check-in', 'Check-out', 'Jumlah malam', 'Anggaran', 'Tujuan perjalanan', 'Listing', 'Bahasa', 'Diterima', 'Dibalas', 'Referensi']);
    expect(await page.locator('.fields dd').nth(9).textContent()).toBe('Korea (Korea Selatan)');
    expect(await page.getByText('Draf balasan ditulis dalam bahasa tamu: Korea.').count()).toBe(1);
    const whatsapp = decodeURIComponent((await page.getByRole('link', { name: 'Balas lewat WhatsApp' }).getAttribute('href'))!);
    expect(whatsapp).toContain(`안녕하세요, ${KOREAN.name}님.`);
    for (const name of ['Balas lewat email', 'Tandai dibalas', 'Tandai dipesan', 'Arsipkan', 'Spam', 'Hapus']) {
      expect(await page.getByRole(name.startsWith('Balas') ? 'link' : 'button', { name, exact: true }).count()).toBe(1);
    }
    expect(await page.title()).toBe(`\u2068${KOREAN.name}\u2069 · Kotak Masuk`);
    expect(await axe(page)).toEqual([]);
    await shotsAt360And1280('request', 900);

    await page.getByRole('button', { name: 'Arsipkan' }).click();
    await expect.poll(() => page.getByRole('status').last().textContent()).toMatch(/^Diarsipkan\./);
    await page.getByRole('button', { name: 'Batalkan arsip' }).click();
    await page.getByRole('button', { name: 'Arsipkan' }).waitFor();

    await page.getByRole('button', { name: 'Hapus', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus permintaan ini?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Permintaan dari ${KOREAN.name} dan semua pemberitahuan`);
    expect(await axe(page)).toEqual([]);
    await shot('delete-360');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows the calendar in Indonesian', async () => {
    await page.getByRole('link', { name: 'Kalender' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kalender' }).waitFor();
    await page.locator('.cal-grid').waitFor();
    expect(await page.locator('.cal-grid thead abbr').allTextContents()).toEqual(['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min']);
    expect(await page.locator('.cal-grid thead abbr').first().getAttribute('title')).toBe('Senin');
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toMatch(/^(Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}$/);
    for (const label of ['Malam pertama', 'Kosong lagi mulai', 'Catatan', 'Tambah tautan kalender (iCal)']) expect(await page.getByLabel(label).count()).toBe(1);
    expect(await page.getByLabel('Catatan').inputValue()).toBe('Dipakai pemilik');
    expect(await axe(page)).toEqual([]);
    await shot('calendar-360');
    // A block's button says the action ("Buka blokir"), as the English "Unblock" does.
    await page.getByLabel('Malam pertama').fill(day(60));
    await page.getByLabel('Kosong lagi mulai').fill(day(62));
    await page.getByRole('button', { name: 'Blokir tanggal' }).click();
    const unblock = page.locator('.cal-blocks button');
    await unblock.waitFor();
    const name = (await unblock.textContent())!;
    expect(name).toMatch(/^Buka blokir \d{1,2}(–| – )/);
    expect(await page.getByRole('button', { name, exact: true }).count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    await shotsAt360And1280('calendar-blocked', 900);
    await unblock.click();
    await expect.poll(() => page.getByRole('status').last().textContent()).toContain(`Blokir dibuka: ${name.slice('Buka blokir '.length)}.`);
    await page.getByRole('link', { name: 'Kotak Masuk' }).click();
    await page.getByRole('heading', { level: 1, name: /^Permintaan/ }).waitFor();
  });

  it('says in Indonesian where approved reviews show, the widget’s markup only for the web developer', async () => {
    await page.getByRole('link', { name: 'Ulasan' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ulasan' }).waitFor();
    expect(await page.locator('.reviews > p.note').textContent()).toContain('Ulasan yang disetujui tampil di carousel ulasan di situs web Anda');
    expect(await page.locator('.reviews').evaluate((el) => (el as HTMLElement).innerText)).not.toMatch(/<bali-reviews|atribut source/);
    const developer = page.locator('.reviews > details');
    await developer.getByText('Untuk pengembang web Anda').click();
    expect(await developer.locator('code').textContent()).toMatch(/^<bali-reviews source="https:\/\/…\/api\/reviews">$/);
    expect(await axe(page)).toEqual([]);
    await shotsAt360And1280('reviews', 900);
    await page.getByRole('link', { name: 'Kotak Masuk' }).click();
    await page.getByRole('heading', { level: 1, name: /^Permintaan/ }).waitFor();
  });

  it('switches to English in place and keeps it on this device, against the browser language, until switched back', async () => {
    await page.getByRole('group', { name: 'Bahasa' }).getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: /^Requests/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => page.title()).toBe('Requests (2 new) · Inbox');
    await expect.poll(() => page.getByRole('status').last().textContent()).toMatch(/^The inbox now speaks English\./);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/admin/manifest.webmanifest');
    const cookie = (await context.cookies()).find((c) => c.name === 'inbox-lang');
    expect(cookie).toMatchObject({ value: 'en', path: '/admin', sameSite: 'Strict' });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(300 * 86_400);
    expect(await axe(page)).toEqual([]);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Requests/ }).waitFor();
    expect(await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    const other = await context.newPage();
    await other.goto(`${inbox()}calendar`);
    await other.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
    expect(await other.locator('.cal-grid thead abbr').first().textContent()).toBe('Mo');
    await other.close();

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Bahasa Indonesia' }).click();
    await page.getByRole('heading', { level: 1, name: /^Permintaan/ }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Permintaan/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot('list-1280');
    expect(errors).toEqual([]);
  });
});

describe('the inbox for a browser in English', () => {
  it('starts in English and keeps Indonesian once picked', async () => {
    const ctx = await demo.browser.newContext({ locale: 'en-AU', viewport: { width: 360, height: 780 } });
    const p = await ctx.newPage();
    await p.goto(inbox());
    await p.getByLabel('Admin token').waitFor();
    expect(await p.evaluate(() => document.documentElement.lang)).toBe('en');
    await p.getByRole('button', { name: 'Bahasa Indonesia' }).click();
    await p.getByLabel('Token admin').waitFor();
    await p.reload();
    await p.getByLabel('Token admin').waitFor();
    expect(await p.title()).toBe('Masuk · Kotak Masuk');
    await ctx.close();
  });
});
