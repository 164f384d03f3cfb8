import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/** Product files: every source under `folder` but tests and declarations. */
const productFiles = (folder: string) => filesUnder(folder).filter((file) => !/\.test\.tsx?$|\.d\.ts$/.test(file));

/** The import circles among `files` (strongly connected groups of two or more), each as its files. */
function circles(files: string[]): string[][] {
  const edges = new Map(files.map((file) => [file, ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) => resolveRelative(file, fileName))
    .filter((target): target is string => target !== undefined && files.includes(target))]));
  const index = new Map<string, number>(), low = new Map<string, number>(), stack: string[] = [], found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1) found.push(group.map((member) => relative(SRC, member)).sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

describe('the house', () => {
  it("the server's inbox builds on the store and the shared parts, never on the receiver", () => {
    const graph = importGraph(productFiles(join(SRC, 'server', 'inbox')));
    const receiver = (file: string) => ['server/receiver.ts', 'server/index.ts'].includes(relative(SRC, file)) || under('server/booking')(file);
    expect([...graph.keys()].filter(receiver).map((file) => chain(graph, file))).toEqual([]);
  });

  it('no product file imports from test/ (test doubles live there)', () => {
    const graph = importGraph(productFiles(SRC));
    const outside = [...graph.keys()].filter((file) => relative(SRC, file).startsWith('..'));
    expect(outside.map((file) => chain(graph, file))).toEqual([]);
  });

  it('no import circles among product files', () => {
    expect(circles(productFiles(SRC))).toEqual([]);
  });

  it('the circle finder finds one when there is one', () => {
    const folder = mkdtempSync(join(tmpdir(), 'circle-'));
    writeFileSync(join(folder, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(join(folder, 'b.ts'), "import type { a } from './a';\nexport const b = 1 as unknown as typeof a;\n");
    writeFileSync(join(folder, 'c.ts'), "import { a } from './a';\nexport const c = a;\n");
    const files = ['a.ts', 'b.ts', 'c.ts'].map((name) => join(folder, name));
    expect(circles(files)).toEqual([[relative(SRC, files[0]), relative(SRC, files[1])]]);
  });
});
