/**
 * Both widgets under the strict CSP the README documents: a whole booking (country pick, validation,
 * slides, submit, success) and the carousel, with zero `securitypolicyviolation` events and no page
 * errors. Violations never reach the console, so they are collected from the event itself.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, typeWhatsApp } from './demo-server';

const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:";
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CSP</title>
<script type="module" src="/bali-widgets.js"></script></head><body>
<bali-booking-form></bali-booking-form>
<bali-reviews image-base-path="/images" autoplay-delay="500"></bali-reviews>
</body></html>`;

let server: Server;
let browser: Browser;
let base = '';
const posted: unknown[] = [];

beforeAll(async () => {
  const bundle = await readFile(new URL('../../dist/bali-widgets.js', import.meta.url));
  server = createServer((req, res) => {
    if (req.url === '/api/book-accommodation' && req.method === 'POST') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        posted.push(JSON.parse(body));
        res.writeHead(201, { 'Content-Type': 'application/json' }).end('{}');
      });
      return;
    }
    if (req.url === '/bali-widgets.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(bundle);
      return;
    }
    if (req.url === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': CSP }).end(PAGE);
      return;
    }
    res.writeHead(404).end(); // avatars: the carousel falls back to its inline placeholder
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((r) => server?.close(r));
});

it('a whole booking and the carousel cause no CSP violation and no page error', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  await page.goto(base);
  const form = page.locator('bali-booking-form');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByText('Please fill in all required fields correctly.').waitFor();
  await form.locator('input[name="name"]').fill('Made Wirawan');
  await form.locator('input[name="email"]').fill('made@example.com');
  await form.locator('.selected-flag').click();
  await form.locator('.country-list input[type="search"]').fill('indonesia');
  await form.locator('.country-list li[data-country-code="id"]').click();
  await typeWhatsApp(form, '81234567890');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.locator('input[name="checkIn"]').fill(isoIn(7));
  await form.locator('input[name="checkOut"]').fill(isoIn(9));
  await form.locator('input[name="budgetAmount"]').fill('900');
  await form.locator('label.tile').first().click();
  await form.getByRole('button', { name: 'Book Accommodation' }).click();
  await form.getByRole('heading', { name: 'Success!' }).waitFor();
  // Let the carousel autoplay two slides (500 ms delay) so its styles and animations run too; the
  // pointer leaves the page first, as hovering the carousel pauses it.
  await page.mouse.move(0, 0);
  await page.evaluate(
    () => new Promise<void>((done) => {
      let changes = 0;
      document.addEventListener('reviewchange', () => ++changes === 2 && done());
    }),
  );

  const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
  expect(posted).toHaveLength(1);
  const sheets = await form.evaluate((el) => el.shadowRoot!.adoptedStyleSheets.length);
  expect(sheets).toBeGreaterThan(0);
  // The styles really apply (a blocked <style> would leave the button unstyled).
  const radius = await form.getByRole('button', { name: 'Make Another Booking' }).evaluate((b) => getComputedStyle(b).borderRadius);
  expect(radius).toBe('999px');

  // The detector itself works: an inline <style> is reported.
  await page.evaluate(() => document.head.append(Object.assign(document.createElement('style'), { textContent: 'b{}' })));
  await page.waitForFunction(() => (window as unknown as { violations: string[] }).violations.length === 1);
});

function isoIn(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
