/**
 * The walks of one engine as a test file: the demo server (built bundle and receiver, a fresh SQLite file)
 * behind the outage proxy, the engine launched once, the carousel walked first (before any click, so no
 * pointer rests on it), then a whole booking. Everything is stopped and removed afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../e2e/demo-server';
import { airbnbFeed } from '../helpers/calendar-feeds';
import { startFeedServer, type FeedServer } from '../helpers/feed-server';
import { walkBooking } from './booking-walk';
import { walkCarousel } from './carousel-walk';
import type { EnginePage } from './engine-page';
import { startOutageProxy, type OutageProxy } from './outage-proxy';
import { until } from './walk-page';

/** `YYYY-MM-DD`, `days` after this machine's local today (the engines' too). */
function localIso(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export type Engine = { page: EnginePage; close(): Promise<void> };

export function describeWalks(name: string, launch: () => Promise<Engine>, lang = 'en'): void {
  describe(`${name}, <html lang="${lang}">`, () => {
    const token = randomBytes(24).toString('hex');
    let dir: string;
    let server: DemoServer;
    let site: OutageProxy;
    let engine: Engine;
    let feeds: FeedServer;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'bali-engines-'));
      // The listing's Airbnb calendar has the nights of days 20 and 21 taken (the walk's stay starts on day 20).
      feeds = await startFeedServer();
      feeds.set('/airbnb.ics', { body: airbnbFeed(localIso(0), [{ uid: 'walk@airbnb.com', from: 20, to: 22 }]) });
      // The calendar import is awaited by polling the availability: a limit that polling cannot reach.
      const calendar = { CALENDAR_FEEDS: feeds.url('/airbnb.ics'), CALENDAR_ALLOW_PRIVATE: '1', RATE_LIMIT_PER_MINUTE: '100' };
      server = await startDemoServer({ BOOKINGS_DB: join(dir, 'bookings.sqlite'), ADMIN_TOKEN: token, ...calendar });
      const availability = `${server.base}/api/availability?from=${localIso(0)}&to=${localIso(60)}`;
      await until(async () => (await (await fetch(availability)).json()).busy?.length, 'the calendar import');
      site = await startOutageProxy(server.base);
      engine = await launch();
    });
    afterAll(async () => {
      await engine?.close();
      await site?.close();
      await server?.stop();
      await feeds?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('the reviews carousel: autoplay, Next and Previous, Read more and Read less', async () => {
      await walkCarousel(engine.page, site.base, lang);
    });

    it('a whole booking: the banner on step 1, the availability notice, the estimate and its price details, a failed send, then success, stored once', async () => {
      const listed = async () => {
        const response = await fetch(`${server.base}/api/bookings`, { headers: { Authorization: `Bearer ${token}` } });
        expect(response.status).toBe(200);
        return (await response.json()).bookings as Record<string, unknown>[];
      };
      await walkBooking({ page: engine.page, site, listed, guest: `${name.toLowerCase()}-${lang}`, lang });
    });
  });
}
