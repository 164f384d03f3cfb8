import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Swaps react-phone-input-2's base64 PNG flag sprite for our smaller copy of it (same layout, 16 colours,
 * lossless WebP; see scripts/make-flag-sprite.sh). It stays a data: URI because the bundle fetches nothing.
 * A PostCSS plugin for that one stylesheet; it throws unless exactly one sprite was swapped (the
 * stylesheet changed and the patch is stale).
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

/** react-phone-input-2's stylesheet, the one patched here. */
export const PHONE_CSS = /react-phone-input-2[\\/]lib[\\/]style\.css$/;

/**
 * The stylesheet's patches as scripts/rollup-css-text.mjs takes them. `without: ['flag sprite']` leaves the
 * sprite out, only to measure what it saves (scripts/patches/measure.mjs).
 * @param {{ without?: string[] }} [options]
 */
export function phoneCss({ without = [] } = {}) {
  const plugins = without.includes('flag sprite') ? [] : [flagSprite(fileURLToPath(new URL('../../src/booking-form/assets/flags.webp', import.meta.url)))];
  return { target: PHONE_CSS, plugins };
}
