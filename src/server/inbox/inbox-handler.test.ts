import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InboxRequest } from '../../inbox/inbox-api-types';
import { createInboxHandler } from './inbox-handler';
import { memoryInboxData } from './inbox-data';

const assetsDir = mkdtempSync(join(tmpdir(), 'inbox-assets-'));
writeFileSync(join(assetsDir, 'inbox.js'), 'export {};');
writeFileSync(join(assetsDir, 'inbox.css'), 'body{}');

const TOKEN = 'wJg6cKSP8xuy-XcmhSnCoqwnr6yS0o-7saw34d2MVEA';
const ORIGIN = 'http://villa.test';

const booking = (id: string, over: Partial<InboxRequest> = {}): InboxRequest => ({
  id,
  createdAt: `2026-11-2${id.length}T10:00:00.000Z`,
  name: `Guest ${id}`,
  email: `${id}@example.com`,
  whatsapp: '+6281234567890',
  checkIn: '2026-12-10',
  checkOut: '2026-12-13',
  budgetCurrency: 'USD',
  budgetAmount: 900,
  travelType: ['Airbnb Guest - Honeymoon'],
  listing: 'villa-a',
  locale: 'en',
  status: 'new',
  ...over,
});

let clock = Date.parse('2026-11-25T12:00:00Z');
let data: ReturnType<typeof memoryInboxData>;
let handler: ReturnType<typeof createInboxHandler>;

beforeEach(() => {
  clock = Date.parse('2026-11-25T12:00:00Z');
  data = memoryInboxData([booking('a'), booking('bb', { email: 'x@example.com', whatsapp: '+4915112345678' })]);
  handler = createInboxHandler({ data, adminToken: TOKEN, assetsDir, now: () => new Date(clock), adminAttemptsPerMinute: 3, clientKey: () => 'c1' });
});

const call = (path: string, init: RequestInit & { cookie?: string; origin?: string | null } = {}) => {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  const origin = init.origin === undefined ? ORIGIN : init.origin;
  if (origin && init.method && init.method !== 'GET') headers.set('origin', origin);
  if (init.body) headers.set('content-type', 'application/json');
  return handler(new Request(`${ORIGIN}${path}`, { ...init, headers }));
};

async function signIn(token = TOKEN) {
  const response = await call('/admin/api/session', { method: 'POST', body: JSON.stringify({ token }) });
  const setCookie = response.headers.get('set-cookie') ?? '';
  return { response, setCookie, cookie: setCookie.split(';')[0] };
}

