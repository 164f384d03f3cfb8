/**
 * The size budget: everything both widgets need, in the one file a site owner loads, is at most
 * 120 KiB once brotli-compressed at quality 11, plus what motion itself costs. Deterministic bytes, so it belongs in the test run; the
 * timing figures live in `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { expect, it } from 'vitest';

const BUDGET_KIB = 120;
/**
 * What motion's `animate` (from `motion/mini`, the step slide and the disclosures) adds to the built file,
 * measured: the specification names the package, so the room is made for it and for nothing else
 * (docs/performance.md). Without motion in the file the budget is 120 KiB again.
 */
const MOTION_BYTES = 2_450;
/** motion's table of named easings, which its `animate` carries into the file. */
const MOTION_MARK = /circIn:\w+\(\[0,\.65,\.55,1\]\)/;

it(`dist/bali-widgets.js is at most ${BUDGET_KIB} KiB brotli, plus motion's own ${(MOTION_BYTES / 1024).toFixed(1)} KiB`, () => {
  const bundle = readFileSync(new URL('../../dist/bali-widgets.js', import.meta.url));
  const code = bundle.toString('utf8');
  const budget = BUDGET_KIB * 1024 + (MOTION_MARK.test(code) ? MOTION_BYTES : 0);
  const brotli = brotliCompressSync(new Uint8Array(bundle), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  expect(brotli, `${(brotli / 1024).toFixed(1)} KiB brotli`).toBeLessThanOrEqual(budget);
});

/**
 * dist/bali-reviews.js (the carousel alone): React and react-dom are 57 KiB of it, keen-slider and zod (the
 * reviews' JSON override) 11 KiB. 75 KiB (76,800 bytes) is the target, toward 70 (docs/performance.md); the
 * budget is what the file holds (76,224 bytes) plus room for brotli's drift, and it may only shrink.
 */
const REVIEWS_BUDGET_BYTES = 76_300;

it(`dist/bali-reviews.js is at most ${(REVIEWS_BUDGET_BYTES / 1024).toFixed(1)} KiB brotli`, () => {
  const bundle = readFileSync(new URL('../../dist/bali-reviews.js', import.meta.url));
  const brotli = brotliCompressSync(new Uint8Array(bundle), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  expect(brotli, `${(brotli / 1024).toFixed(1)} KiB brotli`).toBeLessThanOrEqual(REVIEWS_BUDGET_BYTES);
});

it("holds motion's animate, the package the specification names for the form's transitions", () => {
  expect(readFileSync(new URL('../../dist/bali-widgets.js', import.meta.url), 'utf8')).toMatch(MOTION_MARK);
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
