/**
 * The guest acknowledgement's HTML as a mail client shows it, in Chromium at a phone's and a desktop's
 * width, in English and Korean: every line of it visible, nothing wider than the screen, no axe
 * violation; screenshots in .tmp/shots/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ackMessage } from '../../src/server/notify/ack-message';
import { launchChromium } from './demo-server';

const SHOTS = fileURLToPath(new URL('../../.tmp/shots/', import.meta.url));
const AXE = readFileSync(fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url)), 'utf8');
let browser: Browser;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const booking = (name: string, email: string, whatsapp: string, locale: string) => ({
  id: '5f0c6a52-1f7e-4a0b-9d4e-2b9a4c1e7d3f', createdAt: '2027-03-01T08:15:30.123Z', listing: 'villa-samudra', locale,
  name, email, whatsapp, checkIn: '2027-03-12', checkOut: '2027-03-19', budgetCurrency: 'USD' as const, budgetAmount: 2500,
  travelType: ['Airbnb Guest - Honeymoon', 'Airbnb Guest - Holiday/ vacation'],
});

it.each([
  ['en', booking('Sarah Miller', 'sarah@example.com.au', '+61412345678', 'en-AU'), 'This is a request: nothing is booked or paid yet.'],
  ['ko', booking('김민지', 'minji.kim@example.kr', '+821012345678', 'ko-KR'), '아직 예약이나 결제는 이루어지지 않았습니다'],
])('renders the %s acknowledgement readably at 360 and 1280 px', async (language, guest, notBooked) => {
  const message = ackMessage(guest, { from: 'bookings@villa.example', replyTo: 'owner@villa.example', deliveryId: 'd1', hours: 3, now: new Date('2027-03-01T08:16:00Z') });
  const page = await browser.newPage();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 760 });
    await page.setContent(message.html);
    expect(await page.getByText(notBooked).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
    const violations = await page.evaluate(async () => {
      const run = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string }[] }> } }).axe.run;
      return (await run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } })).violations.map((v) => v.id);
    });
    expect(violations).toEqual([]);
    await page.screenshot({ path: join(SHOTS, `ack-${language}-${width}.png`), fullPage: true });
  }
  await page.close();
});
