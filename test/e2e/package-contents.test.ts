/**
 * What `npm pack` would publish: everything a user needs (bundle, server entry, declarations, manifest,
 * the built-in reviews' avatars, the Next.js example's sources, README, CHANGELOG, LICENSE) and nothing of
 * the workshop (sources, tests, the rest of the demo, scripts, data); every link of the README and the docs
 * leads to a packed file, and package.json says where the code is and where bugs are reported.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
let files: string[] = [];

beforeAll(async () => {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { stdout } = await promisify(execFile)(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: repo, maxBuffer: 16 * 1024 * 1024 });
  files = (JSON.parse(stdout) as { files: { path: string }[] }[])[0].files.map((f) => f.path);
});

it('contains the bundle, the server entry, the declarations, the manifest and the documents', () => {
  for (const needed of [
    'dist/bali-widgets.js',
    'dist/bali-widgets.d.ts',
    'dist/bali-reviews.js',
    'dist/server.js',
    'dist/server.d.ts',
    // The owner's inbox page, read by createInboxHandler next to dist/server.js.
    'dist/inbox.js',
    'dist/inbox.css',
    'dist/react.d.ts',
    'dist/custom-elements.json',
    'dist/types/index.d.ts',
    'dist/react.js',
    'dist/types/react/index.d.ts',
    'dist/types/server/index.d.ts',
    'dist/types/booking-form/booking-form.element.d.ts',
    'dist/types/reviews/reviews.element.d.ts',
    // The README tells users to copy the built-in reviews' avatars to their image-base-path: they ship.
    ...['ayu', 'lukas', 'chloe', 'rahul', 'sophie', 'kenji'].map((name) => `demo/images/${name}.jpg`),
    'README.md',
    'docs/server.md',
    'docs/images/demo.png',
    'CHANGELOG.md',
    'LICENSE',
    'package.json',
  ]) {
    expect(files, needed).toContain(needed);
  }
});

/** The example's files as committed, without what installing, building or running it leaves there. */
const EXAMPLE = 'examples/nextjs';
const exampleFiles = readdirSync(`${repo}/${EXAMPLE}`, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(repo, join(entry.parentPath, entry.name)).replace(/\\/g, '/'))
  .filter((f) => !/\/(node_modules|\.next|data)\//.test(f) && !/(\.gitignore|next-env\.d\.ts|\.tsbuildinfo)$/.test(f));

it('contains the Next.js example the README links to: its sources, config and avatars, nothing it builds', () => {
  expect(exampleFiles).toEqual(expect.arrayContaining([`${EXAMPLE}/next.config.ts`, `${EXAMPLE}/app/page.tsx`, `${EXAMPLE}/lib/bookings.ts`]));
  expect(exampleFiles.some((f) => f.startsWith(`${EXAMPLE}/public/avatars/`))).toBe(true);
  for (const file of exampleFiles) expect(files, file).toContain(file);
  expect(files.filter((f) => f.startsWith(`${EXAMPLE}/`)).sort()).toEqual([...exampleFiles].sort());
});

it('every relative link in README.md and docs/*.md leads to a packed file or folder', () => {
  const documents = files.filter((f) => f === 'README.md' || /^docs\/[^/]+\.md$/.test(f));
  expect(documents).toContain('docs/server.md');
  const dead: string[] = [];
  for (const document of documents) {
    const text = readFileSync(`${repo}/${document}`, 'utf8');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^([a-z]+:|#)/i.test(target)) continue;
      const path = normalize(join(dirname(document), target.replace(/#.*$/, ''))).replace(/\\/g, '/').replace(/\/$/, '');
      if (!files.includes(path) && !files.some((f) => f.startsWith(`${path}/`))) dead.push(`${document}: ${target}`);
    }
  }
  expect(dead).toEqual([]);
});

it('says where the code and the documentation are and where bugs are reported', () => {
  const pkg = JSON.parse(readFileSync(`${repo}/package.json`, 'utf8'));
  expect(pkg.repository).toEqual({ type: 'git', url: 'git+https://github.com/bali-widgets/bali-widgets.git' });
  expect(pkg.homepage).toBe('https://github.com/bali-widgets/bali-widgets#readme');
  expect(pkg.bugs).toEqual({ url: 'https://github.com/bali-widgets/bali-widgets/issues' });
});

it('contains nothing but dist/, the avatars, the example, the documents (README links into docs/) and package.json', () => {
  const avatar = /^demo\/images\/[a-z]+\.jpg$/;
  const stray = files.filter(
    (f) =>
      !avatar.test(f) &&
      !exampleFiles.includes(f) &&
      (/^(src|test|demo|scripts|data|\.tmp|node_modules|\.ci)\//.test(f) ||
        /\.test\.|\.map$|tsconfig|rollup\.config|vitest|web-test-runner/.test(f) ||
        !(f.startsWith('dist/') || f.startsWith('docs/') || ['README.md', 'CHANGELOG.md', 'LICENSE', 'package.json'].includes(f))),
  );
  expect(stray).toEqual([]);
});

it('installs no native module for sites that only show the widgets: better-sqlite3 is an optional peer', () => {
  const pkg = JSON.parse(readFileSync(`${repo}/package.json`, 'utf8'));
  expect(Object.keys(pkg.dependencies)).not.toContain('better-sqlite3');
  expect(pkg.peerDependencies['better-sqlite3']).toBeTruthy();
  expect(pkg.peerDependenciesMeta['better-sqlite3']).toEqual({ optional: true });
});

it('every file that package.json points at is packed', () => {
  const pkg = JSON.parse(readFileSync(`${repo}/package.json`, 'utf8'));
  const targets = new Set<string>([pkg.main, pkg.module, pkg.types, pkg.customElements]);
  const walk = (value: unknown) => {
    if (typeof value === 'string') targets.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(pkg.exports);
  for (const target of targets) expect(files, target).toContain(target.replace(/^\.\//, ''));
  // The bundles register elements on import; the server entry and the declarations have no side effects.
  expect(pkg.sideEffects.some((glob: string) => 'dist/bali-widgets.js'.startsWith(glob.replace(/^\.\//, '').replace(/\*.*$/, '')))).toBe(true);
  expect(pkg.sideEffects.some((glob: string) => 'dist/bali-reviews.js'.startsWith(glob.replace(/^\.\//, '').replace(/\*.*$/, '')))).toBe(true);
  expect(pkg.sideEffects.some((glob: string) => 'dist/server.js'.startsWith(glob.replace(/^\.\//, '').replace(/\*.*$/, '')))).toBe(false);
});

it('builds before packing: an unbuilt clone cannot pack a package without dist/', () => {
  const pkg = JSON.parse(readFileSync(`${repo}/package.json`, 'utf8'));
  expect(pkg.scripts.prepack).toBe('npm run build');
  expect(files.filter((f) => f.startsWith('dist/')).length).toBeGreaterThan(10);
});
