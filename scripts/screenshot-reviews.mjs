// Screenshots of <bali-reviews> on the demo page at desktop and phone widths, under the strict CSP.
// Usage: npm run build && node scripts/screenshot-reviews.mjs [out-dir]   (default /tmp/bali-reviews-shots)
// Fails (exit 1) on a CSP violation or a page error.
import { createServer } from 'node:http';
import { mkdir, readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
const out = process.argv[2] ?? '/tmp/bali-reviews-shots';
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:";
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.jpg': 'image/jpeg', '.png': 'image/png', '.svg': 'image/svg+xml' };

const server = createServer(async (req, res) => {
  const { pathname } = new URL(req.url, 'http://x');
  let file = null;
  if (pathname === '/services/bali-widgets.js') file = join(root, 'dist/bali-widgets.js');
  else if (pathname.startsWith('/services/')) file = join(root, 'demo', normalize(pathname.slice(10) || 'index.html'));
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Content-Security-Policy': CSP }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;
await mkdir(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
const problems = [];
for (const [name, width, scale] of [['desktop', 1280, 1], ['phone', 360, 2]]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: scale, reducedMotion: 'reduce' });
  page.on('pageerror', (e) => problems.push(`${name}: page error ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && problems.push(`${name}: console ${m.text()}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`${name}: ${r.status()} ${r.url()}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP ${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(`${base}/services/`);
  const el = page.locator('bali-reviews');
  await el.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.querySelector('bali-reviews').shadowRoot.querySelectorAll('img')].every((i) => i.complete));
  await el.screenshot({ path: join(out, `${name}-1.png`) });
  // Second slide (a short review), then the first one expanded.
  await page.getByRole('button', { name: 'Next slide' }).click();
  await page.waitForFunction(() => document.querySelector('bali-reviews').shadowRoot.querySelector('[aria-label="2 of 6"]:not([inert])'));
  await page.mouse.move(0, 0);
  await el.screenshot({ path: join(out, `${name}-2.png`) });
  await page.getByRole('button', { name: 'Previous slide' }).click();
  await page.waitForFunction(() => document.querySelector('bali-reviews').shadowRoot.querySelector('[aria-label="1 of 6"]:not([inert])'));
  await page.getByRole('group', { name: '1 of 6' }).getByRole('button', { name: 'Read more...' }).click();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await el.screenshot({ path: join(out, `${name}-expanded.png`) });
  await page.screenshot({ path: join(out, `${name}-page.png`), fullPage: true });
  await page.close();
}
await browser.close();
server.close();
console.log(`screenshots in ${out}`);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
