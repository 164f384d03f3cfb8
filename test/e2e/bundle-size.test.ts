/**
 * The size budget: everything both widgets need, in the one file a site owner loads, is at most
 * 120 KiB once brotli-compressed at quality 11. Deterministic bytes, so it belongs in the test run; the
 * timing figures live in `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { expect, it } from 'vitest';

const BUDGET_KIB = 120;

it(`dist/bali-widgets.js is at most ${BUDGET_KIB} KiB brotli`, () => {
  const bundle = readFileSync(new URL('../../dist/bali-widgets.js', import.meta.url));
  const brotli = brotliCompressSync(new Uint8Array(bundle), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  expect(brotli, `${(brotli / 1024).toFixed(1)} KiB brotli`).toBeLessThanOrEqual(BUDGET_KIB * 1024);
});

it('ships no source maps, dev builds or inline <style> injection', () => {
  const code = readFileSync(new URL('../../dist/bali-widgets.js', import.meta.url), 'utf8');
  expect(code).not.toContain('sourceMappingURL');
  expect(code).not.toMatch(/react-dom\.development|Download the React DevTools/);
  expect(code).not.toContain('new Function("return this")');
});

it("opens with V8's compile hint, so Chromium compiles it off the main thread while it downloads", () => {
  const code = readFileSync(new URL('../../dist/bali-widgets.js', import.meta.url), 'utf8');
  expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});
