/**
 * Type test: a TS and a TSX usage of both tags (attributes, properties, events with typed `detail`,
 * React 19 JSX from `bali-widgets/react`) compile against the BUILT declarations, resolved through
 * package.json "exports" as in a user's project. Each file also holds `@ts-expect-error` lines for wrong
 * uses, so typings that turn permissive fail too (an unused directive is an error).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const tsc = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));

it('compiles test/types/usage.ts and usage.tsx against dist/*.d.ts', async () => {
  for (const file of ['dist/bali-widgets.d.ts', 'dist/react.d.ts']) expect(existsSync(`${repo}/${file}`), `${file} (run the build first)`).toBe(true);
  const result = await promisify(execFile)(process.execPath, [tsc, '-p', 'test/types/tsconfig.json'], { cwd: repo }).then(
    () => ({ ok: true, output: '' }),
    (error: { stdout?: string; stderr?: string }) => ({ ok: false, output: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
  );
  expect(result.output).toBe('');
  expect(result.ok).toBe(true);
});
