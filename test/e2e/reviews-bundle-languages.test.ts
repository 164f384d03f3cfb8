/**
 * dist/bali-reviews.js carries only the carousel's texts of each language (scripts/catalog-subset.mjs): the
 * built file, loaded alone on a page, speaks every shipped language with the catalogue's exact words.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES, shippedMessages } from '../../src/i18n/catalogs';
import { launchChromium } from './demo-server';

const bundle = readFileSync(new URL('../../dist/bali-reviews.js', import.meta.url));
let server: Server;
let base: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/bali-reviews.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
      return;
    }
    const lang = url.searchParams.get('lang') ?? 'en';
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html lang="${lang}"><title>t</title><script type="module" src="/bali-reviews.js"></script><bali-reviews autoplay-delay="0"></bali-reviews></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('dist/bali-reviews.js alone', () => {
  it.each(SHIPPED_LANGUAGES)('labels the carousel in %s with the catalogue’s words', async (lang) => {
    const t = shippedMessages(lang);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${base}/?lang=${lang}`);
    const reviews = page.locator('bali-reviews');
    const region = reviews.locator('[aria-roledescription]').first();
    await expect.poll(() => region.getAttribute('aria-label')).toBe(t.reviews);
    expect(await region.getAttribute('aria-roledescription')).toBe(t.carousel);
    expect(await reviews.getByRole('button', { name: t.previousSlide, exact: true }).count()).toBe(1);
    expect(await reviews.getByRole('button', { name: t.nextSlide, exact: true }).count()).toBe(1);
    expect(await reviews.locator(`[aria-roledescription="${t.slide}"]`).count()).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
