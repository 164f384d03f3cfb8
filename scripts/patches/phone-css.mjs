import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { pickerCountries } from './phone-input.mjs';

/**
 * PostCSS plugins for react-phone-input-2's stylesheet (scripts/rollup-css-text.mjs applies them to that
 * file only). Each throws when it finds nothing to change: the stylesheet changed and the patch is stale.
 */

/**
 * Drops the rules whose every selector matches one of `patterns`: the rules of features the form never
 * turns on (a disabled input, the special label, the library's own invalid-number message, the
 * preferred-country divider, the search icon). Every pattern must drop at least one rule.
 */
export function dropRules(patterns) {
  return {
    postcssPlugin: 'bali-drop-rules',
    Once(root) {
      const used = new Set();
      root.walkRules((rule) => {
        if (!rule.selectors.every((selector) => patterns.some((pattern) => pattern.test(selector)))) return;
        for (const pattern of patterns) if (rule.selectors.some((selector) => pattern.test(selector))) used.add(pattern);
        rule.remove();
      });
      const stale = patterns.filter((pattern) => !used.has(pattern));
      if (stale.length) throw new Error(`phone-css: no rule to drop matches ${stale.join(', ')}`);
    },
  };
}
dropRules.postcss = true;

/** What the booking form never uses of react-phone-input-2's stylesheet. */
export const UNUSED_PHONE_INPUT_RULES = [/:disabled/, /\[disabled\]/, /\.special-label/, /\.invalid-number-message/, /\.divider/, /\.search-emoji/];

/**
 * The flag rules (`.react-tel-input .je { background-position: … }`) of places the picker never shows: the
 * territories, whose list the build empties (see phone-input.mjs), so no country there can be picked, typed
 * into or preselected: 22 rules (their cells in the sprite are left blank).
 */
export function unusedFlagRules(pickerCodes) {
  return [new RegExp(`^\\.react-tel-input \\.(?!(?:${pickerCodes.join('|')})$)[a-z]{2}$`)];
}

/**
 * Swaps the library's base64 PNG flag sprite for our smaller copy of it (same layout, 24 colours, lossless
 * WebP; see scripts/make-flag-sprite.sh). It stays a data: URI because the bundle fetches nothing. Exactly
 * one sprite must be swapped.
 */
export function flagSprite(webpPath) {
  const uri = `url(data:image/webp;base64,${readFileSync(webpPath).toString('base64')})`;
  return {
    postcssPlugin: 'bali-flag-sprite',
    Once(root) {
      let swapped = 0;
      root.walkDecls('background-image', (decl) => {
        if (!decl.value.startsWith('url(data:image/png;base64,')) return;
        decl.value = uri;
        swapped += 1;
      });
      if (swapped !== 1) throw new Error(`phone-css: expected one PNG flag sprite, found ${swapped}`);
    },
  };
}
flagSprite.postcss = true;

/** react-phone-input-2's stylesheet, the one these plugins patch. */
export const PHONE_CSS = /react-phone-input-2[\\/]lib[\\/]style\.css$/;

/**
 * The stylesheet's patches as scripts/rollup-css-text.mjs takes them. `without` leaves one out, only to
 * measure what it saves (scripts/patches/measure.mjs): 'flag sprite' or 'unused rules'.
 * @param {{ without?: string[] }} [options]
 */
export function phoneCss({ without = [] } = {}) {
  const lib = readFileSync(createRequire(import.meta.url).resolve('react-phone-input-2/lib/lib.js'), 'utf8');
  const plugins = [];
  if (!without.includes('flag sprite')) plugins.push(flagSprite(fileURLToPath(new URL('../../src/booking-form/assets/flags.webp', import.meta.url))));
  if (!without.includes('unused rules')) plugins.push(dropRules([...UNUSED_PHONE_INPUT_RULES, ...unusedFlagRules(pickerCountries(lib))]));
  return { target: PHONE_CSS, plugins };
}