describe('inbox handler', () => {
  it('signs in with the admin token into an HttpOnly SameSite=Strict cookie scoped to the inbox', async () => {
    const { response, setCookie } = await signIn();
    expect(response.status).toBe(204);
    expect(setCookie).toMatch(/^bali_inbox=[\w-]{43}; Path=\/admin; Max-Age=43200; HttpOnly; SameSite=Strict$/);
  });

  it('marks the cookie Secure on https (directly or through a trusted proxy)', async () => {
    const direct = await handler(new Request('https://villa.test/admin/api/session', { method: 'POST', headers: { origin: 'https://villa.test' }, body: JSON.stringify({ token: TOKEN }) }));
    expect(direct.headers.get('set-cookie')).toMatch(/; Secure$/);
    const proxied = createInboxHandler({ data, adminToken: TOKEN, assetsDir, trustProxy: true });
    const viaProxy = await proxied(new Request('http://villa.test/admin/api/session', { method: 'POST', headers: { origin: 'https://villa.test', 'x-forwarded-proto': 'https', 'x-forwarded-for': '1.2.3.4' }, body: JSON.stringify({ token: TOKEN }) }));
    expect(viaProxy.headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  it('says a wrong token is wrong and limits failed attempts, the right token too', async () => {
    expect((await signIn('nope')).response.status).toBe(401);
    expect(await (await signIn('nope')).response.json()).toEqual({ error: 'Wrong admin token.' });
    await signIn('nope');
    expect((await signIn()).response.status).toBe(429);
    clock += 61_000;
    expect((await signIn()).response.status).toBe(204);
  });

  it('answers no call without a session, and serves the sign-in shell instead of data', async () => {
    expect((await call('/admin/api/requests')).status).toBe(401);
    expect((await call('/admin/api/requests/a')).status).toBe(401);
    expect((await call('/admin/api/requests/a/status', { method: 'POST', body: '{"status":"replied"}' })).status).toBe(401);
    const page = await call('/admin/requests/a');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-signed-in="false"');
    expect(html).not.toContain('Guest a');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'; style-src 'self'");
    expect(html).not.toMatch(/<script>|<style|style=/);
  });

  it('refuses a cross-site POST or DELETE with 403, whatever the cookie', async () => {
    const { cookie } = await signIn();
    const cross = await call('/admin/api/requests/a/status', { method: 'POST', cookie, origin: 'https://evil.example', body: '{"status":"archived"}' });
    expect(cross.status).toBe(403);
    expect((await call('/admin/api/requests/a', { method: 'DELETE', cookie, origin: 'null' })).status).toBe(403);
    expect((await call('/admin/api/session', { method: 'POST', origin: 'https://evil.example', body: JSON.stringify({ token: TOKEN }) })).status).toBe(403);
    expect(data.rows.find((r) => r.id === 'a')?.status).toBe('new');
  });

  it('gives a request with its reply links and its number written for reading', async () => {
    const { cookie } = await signIn();
    const detail = await (await call('/admin/api/requests/bb', { cookie })).json();
    expect(detail.phone).toBe('+49 1511 2345678');
    expect(detail.replies.whatsapp).toMatch(/^https:\/\/wa\.me\/4915112345678\?text=/);
  });

  it('lists newest first with the new count and flags, filters and searches', async () => {
    const { cookie } = await signIn();
    const all = await (await call('/admin/api/requests?status=all', { cookie })).json();
    expect(all.requests.map((r: InboxRequest) => r.id)).toEqual(['bb', 'a']);
    expect(all.newCount).toBe(2);
    expect(all.requests[0].flags).toEqual({ datesOverlap: true, possibleDuplicate: false });
    const found = await (await call('/admin/api/requests?status=all&q=X%40EXAMPLE', { cookie })).json();
    expect(found.requests.map((r: InboxRequest) => r.id)).toEqual(['bb']);
    const byPhone = await (await call('/admin/api/requests?status=all&q=151%201234', { cookie })).json();
    expect(byPhone.requests.map((r: InboxRequest) => r.id)).toEqual(['bb']);
  });

  it('pages long lists with a cursor', async () => {
    const paged = createInboxHandler({ data, adminToken: TOKEN, assetsDir, pageSize: 1, now: () => new Date(clock) });
    const { cookie } = await signIn();
    const page = async (query: string) => (await paged(new Request(`${ORIGIN}/admin/api/requests?status=all${query}`, { headers: { cookie } }))).json();
    const first = await page('');
    expect([first.requests[0].id, typeof first.nextCursor]).toEqual(['bb', 'string']);
    const second = await page(`&cursor=${first.nextCursor}`);
    expect([second.requests[0].id, second.nextCursor]).toEqual(['a', undefined]);
  });

  it('changes a status, stamps repliedAt once, and says a deleted request is gone', async () => {
    const { cookie } = await signIn();
    const replied = await call('/admin/api/requests/a/status', { method: 'POST', cookie, body: '{"status":"replied"}' });
    expect((await replied.json()).request).toMatchObject({ status: 'replied', repliedAt: '2026-11-25T12:00:00.000Z' });
    expect((await call('/admin/api/requests/a/status', { method: 'POST', cookie, body: '{"status":"gone"}' })).status).toBe(400);
    expect((await call('/admin/api/requests/a', { method: 'DELETE', cookie })).status).toBe(204);
    const again = await call('/admin/api/requests/a', { cookie });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: 'This request was deleted.' });
    expect((await call('/admin/api/requests/a/status', { method: 'POST', cookie, body: '{"status":"archived"}' })).status).toBe(404);
  });

  it('ends a session on sign-out for every copy of the cookie, and after 12 hours idle', async () => {
    const first = await signIn();
    expect((await call('/admin/api/session', { method: 'DELETE', cookie: first.cookie })).headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await call('/admin/api/requests', { cookie: first.cookie })).status).toBe(401);
    const second = await signIn();
    clock += 11 * 3600_000;
    expect((await call('/admin/api/requests', { cookie: second.cookie })).status).toBe(200);
    clock += 12 * 3600_000 + 1000;
    expect((await call('/admin/api/requests', { cookie: second.cookie })).status).toBe(401);
  });

  it('under a Next.js basePath, answers the paths Next.js hands over without it, and links with it', async () => {
    const nested = createInboxHandler({ data, adminToken: TOKEN, assetsDir, basePath: '/services/admin/' });
    // With `basePath: '/services'`, a route handler gets /services/admin/inbox.js as /admin/inbox.js.
    const page = await nested(new Request(`${ORIGIN}/admin`));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-base="/services/admin/"');
    expect((await nested(new Request(`${ORIGIN}/admin/inbox.js`))).headers.get('content-type')).toContain('javascript');
    expect((await nested(new Request(`${ORIGIN}/services/admin/inbox.css`))).headers.get('content-type')).toContain('css');
    expect((await nested(new Request(`${ORIGIN}/administrator`))).status).toBe(404);
    expect((await nested(new Request(`${ORIGIN}/services/other/`))).status).toBe(404);
    const signedIn = await nested(new Request(`${ORIGIN}/admin/api/session`, {
      method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify({ token: TOKEN }),
    }));
    expect(signedIn.headers.get('set-cookie')).toContain('; Path=/services/admin;');
  });

  it('mounts under any base path and is off without a token', async () => {
    const nested = createInboxHandler({ data, adminToken: TOKEN, assetsDir, basePath: 'owner/inbox' });
    const page = await (await nested(new Request(`${ORIGIN}/owner/inbox/`))).text();
    expect(page).toContain('href="/owner/inbox/inbox.css?v=');
    // No icon request outside the inbox: it was a 404 in the console under a Next.js site's basePath.
    expect(page).toContain('<link rel="icon" href="data:,">');
    // The bare base is the list too, not a redirect: Next.js redirects the slash away, and back would loop.
    const bare = await nested(new Request(`${ORIGIN}/owner/inbox?status=all`));
    expect(bare.status).toBe(200);
    expect(await bare.text()).toBe(page);
    expect((await nested(new Request(`${ORIGIN}/owner/inboxes`))).status).toBe(404);
    expect((await nested(new Request(`${ORIGIN}/owner/inbox/inbox.js`))).headers.get('content-type')).toContain('javascript');
    const off = createInboxHandler({ data, assetsDir });
    expect((await off(new Request(`${ORIGIN}/admin/`))).status).toBe(404);
  });
});
