/**
 * A bundle's share of the catalogues: `dist/bali-reviews.js` shows only the carousel's texts, so every other
 * text of every language is left out of it at build time (the keys stay: `data-messages` overrides and their
 * warnings work as in the full bundle). English keeps each key with an empty text; the other languages keep
 * their lists' length with holes where the left-out texts were, so the n-th text is still the n-th key's.
 * The build fails when a catalogue is not the shape this reads (an object `EN`, a list per language).
 */
import MagicString from 'magic-string';

/** The keys `<bali-reviews>` reads (`src/reviews/`); `catalog-subset.test.ts` checks the list is complete. */
export const REVIEWS_KEYS = ['reviews', 'carousel', 'slide', 'slideOf', 'startRotation', 'stopRotation', 'previousSlide', 'nextSlide', 'rated', 'readMore', 'readLess', 'reviewVia', 'reviewGuestBook', 'ownerReply'];

const CATALOG = /\/src\/i18n\/catalogs\/([\w-]+)\.ts$/;

/** The one exported `const` initialiser of a module's AST. */
function exportedValue(ast, file) {
  const values = ast.body
    .filter((node) => node.type === 'ExportNamedDeclaration' && node.declaration?.type === 'VariableDeclaration')
    .flatMap((node) => node.declaration.declarations.map((d) => d.init));
  if (values.length !== 1) throw new Error(`catalog-subset: expected one exported constant in ${file}, found ${values.length}`);
  return values[0];
}

/**
 * Keeps only `keep`'s texts of the catalogue module `code` (JavaScript, after TypeScript), given the English
 * keys in order (`keys`, or null for `en` itself). Returns the new code, or throws on an unexpected shape.
 * @param {string} code
 * @param {string} file the catalogue's name, for messages (`en`, `de`…)
 * @param {readonly string[] | null} keys
 * @param {ReadonlySet<string>} keep
 * @param {(code: string) => any} parse an ESTree parser (Rollup's `this.parse`)
 */
export function subsetCatalog(code, file, keys, keep, parse) {
  const value = exportedValue(parse(code), file);
  const out = new MagicString(code);
  if (keys === null) {
    if (value?.type !== 'ObjectExpression') throw new Error(`catalog-subset: expected an object of texts in ${file}`);
    for (const property of value.properties) {
      const key = property.key?.name ?? property.key?.value;
      if (property.type !== 'Property' || typeof key !== 'string') throw new Error(`catalog-subset: unexpected entry in ${file}`);
      if (!keep.has(key)) out.overwrite(property.value.start, property.value.end, '""');
    }
    return out.toString();
  }
  if (value?.type !== 'ArrayExpression') throw new Error(`catalog-subset: expected a list of texts in ${file}`);
  const texts = value.elements;
  if (texts.length !== keys.length || texts.some((t) => t === null || t.type === 'SpreadElement')) {
    throw new Error(`catalog-subset: ${file} has ${texts.length} texts, English has ${keys.length} keys`);
  }
  texts.forEach((text, i) => {
    if (keep.has(keys[i])) return;
    // A hole, except at the end, where `[a, ]` would be one shorter than the keys.
    out.overwrite(text.start, text.end, i === texts.length - 1 ? '""' : '');
  });
  return out.toString();
}

/**
 * The Rollup plugin: runs after TypeScript on `src/i18n/catalogs/*.ts` (not `index.ts`). Fails the build when
 * no catalogue came through, or a key in `keep` is not an English key.
 * @param {readonly string[]} keepKeys
 */
export function catalogSubset(keepKeys) {
  const keep = new Set(keepKeys);
  /** English's keys, in order, read from the transformed `en.ts` (other catalogues wait for it). */
  let englishKeys;
  let resolveKeys;
  let seen = 0;
  return {
    name: 'bali-catalog-subset',
    buildStart() {
      seen = 0;
      englishKeys = new Promise((resolve) => (resolveKeys = resolve));
    },
    async transform(code, id) {
      const match = id.match(CATALOG);
      if (!match || match[1] === 'index') return null;
      seen++;
      const file = match[1];
      if (file === 'en') {
        const value = exportedValue(this.parse(code), file);
        const keys = value?.type === 'ObjectExpression' ? value.properties.map((p) => p.key?.name ?? p.key?.value) : [];
        const unknown = keepKeys.filter((key) => !keys.includes(key));
        if (unknown.length) this.error(`catalog-subset: ${unknown.join(', ')} not among the English keys`);
        resolveKeys(keys);
        return { code: subsetCatalog(code, file, null, keep, (c) => this.parse(c)), map: null };
      }
      const keys = await englishKeys;
      return { code: subsetCatalog(code, file, keys, keep, (c) => this.parse(c)), map: null };
    },
    buildEnd(error) {
      if (!error && seen === 0) this.error('catalog-subset: no catalogue was bundled');
    },
  };
}
