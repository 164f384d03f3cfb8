/**
 * `bali-widgets/react` in a server-rendered React 19 page: the markup comes from react-dom/server in Node,
 * Chromium hydrates it (React's development build, which reports every hydration mismatch), the elements
 * register, and a booking calls `onBookingSuccess` exactly once. React adds no listener for `on*` props of
 * custom elements while hydrating, so callbacks passed as props were never called on such a page. The same
 * page rendered in the browser only must behave the same.
 */
import { build } from 'esbuild';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { App, REVIEWS } from '../react/app';
import { launchChromium, typeWhatsApp } from './demo-server';
import { collectProblems } from '../helpers/browser-page';

let server: Server;
let base: string;
let browser: Browser;
let out: string;
const posts: string[] = [];

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'bali-react-'));
  await build({
    entryPoints: [new URL('../react/client.tsx', import.meta.url).pathname],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: out,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'error',
  });
  const markup = renderToString(createElement(App));
  const page = (body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Villa Sawah</title></head>` +
    `<body><div id="root">${body}</div><script type="module" src="/client.js"></script></body></html>`;
  server = createServer((request, response) => {
    const { pathname } = new URL(request.url!, 'http://x');
    if (pathname === '/api/book' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        posts.push(body);
        response.writeHead(201, { 'Content-Type': 'application/json' }).end('{"id":"b-1"}');
      });
      return;
    }
    if (pathname === '/ssr' || pathname === '/client') {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end(page(pathname === '/ssr' ? markup : ''));
      return;
    }
    try {
      const file = readFileSync(join(out, pathname.slice(1)));
      response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(file);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(out, { recursive: true, force: true });
});

/** `YYYY-MM-DD`, `days` after the browser's (= this machine's) local today. */
function localIso(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

it('renders the elements with their attributes and the reviews as JSON on the server', () => {
  const markup = renderToString(createElement(App));
  expect(markup).toContain('<bali-booking-form endpoint="/api/book" default-country="id"></bali-booking-form>');
  expect(markup).toMatch(/<bali-reviews label="Villa Sawah reviews" autoplay-delay="0"><script type="application\/json">/);
  // A review's "</script>" cannot end the script early.
  const json = /<script type="application\/json">(.*?)<\/script>/.exec(markup)![1];
  expect(JSON.parse(json)).toEqual(REVIEWS);
});

for (const mode of ['ssr', 'client'] as const) {
  it(`${mode === 'ssr' ? 'server-rendered and hydrated' : 'rendered in the browser only'}: the callbacks fire, onBookingSuccess exactly once`, async () => {
    const page = await browser.newPage();
    // This receiver offers no spam challenge, no availability and no prices: the form's looks for each are
    // answered 404, as documented.
    const problems = collectProblems(page, { expected: ['/api/booking-challenge', '/api/availability', '/api/quote'], types: ['error', 'warning'] });
    posts.length = 0;
    await page.goto(`${base}/${mode}`);
    const calls = () => page.evaluate(() => (globalThis as unknown as { calls: [string, unknown][] }).calls);

    const reviews = page.locator('bali-reviews');
    await expect.poll(() => reviews.getByText('Komang').isVisible(), { timeout: 15_000 }).toBe(true);
    await reviews.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(async () => (await calls()).filter(([name]) => name === 'review')).toEqual([['review', { index: 1, id: 'r2' }]]);

    const form = page.locator('bali-booking-form');
    await form.locator('input[name="name"]').fill('Ketut Hydrated');
    await form.locator('input[name="email"]').fill('ketut.hydrated@example.com');
    await typeWhatsApp(form, '81234567890');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.locator('input[name="checkIn"]').fill(localIso(20));
    await form.locator('input[name="checkOut"]').fill(localIso(24));
    await form.locator('input[name="budgetAmount"]').fill('900');
    await form.locator('label', { has: page.locator('input[value="Airbnb Guest - Honeymoon"]') }).click();
    await form.getByRole('button', { name: 'Book Accommodation' }).click();
    await expect.poll(() => form.getByRole('heading', { name: 'Success!' }).isVisible(), { timeout: 15_000 }).toBe(true);

    const booking = (await calls()).filter(([name]) => name !== 'review');
    expect(booking.map(([name]) => name)).toEqual(['step', 'submit', 'success']);
    expect(booking[0][1]).toEqual({ step: 2 });
    expect(booking[2][1]).toMatchObject({ status: 201 });
    expect(posts).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  });
}
