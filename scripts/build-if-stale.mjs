#!/usr/bin/env node
// `npm start`: builds only when a source is newer than the built files (a start after changing only
// ADMIN_TOKEN or another variable takes seconds, not a rebuild). `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUTPUTS = ['dist/bali-widgets.js', 'dist/server.js', 'dist/inbox.js', 'dist/inbox.css', 'dist/react.js', 'dist/server.d.ts', 'dist/custom-elements.json'];
const INPUTS = ['src', 'rollup.config.mjs', 'package.json', 'tsconfig.json', 'tsconfig.build.json', 'tsconfig.types.json', 'scripts'];

const mtime = (path) => statSync(join(root, path), { throwIfNoEntry: false })?.mtimeMs;
function newest(path) {
  const stat = statSync(join(root, path), { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return stat?.mtimeMs ?? 0;
  return Math.max(stat.mtimeMs, ...readdirSync(join(root, path), { recursive: true }).map((f) => mtime(join(path, String(f))) ?? 0));
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
