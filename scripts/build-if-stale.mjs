#!/usr/bin/env node
// `npm start`: builds only when a source is newer than the built files (a start after changing only
// ADMIN_TOKEN or another variable takes seconds, not a rebuild). `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUTPUTS = ['dist/bali-widgets.js', 'dist/server.js', 'dist/inbox.js', 'dist/inbox.css', 'dist/react.js', 'dist/server.d.ts', 'dist/custom-elements.json'];
// What the build reads: the sources, its configuration and the scripts rollup.config.mjs and the build script run.
const INPUTS = [
  'src', 'scripts/patches', 'rollup.config.mjs', 'package.json', 'tsconfig.json', 'tsconfig.build.json', 'tsconfig.types.json',
  'scripts/rollup-css-text.mjs', 'scripts/terser-options.mjs', 'scripts/receiver-bundle.mjs', 'scripts/dts-extensions.mjs', 'scripts/custom-elements-manifest.mjs',
];

const mtime = (path) => statSync(join(root, path), { throwIfNoEntry: false })?.mtimeMs;
function newest(path) {
  const stat = statSync(join(root, path), { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return stat?.mtimeMs ?? 0;
  // Tests are not built: a changed test leaves dist/ as it is.
  const files = readdirSync(join(root, path), { recursive: true }).map(String).filter((f) => !/\.test\.ts$/.test(f));
  return Math.max(0, ...files.map((f) => (statSync(join(root, path, f)).isFile() ? mtime(join(path, f)) : 0) ?? 0));
}

const built = OUTPUTS.map(mtime);
const oldestOutput = built.includes(undefined) ? -Infinity : Math.min(...built);
if (Math.max(...INPUTS.map(newest)) < oldestOutput) {
  console.log('dist/ is up to date: not rebuilding (`npm run build` rebuilds).');
} else {
  console.log('Building dist/ (sources changed since the last build)…');
  const { status } = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exitCode = status ?? 1;
}
