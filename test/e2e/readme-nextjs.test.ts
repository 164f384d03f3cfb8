/**
 * The README's Next.js section is the example: every code block headed by a file of examples/nextjs
 * (`// app/api/bookings/route.ts`) is that file as committed, so a change to either shows here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');
const blocks = [...readme.matchAll(/```tsx?\n\/\/ ((?:app|lib)\/\S+?\.tsx?)\b[^\n]*\n([\s\S]*?)```/g)].map(([, path, body]) => ({ path, body }));

describe('the README\'s Next.js section', () => {
  it('shows the example\'s receiver, inbox and routes', () => {
    expect(blocks.map((b) => b.path)).toEqual(expect.arrayContaining(['lib/bookings.ts', 'app/admin/[[...path]]/route.ts', 'app/api/bookings/route.ts']));
  });

  it.each(blocks)('$path is examples/nextjs/$path', ({ path, body }) => {
    const file = `${root}examples/nextjs/${path}`;
    expect(existsSync(file), file).toBe(true);
    expect(body).toBe(readFileSync(file, 'utf8'));
  });
});
