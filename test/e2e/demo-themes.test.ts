/**
 * The demo page's two looks (default and the dark brand theme, switched by a radio group and kept across
 * reloads) under the demo's strict CSP: the theme reaches the widgets only through --bali-* custom
 * properties, and axe-core finds no WCAG 2.x A/AA violation on the whole page in either theme.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoAndBrowser } from './demo-server';

const AXE = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));
const demo = useDemoAndBrowser('bali-e2e-themes-');

async function axe(page: Page): Promise<string[]> {
  // axe is injected by the test (bypassCSP); the page's own scripts still run under the CSP.
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe.run(
      document,
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] },
    );
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

const nextBackground = (page: Page) =>
  page.locator('bali-booking-form').getByRole('button', { name: 'Next' }).evaluate((b) => getComputedStyle(b).backgroundColor);

describe('demo page themes', () => {
  it('switches to the dark theme and back with the radio group, keeps the choice, and passes axe in both', async () => {
    const context = await demo.browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${demo.server.base}/services/`);
    await page.locator('bali-booking-form input[name="name"]').waitFor();
    await page.locator('bali-reviews [part~="next-button"]').waitFor();

    expect(await nextBackground(page)).toBe('rgb(15, 118, 110)'); // --bali-accent default #0f766e
    expect(await axe(page)).toEqual([]);

    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect.poll(() => nextBackground(page)).toBe('rgb(244, 184, 96)'); // the theme's #f4b860
    expect(await page.locator('bali-reviews [part~="next-button"]').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(244, 184, 96)');
    expect(await axe(page)).toEqual([]);

    await page.reload();
    await page.locator('bali-booking-form input[name="name"]').waitFor();
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    expect(await nextBackground(page)).toBe('rgb(244, 184, 96)');

    await page.getByRole('radio', { name: 'Default' }).check();
    await expect.poll(() => nextBackground(page)).toBe('rgb(15, 118, 110)');
    expect(errors).toEqual([]);
    await context.close();
  });
});
