/**
 * Server rendering and prerendering import the package in Node, where there is no DOM: each built entry,
 * resolved through package.json "exports" as a site resolves it, imports without throwing (an element
 * class extending HTMLElement used to throw "HTMLElement is not defined" at import) and defines nothing.
 * Each import runs in its own Node process, so no test setup can lend it a global.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));

type Outcome = { error?: string; names?: string[]; globals?: string[]; instance?: boolean };

/** Imports `specifier` in a fresh Node process and reports its export names and what it did. */
async function importInNode(specifier: string): Promise<Outcome> {
  const script = `
    try {
      const entry = await import(${JSON.stringify(specifier)});
      const names = Object.keys(entry).sort();
      const globals = ['customElements', 'HTMLElement', 'window', 'document'].filter((name) => name in globalThis);
      const element = entry.BaliBookingFormElement ?? entry.BaliReviewsElement;
      const instance = element ? {} instanceof element : undefined;
      console.log(JSON.stringify({ names, globals, instance }));
    } catch (error) {
      console.log(JSON.stringify({ error: String(error && error.stack || error) }));
    }`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: repo });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Outcome;
}

it('imports bali-widgets in Node without a DOM: the element classes are plain stand-ins', async () => {
  const outcome = await importInNode('bali-widgets');
  expect(outcome.error).toBeUndefined();
  expect(outcome.names).toEqual(['BaliBookingFormElement', 'BaliReviewsElement']);
  expect(outcome.globals).toEqual([]);
  expect(outcome.instance).toBe(false);
});

it('imports bali-widgets/reviews in Node without a DOM', async () => {
  const outcome = await importInNode('bali-widgets/reviews');
  expect(outcome.error).toBeUndefined();
  expect(outcome.names).toEqual(['BaliReviewsElement']);
  expect(outcome.globals).toEqual([]);
});

it('imports bali-widgets/react in Node without a DOM', async () => {
  const outcome = await importInNode('bali-widgets/react');
  expect(outcome.error).toBeUndefined();
  expect(outcome.names).toEqual(['BaliBookingForm', 'BaliReviews']);
  expect(outcome.globals).toEqual([]);
});

it("bali-widgets/react starts with 'use client' and uses the app's React (no copy of its own)", () => {
  expect(readFileSync(`${repo}/dist/react.js`, 'utf8')).toMatch(/^'use client';\n/);
  const files = ['dist/react.js', ...readdirSync(`${repo}/dist/react`).map((name) => `dist/react/${name}`)];
  for (const file of files) {
    const code = readFileSync(`${repo}/${file}`, 'utf8');
    // React's own element tag and its internals object: present in any bundled copy of React or React DOM.
    expect(code, file).not.toContain('react.transitional.element');
    expect(code, file).not.toContain('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE');
  }
});
