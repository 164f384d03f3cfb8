import { parse as acorn } from 'acorn';
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { EN, KEYS, TRANSLATIONS } from '../src/i18n/catalogs';
import { REVIEWS_KEYS, subsetCatalog } from './catalog-subset.mjs';

const parse = (code: string) => acorn(code, { ecmaVersion: 'latest', sourceType: 'module' });
const keep = new Set(REVIEWS_KEYS);
const CATALOGS = new URL('../src/i18n/catalogs/', import.meta.url);

/** A catalogue module as the build hands it over: JavaScript, after TypeScript. */
const compiled = (file: string) => ts.transpileModule(readFileSync(new URL(`${file}.ts`, CATALOGS), 'utf8'), { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } }).outputText;

/** The exported constant's value of a subset module, evaluated (it holds literals only). */
function valueOf(code: string): unknown {
  const body = code.replace(/^export const \w+ =/m, 'return ');
  return new Function(body)();
}

describe('the reviews bundle keeps only the carousel texts of each catalogue', () => {
  it('keeps every English key, with its text only for the reviews', () => {
    const en = valueOf(subsetCatalog(compiled('en'), 'en', null, keep, parse)) as Record<string, string>;
    expect(Object.keys(en)).toEqual(KEYS);
    for (const key of KEYS) expect(en[key]).toBe(keep.has(key) ? EN[key] : '');
  });

  it.each(Object.keys(TRANSLATIONS))('keeps %s texts at their keys’ places, the list as long as the keys', (lang) => {
    const list = valueOf(subsetCatalog(compiled(lang), lang, KEYS, keep, parse)) as (string | undefined)[];
    expect(list).toHaveLength(KEYS.length);
    KEYS.forEach((key, i) => expect(list[i], key).toBe(keep.has(key) ? TRANSLATIONS[lang][i] : i === KEYS.length - 1 ? '' : undefined));
  });

  it('fails the build when a list is not as long as the keys', () => {
    expect(() => subsetCatalog("export const XX = ['a', 'b'];", 'xx', KEYS, keep, parse)).toThrow(`catalog-subset: xx has 2 texts, English has ${KEYS.length} keys`);
    expect(() => subsetCatalog('export const XX = {};', 'xx', KEYS, keep, parse)).toThrow('expected a list of texts in xx');
  });

  it('lists every key that <bali-reviews> reads', () => {
    const dir = new URL('../src/reviews/', import.meta.url);
    const source = readdirSync(dir)
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
      .map((f) => readFileSync(new URL(f, dir), 'utf8'))
      .join('\n');
    const read = new Set([...source.matchAll(/\bt\.(\w+)|format\(\s*'(\w+)'/g)].map((m) => m[1] ?? m[2]).filter((key) => key in EN));
    expect(read.size).toBeGreaterThan(5);
    expect([...read].filter((key) => !keep.has(key))).toEqual([]);
  });
});
