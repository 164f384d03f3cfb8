import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPLACEMENTS, slimPhoneInput } from '../../scripts/patches/phone-input.mjs';

/** Loads a replacement module body the way webpack would: `module.exports` set on `e`. */
function load(name: string) {
  const { body } = REPLACEMENTS.find((r) => r.name === name)!;
  const module = { exports: undefined as unknown };
  new Function('e', body)(module);
  return module.exports as (...args: unknown[]) => unknown;
}

const libPath = createRequire(import.meta.url).resolve('react-phone-input-2/lib/lib.js');
const lib = readFileSync(libPath, 'utf8');

afterEach(() => vi.useRealTimers());

describe('slimmed react-phone-input-2', () => {
  it('replaces exactly the four lodash modules and still parses', () => {
    const out = slimPhoneInput().transform(lib, libPath)!;
    expect(lib.length - out.code.length).toBeGreaterThan(15_000);
    for (const { body } of REPLACEMENTS) expect(out.code).toContain(body);
    expect(out.code).not.toContain('[object Float32Array]');
    expect(out.code).not.toContain('maxWait');
    expect(() => new Function(out.code)).not.toThrow();
  });

  it("empties each country's region tags, names it by its ISO code and keeps its dial code and format", () => {
    const out = slimPhoneInput().transform(lib, libPath)!;
    expect(lib).toContain('["Indonesia",["asia"],"id","62"]');
    expect(out.code).toContain('["id",[],"id","62","...-....-....."]');
    expect(out.code).toContain('["in",[],"in","91","..... ....."]');
    expect(out.code).not.toContain('"eu-union"');
    expect(out.code).not.toContain('"Indonesia"');
    expect(out.code).not.toContain('"Germany"');
    // The territories, listed only with the unused enableTerritories prop, are gone; their countries stay.
    expect(lib).toContain('["American Samoa",');
    expect(out.code).not.toContain('["American Samoa",');
    expect(out.code).toContain('["us",[],"us","1"');
    // Measured apart: the names kept.
    expect(slimPhoneInput({ without: ['names'] }).transform(lib, libPath)!.code).toContain('["Indonesia",[],"id","62","...-....-....."]');
    expect(() => slimPhoneInput().transform(lib.replace('"af","93"', '"afg","93"'), libPath)).toThrow(/country list/);
  });

  it('takes the country options out of the Tab order (the arrow keys move through them)', () => {
    const out = slimPhoneInput().transform(lib, libPath)!;
    expect(lib).toMatch(/tabIndex:\w+\?"-1":"0","data-country-code"/);
    expect(out.code).toContain('tabIndex:"-1","data-country-code"');
    expect(() => slimPhoneInput().transform(lib.replace(/tabIndex:\w+\?"-1":"0","data-country-code"/, '"data-country-code"'), libPath)).toThrow(/tabIndex/);
  });

  it('Down Arrow past the last search match wraps to the first one (the library wrapped one press late)', () => {
    const out = slimPhoneInput().transform(lib, libPath)!;
    expect(lib).toMatch(/\w>\w\.getSearchFilteredCountries\(\)\.length\?0:/);
    expect(out.code).toMatch(/\w>=\w\.getSearchFilteredCountries\(\)\.length\?0:/);
    expect(out.code).not.toMatch(/\w>\w\.getSearchFilteredCountries\(\)\.length\?0:/);
  });

  it('has the flag button say aria-expanded="false" when its list is closed (not only "true" when open)', () => {
    const out = slimPhoneInput().transform(lib, libPath)!;
    expect(lib).toMatch(/"aria-expanded":!!\w+\|\|void 0/);
    expect(out.code).toMatch(/"aria-expanded":!!\w+[,}]/);
    expect(out.code).not.toMatch(/"aria-expanded":!!\w+\|\|void 0/);
  });

  it('leaves other files alone and fails loudly if the library changes shape', () => {
    expect(slimPhoneInput().transform(lib, '/x/other.js')).toBeNull();
    expect(() => slimPhoneInput().transform(lib.replaceAll('maxWait', 'maxWhile'), libPath)).toThrow(/lodash.debounce/);
  });

  it('reduce folds a string character by character with the index', () => {
    const reduce = load('lodash.reduce');
    expect(reduce('+..-..', (acc: string, ch: string, i: number) => acc + ch + i, '')).toBe('+0.1.2-3.4.5');
    expect(reduce([1, 2, 3], (a: number, b: number) => a + b, 10)).toBe(16);
  });

  it('startsWith matches lodash for strings, positions and nullish values', () => {
    const startsWith = load('lodash.startswith');
    expect(startsWith('indonesia', 'indo')).toBe(true);
    expect(startsWith('indonesia', 'nes', 4)).toBe(true);
    expect(startsWith('indonesia', 'nes', 3)).toBe(false);
    expect(startsWith('indonesia', 'india')).toBe(false);
    expect(startsWith(null, '')).toBe(true);
    expect(startsWith('62812', 62)).toBe(true);
  });

  it('memoize caches by the first argument (or the resolver) and exposes the cache', () => {
    const memoize = load('lodash.memoize');
    const f = vi.fn((s: string) => s.toUpperCase());
    const m = memoize(f) as ((s: string) => string) & { cache: Map<string, string> };
    expect(m('ab')).toBe('AB');
    expect(m('ab')).toBe('AB');
    expect(f).toHaveBeenCalledTimes(1);
    expect(m.cache.get('ab')).toBe('AB');
    const byLength = memoize(f, (s: string) => s.length) as (s: string) => string;
    byLength('xy');
    expect(byLength('zz')).toBe('XY');
  });

  it('debounce calls once, with the last arguments, after the quiet period; cancel stops it', () => {
    vi.useFakeTimers();
    const debounce = load('lodash.debounce');
    const f = vi.fn();
    const d = debounce(f, 250) as ((q: string) => void) & { cancel(): void };
    d('a');
    vi.advanceTimersByTime(200);
    d('ab');
    vi.advanceTimersByTime(249);
    expect(f).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(f).toHaveBeenCalledExactlyOnceWith('ab');
    d('x');
    d.cancel();
    vi.advanceTimersByTime(500);
    expect(f).toHaveBeenCalledTimes(1);
  });
});
