// Build step after tsc: gives the relative imports in dist/types/**/*.d.ts their `.js` extension.
// The sources import without extensions (moduleResolution "bundler"); the package is "type": "module",
// so a project on "node16"/"nodenext" resolves declarations as Node resolves ES modules: `./booking-store`
// is not found there (TS2307, or every imported type silently `any` under skipLibCheck). `./x` becomes
// `./x.js` when `x.d.ts` exists, `./x/index.js` when `x/index.d.ts` does.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist/types');
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]*?)\2/g;

function withExtension(specifier, fromDir) {
  if (/\.(js|mjs|cjs|json)$/.test(specifier)) return specifier;
  const target = join(fromDir, specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`dts-extensions: cannot resolve ${specifier} from ${fromDir}`);
}

let changed = 0;
for (const entry of readdirSync(root, { recursive: true })) {
  const file = join(root, String(entry));
  if (!file.endsWith('.d.ts')) continue;
  const code = readFileSync(file, 'utf8');
  const next = code.replace(SPECIFIER, (_, lead, quote, spec) => `${lead}${quote}${withExtension(spec, dirname(file))}${quote}`);
  if (next !== code) {
    writeFileSync(file, next);
    changed++;
  }
}
console.log(`dts-extensions: ${changed} declaration files in ${root} now import with .js extensions`);
