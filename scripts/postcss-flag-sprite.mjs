import { readFileSync } from 'node:fs';

/**
 * PostCSS plugin: swaps react-phone-input-2's base64 flag sprite for our smaller copy of it (same layout,
 * 24 colours, lossless WebP; see scripts/make-flag-sprite.sh). It stays a data: URI because the bundle
 * fetches nothing.
 */
export function flagSprite(webpPath) {
  const uri = `url(data:image/webp;base64,${readFileSync(webpPath).toString('base64')})`;
  return {
    postcssPlugin: 'bali-flag-sprite',
    Declaration(decl) {
      if (decl.prop === 'background-image' && decl.value.startsWith('url(data:image/png;base64,')) decl.value = uri;
    },
  };
}
flagSprite.postcss = true;
