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
import { walkBooking } from './booking-walk';
import { walkCarousel } from './carousel-walk';
import type { EnginePage } from './engine-page';
import { startOutageProxy, type OutageProxy } from './outage-proxy';

export type Engine = { page: EnginePage; close(): Promise<void> };

export function describeWalks(name: string, launch: () => Promise<Engine>, lang = 'en'): void {
  describe(`${name}, <html lang="${lang}">`, () => {
    const token = randomBytes(24).toString('hex');
    let dir: string;
    let server: DemoServer;
    let site: OutageProxy;
    let engine: Engine;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'bali-engines-'));
      server = await startDemoServer({ BOOKINGS_DB: join(dir, 'bookings.sqlite'), ADMIN_TOKEN: token });
      site = await startOutageProxy(server.base);
      engine = await launch();
    });
    afterAll(async () => {
      await engine?.close();
      await site?.close();
      await server?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('the reviews carousel: autoplay, Next and Previous, Read more and Read less', async () => {
      await walkCarousel(engine.page, site.base, lang);
    });

    it('a whole booking: the banner on step 1, a failed send, then success, stored once', async () => {
      const listed = async () => {
        const response = await fetch(`${server.base}/api/bookings`, { headers: { Authorization: `Bearer ${token}` } });
        expect(response.status).toBe(200);
        return (await response.json()).bookings as Record<string, unknown>[];
      };
      await walkBooking({ page: engine.page, site, listed, guest: `${name.toLowerCase()}-${lang}`, lang });
    });
  });
}
