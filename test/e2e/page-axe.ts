/**
 * WCAG 2.x A/AA violations on a whole page, as `rule: [targets]` lines (none is clean). axe-core is
 * evaluated through the debugger, so the page's own strict CSP stays on.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const AXE = readFileSync(fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url)), 'utf8');

export async function axe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { target: unknown }[] }[] };
    const run = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<Result> } }).axe.run;
    const result = await run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}
