import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import MagicString from 'magic-string';
import { describe, expect, it } from 'vitest';
import { keenSlider, keenSliderPatches } from './keen-slider.mjs';
import { patchOnce } from './patch-once.mjs';

const libPath = createRequire(import.meta.url).resolve('keen-slider/keen-slider.es.js');
const lib = readFileSync(libPath, 'utf8');

describe("keen-slider's animator, patched at build time", () => {
  it('reports itself active when an animation starts, starts its clock one frame before its first frame, and places new slides at once', () => {
    const out = keenSlider().transform(lib, libPath)!;
    expect(out.code).toContain('(starting){starting&&s(!0);');
    expect(out.code).toContain('function u(t){o||(o=performance.now()-16),s(!0);');
    expect(out.code).toContain('c(n.track.distToIdx(a)),d(!0),n.emit("animationStarted")');
    expect(out.code).toContain('var a=performance.now()-o;');
    expect(out.code).toContain('(t=n.slides).length&&o(!1,!0,i))}');
    expect(out.code.length - lib.length).toBeLessThan(100);
  });

  it('only touches keen-slider', () => {
    expect(keenSlider().transform(lib, '/x/node_modules/other/index.js')).toBeNull();
  });

  it('fails the build when keen-slider changed shape instead of shipping it unpatched', () => {
    expect(() => keenSliderPatches(lib.replace('o||(o=t),s(!0)', 'o=o||t,s(!0)'))).toThrow(/animation frame callback/);
  });
});

describe('patchOnce', () => {
  const patch = { name: 'greeting', find: /hello (\w+)/g, replace: 'goodbye $1' };
  const apply = (code: string) => {
    const out = new MagicString(code);
    patchOnce(code, [patch], 'test', out);
    return out.toString();
  };

  it('replaces the one match', () => {
    expect(apply('say hello world;')).toBe('say goodbye world;');
  });

  it('throws when the text is missing, found twice, or left unchanged', () => {
    expect(() => apply('say hi')).toThrow('test: expected one greeting, found 0');
    expect(() => apply('hello a, hello b')).toThrow('found 2');
    const out = new MagicString('x');
    expect(() => patchOnce('x', [{ name: 'noop', find: /x/g, replace: 'x' }], 'test', out)).toThrow('noop found but not changed');
  });
});
