/** The installable app's files: served under any base path without a session, the manifest naming that path. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { memoryInboxData } from './inbox-data';
import { createInboxHandler } from './inbox-handler';

const dir = mkdtempSync(join(tmpdir(), 'inbox-app-files-'));
for (const [name, body] of [['inbox.js', 'export {};'], ['inbox.css', 'body{}'], ['inbox-sw.js', 'self;'], ['inbox-icon-192.png', 'png'], ['inbox-icon-512.png', 'png']]) {
  writeFileSync(join(dir, name), body);
}

it('serves the manifest, the service worker and the icons under the base path, and links them from the page', async () => {
  const inbox = createInboxHandler({ data: memoryInboxData([]), adminToken: 'app-files-test-token-0123456789abcdef', assetsDir: dir, basePath: '/owner/inbox' });
  const get = (path: string) => inbox(new Request(`https://villa.test/owner/inbox/${path}`));
  const manifest = await get('manifest.webmanifest');
  expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
  expect(await manifest.json()).toMatchObject({
    start_url: '/owner/inbox/', scope: '/owner/inbox/', display: 'standalone', theme_color: '#8a4b2a',
    icons: [{ src: '/owner/inbox/icon-192.png', sizes: '192x192' }, { src: '/owner/inbox/icon-512.png', sizes: '512x512' }, { purpose: 'maskable' }],
  });
  const worker = await get('sw.js');
  expect([worker.status, worker.headers.get('content-type'), await worker.text()]).toEqual([200, 'text/javascript; charset=utf-8', 'self;']);
  expect((await get('icon-512.png')).headers.get('content-type')).toBe('image/png');
  expect((await inbox(new Request('https://villa.test/owner/inbox/sw.js', { method: 'POST' }))).status).toBe(405);
  const page = await (await get('')).text();
  expect(page).toContain('<link rel="manifest" href="/owner/inbox/manifest.webmanifest">');
  expect(page).toContain('<link rel="apple-touch-icon" href="/owner/inbox/icon-192.png">');
});

it('writes the shell and the manifest in the owner language: the picked one, else the browser one', async () => {
  const inbox = createInboxHandler({ data: memoryInboxData([]), adminToken: 'app-files-test-token-0123456789abcdef', assetsDir: dir, basePath: '/owner/inbox' });
  const page = (headers: Record<string, string>) => inbox(new Request('https://villa.test/owner/inbox/', { headers })).then((r) => r.text());
  const indonesian = await page({ 'Accept-Language': 'id-ID,id;q=0.9,en;q=0.8' });
  expect(indonesian).toContain('<html lang="id">');
  expect(indonesian).toContain('<title>Kotak Masuk</title>');
  expect(indonesian).toContain('<link rel="manifest" href="/owner/inbox/manifest.webmanifest?lang=id">');
  expect(await page({ 'Accept-Language': 'id-ID', Cookie: 'inbox-lang=en' })).toContain('<html lang="en">');
  expect(await page({ 'Accept-Language': 'en-AU', Cookie: 'other=1; inbox-lang=id' })).toContain('<html lang="id">');
  expect(await page({ 'Accept-Language': 'fr-FR, ja', Cookie: 'inbox-lang=fr' })).toContain('<html lang="en">');
  const manifest = await (await inbox(new Request('https://villa.test/owner/inbox/manifest.webmanifest?lang=id'))).json();
  expect(manifest).toMatchObject({ name: 'Kotak Masuk Pemesanan', short_name: 'Kotak Masuk', lang: 'id', start_url: '/owner/inbox/' });
  expect(await (await inbox(new Request('https://villa.test/owner/inbox/manifest.webmanifest?lang=xx'))).json()).toMatchObject({ name: 'Booking inbox', lang: 'en' });
});
