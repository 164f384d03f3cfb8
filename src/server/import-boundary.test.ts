import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Every .ts/.tsx file under `dir`. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The file a relative specifier names, as the bundler resolves it (extension or index file optional). */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** The files `entries` import, transitively (type-only imports and re-exports too), with who imported each. */
function importGraph(entries: string[]): Map<string, string> {
  const importer = new Map<string, string>(entries.map((entry) => [entry, '']));
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveRelative(file, fileName);
      if (!target || importer.has(target)) continue;
      importer.set(target, file);
      queue.push(target);
    }
  }
  return importer;
}

const under = (folder: string) => (file: string) => relative(SRC, file).startsWith(`${folder}/`);
const chain = (graph: Map<string, string>, file: string) => {
  const links = [];
  for (let at: string | undefined = file; at; at = graph.get(at)) links.unshift(relative(SRC, at));
  return links.join(' → ');
};

describe('import boundaries', () => {
  it('nothing under src/server imports src/booking-form, directly or through another module', () => {
    const graph = importGraph(filesUnder(join(SRC, 'server')));
    const crossings = [...graph.keys()].filter(under('booking-form')).map((file) => chain(graph, file));
    expect(crossings).toEqual([]);
    // The server does reach the shared contract: the walk follows imports out of src/server.
    expect([...graph.keys()].some(under('booking-request'))).toBe(true);
  });

  it('the request contract imports neither the form nor the server', () => {
    const graph = importGraph(filesUnder(join(SRC, 'booking-request')));
    const crossings = [...graph.keys()].filter((file) => under('booking-form')(file) || under('server')(file));
    expect(crossings.map((file) => chain(graph, file))).toEqual([]);
  });

  it('the walk finds a crossing when there is one (the widgets entry reaches the form through re-exports)', () => {
    const graph = importGraph([join(SRC, 'index.ts')]);
    const reached = [...graph.keys()].filter(under('booking-form'));
    expect(reached.length).toBeGreaterThan(0);
    expect(chain(graph, reached[0])).toMatch(/^index\.ts → booking-form\//);
  });
});
