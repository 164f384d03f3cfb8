/**
 * Type test: a TS and a TSX usage of both tags (attributes, properties, events with typed `detail`,
 * React 19 JSX from `bali-widgets/react`) compile against the BUILT declarations, resolved through
 * package.json "exports" as in a user's project. Each file also holds `@ts-expect-error` lines for wrong
 * uses, so typings that turn permissive fail too (an unused directive is an error).
 */
import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const tsc = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));

/** Runs tsc on a project; its diagnostics are the output. */
function compile(cwd: string, project: string): Promise<{ ok: boolean; output: string }> {
  return promisify(execFile)(process.execPath, [tsc, '-p', project], { cwd }).then(
    () => ({ ok: true, output: '' }),
    (error: { stdout?: string; stderr?: string }) => ({ ok: false, output: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
  );
}

it('compiles test/types/usage.ts and usage.tsx against dist/*.d.ts', async () => {
  for (const file of ['dist/bali-widgets.d.ts', 'dist/react.d.ts']) expect(existsSync(`${repo}/${file}`), `${file} (run the build first)`).toBe(true);
  const result = await compile(repo, 'test/types/tsconfig.json');
  expect(result.output).toBe('');
  expect(result.ok).toBe(true);
});

/** The package as `npm pack` makes it (what npm publishes), unpacked once for this file's tests. */
let packed = '';
beforeAll(async () => {
  packed = mkdtempSync(join(tmpdir(), 'bali-packed-'));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { stdout } = await promisify(execFile)(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', packed], { cwd: repo, maxBuffer: 16 * 1024 * 1024 });
  const [{ filename }] = JSON.parse(stdout) as { filename: string }[];
  await promisify(execFile)('tar', ['-xzf', join(packed, filename), '-C', packed]);
}, 120_000);
afterAll(() => {
  if (packed) rmSync(packed, { recursive: true, force: true });
});

/**
 * Compiles usage.ts and usage.tsx in a temporary project with `compilerOptions`, with the package installed
 * as a user has it: node_modules/bali-widgets pointing at this package, or (`from: 'packed'`) a copy of the
 * packed package, whose declarations then find only what the project itself installed.
 */
async function compileInstalled(
  compilerOptions: Record<string, unknown>,
  packageJson: Record<string, unknown> = {},
  installed = ['react', '@types'],
  from: 'linked' | 'packed' = 'linked',
) {
  const dir = mkdtempSync(join(tmpdir(), 'bali-types-'));
  try {
    mkdirSync(join(dir, 'node_modules', '@types'), { recursive: true });
    if (from === 'packed') cpSync(join(packed, 'package'), join(dir, 'node_modules', 'bali-widgets'), { recursive: true });
    else symlinkSync(repo, join(dir, 'node_modules', 'bali-widgets'), 'dir');
    for (const dep of installed) {
      if (dep === '@types') rmSync(join(dir, 'node_modules', '@types'), { recursive: true });
      symlinkSync(join(repo, 'node_modules', dep), join(dir, 'node_modules', dep), 'dir');
    }
    for (const file of ['usage.ts', 'usage.tsx']) copyFileSync(join(repo, 'test/types', file), join(dir, file));
    const common = { target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], jsx: 'react-jsx', strict: true, noEmit: true, types: [] };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { ...common, ...compilerOptions }, files: ['usage.ts', 'usage.tsx'] }));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'site', private: true, ...packageJson }));
    return await compile(dir, 'tsconfig.json');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Projects still on `"moduleResolution": "node"` (node10: older Next.js and CommonJS setups) do not read
// "exports"; package.json "typesVersions" gives them the same declarations for `bali-widgets/react` and the
// other subpaths.
it('compiles the same usage under moduleResolution node10 (typesVersions)', async () => {
  const result = await compileInstalled({ module: 'CommonJS', moduleResolution: 'node10', ignoreDeprecations: '6.0', skipLibCheck: true });
  expect(result.output).toBe('');
  expect(result.ok).toBe(true);
});

// Node's own ES module resolution (an ES module project on "node16"/"nodenext"): relative imports in the
// declarations need their `.js` (scripts/dts-extensions.mjs); without it the elements' properties and
// events were unknown (TS2339) and the receiver's options silently `any`.
it('compiles the same usage under moduleResolution nodenext', async () => {
  const result = await compileInstalled({ module: 'NodeNext', moduleResolution: 'NodeNext', skipLibCheck: true }, { type: 'module' });
  expect(result.output).toBe('');
  expect(result.ok).toBe(true);
});

// A site's own `skipLibCheck: false` checks our declarations too: they compiled only with
// `@types/better-sqlite3` installed ("Could not find a declaration file for module 'better-sqlite3'"), which a
// site on PostgreSQL, or one that only shows the widgets, does not have.
// The packed package with its dependencies, React's types and Node's: what a site installs.
const SITE_INSTALLS = ['react', 'kysely', 'zod', 'libphonenumber-js', 'nodemailer', '@types/react', '@types/react-dom', '@types/node', 'undici-types', 'csstype'];

it('compiles the same usage with skipLibCheck false and without @types/better-sqlite3', async () => {
  const result = await compileInstalled({ module: 'ESNext', moduleResolution: 'Bundler', skipLibCheck: false, types: ['node'] }, {}, SITE_INSTALLS, 'packed');
  expect(result.output).toBe('');
  expect(result.ok).toBe(true);
}, 180_000);

// The strictest setup a Node project has: Node's own ES module resolution and every declaration checked.
// Each relative import in dist/types needs its `.js` (TS2834 otherwise), `import("./x")` types included.
it('compiles the same usage under moduleResolution nodenext with skipLibCheck false', async () => {
  const result = await compileInstalled({ module: 'NodeNext', moduleResolution: 'NodeNext', skipLibCheck: false, types: ['node'] }, { type: 'module' }, SITE_INSTALLS, 'packed');
  expect(result.output).toBe('');
  expect(result.ok).toBe(true);
}, 180_000);
