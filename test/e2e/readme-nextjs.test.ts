/**
 * The README's Next.js section is the example: every code block headed by a file of examples/nextjs
 * (`// app/api/bookings/route.ts`) is that file as committed, so a change to either shows here; every file
 * a user writes is shown (create-next-app's layout and styles aside), and the avatars the page names are
 * where the README says they go.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const example = `${root}examples/nextjs/`;
const readme = readFileSync(`${root}README.md`, 'utf8');
const blocks = [...readme.matchAll(/```tsx?\n\/\/ ((?:app|lib)\/\S+?\.tsx?|next\.config\.ts|instrumentation\.ts)\b[^\n]*\n([\s\S]*?)```/g)].map(([, path, body]) => ({ path, body }));

/** The example's own TypeScript: what a user writes after create-next-app (its layout aside). */
const written = readdirSync(example, { recursive: true })
  .map(String)
  .filter((path) => /\.tsx?$/.test(path) && !/^(node_modules|\.next)\//.test(path) && !['app/layout.tsx', 'next-env.d.ts'].includes(path));

describe('the README\'s Next.js section', () => {
  it('shows every file of the example a user writes: the config, the page, the receiver, the inbox and the routes', () => {
    expect(written).toEqual(expect.arrayContaining(['next.config.ts', 'app/page.tsx', 'app/booking.tsx', 'lib/bookings.ts', 'app/api/bookings/route.ts']));
    expect(blocks.map((b) => b.path).sort()).toEqual([...written].sort());
  });

  it.each(blocks)('$path is examples/nextjs/$path', ({ path, body }) => {
    const file = `${example}${path}`;
    expect(existsSync(file), file).toBe(true);
    expect(body).toBe(readFileSync(file, 'utf8'));
  });

  it('says where the avatars go, and the page\'s avatars are there', () => {
    const page = readFileSync(`${example}app/page.tsx`, 'utf8');
    const base = /imageBasePath="\/services\/([^"]+)"/.exec(page)?.[1];
    expect(base).toBe('avatars');
    expect(readme).toContain('Avatars go in `public/avatars/`');
    const avatars = [...page.matchAll(/imageUrl: '([^']+)'/g)].map(([, name]) => name);
    expect(avatars.length).toBeGreaterThan(0);
    for (const name of avatars) expect(existsSync(`${example}public/${base}/${name}`), `public/${base}/${name}`).toBe(true);
  });
});

it('README.md stays at most 400 lines (reference goes to docs/)', () => {
  expect(readme.split('\n').length - 1).toBeLessThanOrEqual(400);
});
