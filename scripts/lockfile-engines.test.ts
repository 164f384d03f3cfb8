/**
 * Every package the lockfile installs accepts the Node versions `package.json` promises: `npm ci` on the
 * oldest supported Node prints no EBADENGINE warning. Pin a tool to an older line before raising this floor.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
const pkg = read('package.json') as { engines: { node: string } };
const lock = read('package-lock.json') as { packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean; os?: string[] }> };

it('every locked package accepts the oldest Node the project supports', () => {
  const oldest = semver.minVersion(pkg.engines.node)!.version;
  const refusing = Object.entries(lock.packages)
    .filter(([path, entry]) => path && entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
    .filter(([, entry]) => !semver.satisfies(oldest, (entry.engines as { node: string }).node))
    .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')} wants node ${(entry.engines as { node: string }).node}`);
  expect(refusing, `Node ${oldest}`).toEqual([]);
});
