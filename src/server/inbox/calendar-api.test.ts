/** The inbox's calendar calls on the receiver: what they refuse, and what they change. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createBookingReceiver, type BookingReceiver } from '../receiver';
import { inboxCalendarRoute } from './calendar-api';
import { memoryInboxData } from './inbox-data';

let dir: string;
let receiver: BookingReceiver;
const now = () => new Date();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bali-inbox-calendar-'));
  receiver = createBookingReceiver({ database: join(dir, 'b.sqlite'), rateLimitPerMinute: 0, calendarIntervalMs: 3_600_000 });
});
afterEach(async () => {
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = (route: ReturnType<typeof inboxCalendarRoute>, method: string, rest: string, body?: unknown) =>
  route(new Request(`https://villa.example/admin/api/calendar${rest}`, { method, body: body === undefined ? undefined : JSON.stringify(body) }), rest.split('?')[0], memoryInboxData([]));

it('refuses feeds that are not https on a public host, and bad blocks, with a sentence', async () => {
  const route = inboxCalendarRoute(receiver, undefined, now);
  const codes: string[] = [];
  for (const url of ['http://calendar.example/a.ics', 'https://127.0.0.1/a.ics', 'https://[fe80::1]/a.ics', 'not a url', 'https://u:p@calendar.example/a.ics']) {
    const response = await call(route, 'POST', '/feeds', { listing: 'villa-samudra', url });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; code: string };
    expect(body.error).toMatch(/https|private|password/);
    codes.push(body.code);
  }
  // The inbox shows each code in the owner's language (src/inbox/server-error.ts).
  expect(codes).toEqual(['feed.https', 'feed.private', 'feed.private', 'feed.address', 'feed.credentials']);
  const bad = await call(route, 'POST', '/blocks', { listing: '', from: day(5), to: day(5) });
  expect(await bad.json()).toEqual({ error: 'Choose a first night and a check-out day after it, at most a year apart.', code: 'block.dates' });
  expect((await call(route, 'POST', '/feeds', { listing: 'Villa X', url: 'https://calendar.example/a.ics' })).status).toBe(400);
  for (const [from, to] of [[day(5), day(5)], [day(5), day(400)], ['2027-02-30', day(5)]]) {
    expect((await call(route, 'POST', '/blocks', { listing: '', from, to, note: 'Owner stay' })).status).toBe(400);
  }
});

it('blocks and frees nights, and makes and revokes the export link under the given path', async () => {
  const route = inboxCalendarRoute(receiver, '/owner/calendar.ics', now);
  const made = await call(route, 'POST', '/blocks', { listing: 'villa-samudra', from: day(3), to: day(6), note: ' Maintenance ' });
  expect(made.status).toBe(201);
  const { block } = (await made.json()) as { block: { id: string } };
  const month = async () => (await (await call(route, 'GET', `?listing=villa-samudra&from=${day(0)}&to=${day(30)}`)).json()) as { busy: unknown[]; listings: string[]; exportUrl?: string };
  expect((await month()).busy).toEqual([{ from: day(3), to: day(6), kind: 'block', label: 'Maintenance', id: block.id }]);
  expect((await month()).listings).toEqual(['', 'villa-samudra']);
  const { exportUrl } = (await (await call(route, 'POST', '/export?listing=villa-samudra')).json()) as { exportUrl: string };
  expect(exportUrl).toMatch(/^https:\/\/villa\.example\/owner\/calendar\.ics\?listing=villa-samudra&key=[\w-]{32}$/);
  expect((await month()).exportUrl).toBe(exportUrl);
  expect((await call(route, 'DELETE', '/export?listing=villa-samudra')).status).toBe(204);
  expect((await month()).exportUrl).toBeUndefined();
  expect((await call(route, 'DELETE', `/blocks/${block.id}`)).status).toBe(204);
  expect((await month()).busy).toEqual([]);
});

it('answers 404 without the receiver', async () => {
  const route = inboxCalendarRoute(join(dir, 'b.sqlite'), undefined, now);
  expect((await call(route, 'GET', '')).status).toBe(404);
});

it('starts the calendar link with the public origin, else the host the browser asked for (next start names itself localhost)', async () => {
  const exportOf = async (route: ReturnType<typeof inboxCalendarRoute>, headers: Record<string, string>) => {
    const request = new Request('http://localhost:3000/services/admin/api/calendar/export', { method: 'POST', headers });
    return ((await (await route(request, '/export', memoryInboxData([]))).json()) as { exportUrl: string }).exportUrl;
  };
  const behindProxy = inboxCalendarRoute(receiver, '/services/api/calendar.ics', now, { trustProxy: 1 });
  expect(await exportOf(behindProxy, { host: '127.0.0.1:3000', 'x-forwarded-host': 'villa.example', 'x-forwarded-proto': 'https' })).toMatch(
    /^https:\/\/villa\.example\/services\/api\/calendar\.ics\?key=/,
  );
  const bare = inboxCalendarRoute(receiver, '/services/api/calendar.ics', now, {});
  expect(await exportOf(bare, { host: 'villa.example', 'x-forwarded-host': 'evil.example' })).toMatch(/^http:\/\/villa\.example\/services\//);
  const configured = inboxCalendarRoute(receiver, '/services/api/calendar.ics', now, { publicOrigin: 'https://www.villa.example' });
  expect(await exportOf(configured, { host: '127.0.0.1:3000' })).toMatch(/^https:\/\/www\.villa\.example\/services\//);
});
