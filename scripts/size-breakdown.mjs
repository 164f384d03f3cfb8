// Per-dependency size of dist/bali-widgets.js: `node scripts/size-breakdown.mjs`.
// Bundles with the real rollup config, groups the rendered modules by package, minifies each group with
// the same terser options and compresses it with brotli (quality 11). Groups compress a little worse on
// their own than inside the whole file, so the sum is slightly above the real total, which is printed too.
// `sizeBreakdown()` returns the same figures for other scripts (scripts/bench.mjs).
import { rollup } from 'rollup';
import { minify } from 'terser';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import configs from '../rollup.config.mjs';

const brotli = (s) => brotliCompressSync(s, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kib = (n) => (n / 1024).toFixed(1).padStart(6);

/** The package (or `app: <folder>`, or `language: <tag>`) a rendered module belongs to. */
function packageOf(id) {
  // Each shipped language on its own row: what one more language costs.
  const catalog = id.match(/\/src\/i18n\/catalogs\/([\w-]+)\.ts$/);
  if (catalog && catalog[1] !== 'index') return `language: ${catalog[1]}`;
  if (!id.includes('node_modules')) return `app: ${id.split('/src/')[1]?.split('/')[0] ?? 'other'}`;
  const rest = id.split('node_modules/').pop();
  return rest.split('/').slice(0, rest.startsWith('@') ? 2 : 1).join('/');
}

/**
 * Rows `{ pkg, min, br }` (bytes, largest brotli first), their brotli `sum`, and the built file's `total`
 * (`{ min, br }`) of dist/bali-widgets.js (run the build first).
 */
export async function sizeBreakdown() {
  const config = configs[0];
  const plugins = config.plugins.filter((p) => p.name !== 'terser' && p.name !== 'bali-types-entry');
  const bundle = await rollup({ ...config, plugins, onwarn() {} });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  const groups = new Map();
  for (const [id, mod] of Object.entries(output[0].modules)) {
    const pkg = packageOf(id);
    groups.set(pkg, (groups.get(pkg) ?? '') + (mod.code ?? '') + '\n');
  }
  const rows = [];
  for (const [pkg, code] of groups) {
    // Alone, a group exports nothing: keep its top level, or terser would drop all of it as unused.
    const { code: min = '' } = await minify(code, { ecma: 2020, module: false, compress: { passes: 2, unused: false, toplevel: false }, mangle: { toplevel: true }, format: { comments: false } });
    rows.push({ pkg, min: min.length, br: brotli(min) });
  }
  rows.sort((a, b) => b.br - a.br);
  const real = readFileSync(new URL('../dist/bali-widgets.js', import.meta.url));
  return { rows, sum: rows.reduce((s, r) => s + r.br, 0), total: { min: real.length, br: brotli(real) } };
}

/** The breakdown as printable lines. */
export function formatBreakdown({ rows, sum, total }) {
  return [
    `${'package'.padEnd(34)} min KiB  br KiB`,
    ...rows.map((r) => `${r.pkg.padEnd(34)} ${kib(r.min)}   ${kib(r.br)}`),
    `${'sum of groups'.padEnd(34)}          ${kib(sum)}`,
    `${'dist/bali-widgets.js (as built)'.padEnd(34)} ${kib(total.min)}   ${kib(total.br)}`,
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(formatBreakdown(await sizeBreakdown()).join('\n'));
}
