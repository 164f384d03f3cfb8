import MagicString from 'magic-string';

/**
 * The elements' metadata (src/*\/*.meta.ts) is written once, for the manifest, the types and the r2wc
 * options. At run time only the tag name, the attributes' property and kind and the events' handler are read
 * (r2wcOptions); the texts (descriptions, CSS properties and parts: about 1 KiB brotli) only serve the
 * manifest, which scripts/custom-elements-manifest.mjs builds from the sources. This drops them from the
 * browser bundles. The build fails if a metadata module has none of them (the plugin would have gone stale).
 */
const DOCUMENTATION = new Set(['className', 'summary', 'description', 'type', 'default', 'detail', 'detailTypeName', 'cssProperties', 'cssParts']);

const keyOf = (property) => property.key.name ?? property.key.value;

export function runtimeMeta() {
  return {
    name: 'bali-runtime-meta',
    transform(code, id) {
      if (!id.endsWith('.meta.ts')) return null;
      const out = new MagicString(code);
      let dropped = 0;
      const walk = (node) => {
        if (node.type === 'ObjectExpression') {
          node.properties.forEach((property, i) => {
            if (property.type !== 'Property' || property.computed || !DOCUMENTATION.has(keyOf(property))) return walk(property);
            // Up to the next property, or for the last one over its own trailing comma: what stays is valid JS.
            const next = node.properties[i + 1];
            out.remove(property.start, next ? next.start : property.end + (/^\s*,/.exec(code.slice(property.end))?.[0].length ?? 0));
            dropped += 1;
          });
          return;
        }
        for (const value of Object.values(node)) {
          for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child.type === 'string') walk(child);
        }
      };
      walk(this.parse(code));
      if (!dropped) this.error(`bali-runtime-meta: nothing to drop in ${id}`);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
