/**
 * Every patch of scripts/patches/ fails the build loudly when its target is missing or changed: each is fed
 * a changed copy of what it patches (or a build without its module) and must throw.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse } from 'acorn';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { keenSlider } from './keen-slider.mjs';
import { patchModule } from './patch-once.mjs';
import { flagSprite } from './phone-css.mjs';
import { PATCHES, REPLACEMENTS, slimPhoneInput } from './phone-input.mjs';
import { trimmedPhoneMetadata, trimPhoneMetadata } from './phone-metadata.mjs';
import { reactDomEntryUnused, reactDomUnused } from './react-dom-unused.mjs';
import { runtimeMeta } from './runtime-meta.mjs';

const require = createRequire(import.meta.url);
const read = (id: string) => readFileSync(require.resolve(id), 'utf8');
const keenPath = require.resolve('keen-slider/keen-slider.es.js');
const phonePath = require.resolve('react-phone-input-2/lib/lib.js');
const phoneLib = read('react-phone-input-2/lib/lib.js');
const phoneStyles = read('react-phone-input-2/lib/style.css');
const SPRITE = 'src/booking-form/assets/flags.webp';

/** Rollup's plugin context as far as the patches use it. */
const context = {
  error(message: string): never {
    throw new Error(message);
  },
  parse: (code: string) => parse(code, { ecmaVersion: 'latest', sourceType: 'module' }),
};

const css = (plugins: postcss.AcceptedPlugin[], text: string) => postcss(plugins).process(text, { from: undefined }).css;

describe('patches of third-party code fail the build when their target changed', () => {
  it('a patched module that is not in the build any more (the library moved its file) fails at the end of the build', () => {
    const plugin = patchModule('bali-test', /lib\.js$/, (code) => ({ code, map: null }));
    plugin.buildStart();
    expect(() => plugin.buildEnd.call(context)).toThrow('bali-test: no module matching /lib\\.js$/ was bundled');
    plugin.transform('x', '/node_modules/x/lib.js');
    expect(() => plugin.buildEnd.call(context)).not.toThrow();
    for (const make of [keenSlider, slimPhoneInput, trimmedPhoneMetadata, reactDomUnused, reactDomEntryUnused]) {
      const real = make();
      real.buildStart();
      expect(() => real.buildEnd.call(context), real.name).toThrow(/was bundled/);
    }
  });

  it('keen-slider animator: a changed frame callback', () => {
    const lib = read('keen-slider/keen-slider.es.js');
    expect(() => keenSlider().transform(lib.replace('o||(o=t),s(!0)', 'o=o||t,s(!0)'), keenPath)).toThrow(/animation frame callback/);
    expect(() => keenSlider().transform(lib.replace('.track.distToIdx(', '.track.distanceToIdx('), keenPath)).toThrow(/animation start/);
  });

  it('react-dom unused parts: a method renamed or gone', () => {
    const id = join(dirname(require.resolve('react-dom')), 'cjs/react-dom-client.production.js');
    const lib = readFileSync(id, 'utf8');
    expect(() => reactDomUnused().transform(lib.replace('FragmentInstance.prototype.focus =', 'FragmentInstance.prototype.focusFirst ='), id)).toThrow(
      'react-dom unused parts: expected one FragmentInstance.prototype.focus, found 0',
    );
  });

  it('react-dom unused hooks: a dispatcher or a hook entry renamed or gone', () => {
    const id = join(dirname(require.resolve('react-dom')), 'cjs/react-dom-client.production.js');
    const lib = readFileSync(id, 'utf8');
    expect(() => reactDomUnused().transform(lib.replace('  HooksDispatcherOnUpdate = {', '  HooksDispatcherOnUpdates = {'), id)).toThrow(
      'react-dom unused hooks: expected one HooksDispatcherOnUpdate, found 0',
    );
    expect(() => reactDomUnused().transform(lib.replace('    useTransition: function () {', '    useTransitions: function () {'), id)).toThrow(
      'react-dom unused hooks: expected one HooksDispatcherOnMount.useTransition, found 0',
    );
  });

  for (const { name } of REPLACEMENTS) {
    it(`phone input, lodash module ${name}: not found`, () => {
      // The module's text rewritten until its marker is gone.
      const markers: Record<string, string> = { 'lodash.reduce': '[object Float32Array]', 'lodash.debounce': 'maxWait', 'lodash.memoize': '__lodash_hash_undefined__' };
      const marker = markers[name];
      const lib = marker ? phoneLib.replaceAll(marker, 'changed') : phoneLib.replace(/\.slice\((\w),(\w)\+(\w)\.length\)==/g, '.slice($1,$2+$3.size)==');
      expect(() => slimPhoneInput().transform(lib, phonePath)).toThrow(`slim-phone-input: expected one ${name} module, found 0`);
    });
  }

  it('phone input, region tags and territories: a changed country list', () => {
    expect(() => slimPhoneInput().transform(phoneLib.replace('"af","93"', '"afg","93"'), phonePath)).toThrow(/country list/);
  });

  for (const patch of PATCHES) {
    it(`phone input, fix "${patch.name}": its text changed`, () => {
      const lib = phoneLib.replace(new RegExp(patch.find.source), 'changed');
      expect(lib).not.toBe(phoneLib);
      expect(() => slimPhoneInput().transform(lib, phonePath)).toThrow(`slim-phone-input: expected one ${patch.name}, found 0`);
    });
  }

  it('phone input, global shim: no `new Function` is left in the patched library', () => {
    const out = slimPhoneInput().transform(phoneLib, phonePath)!.code;
    expect(phoneLib).toContain('new Function("return this")()');
    expect(out).not.toContain('new Function');
  });

  it('phone metadata: another metadata format', () => {
    const metadata = require('libphonenumber-js/metadata.min.json');
    expect(() => trimPhoneMetadata({ ...metadata, version: 5 })).toThrow('expected libphonenumber-js metadata format 4');
    expect(() => trimPhoneMetadata({ ...metadata, countries: { ID: { code: '62' } } })).toThrow(/format 4/);
  });

  it('phone CSS, flag sprite: no PNG sprite (or two)', () => {
    expect(() => css([flagSprite(SPRITE)], phoneStyles.replace('url(data:image/png;base64,', 'url(data:image/gif;base64,'))).toThrow('expected one PNG flag sprite, found 0');
    const twice = `${phoneStyles}\n.extra{background-image:url(data:image/png;base64,AAAA)}`;
    expect(() => css([flagSprite(SPRITE)], twice)).toThrow('found 2');
  });

  it('runtime metadata: a metadata module without documentation texts', () => {
    const plugin = runtimeMeta();
    const code = "export const meta = { tagName: 'x-y', attributes: [{ name: 'a', property: 'a', kind: 'string' }] };";
    expect(() => plugin.transform.call(context, code, '/src/x/x.meta.ts')).toThrow('bali-runtime-meta: nothing to drop');
    const documented = "export const meta = { tagName: 'x-y', summary: 'X.', attributes: [] };";
    expect(plugin.transform.call(context, documented, '/src/x/x.meta.ts')!.code).not.toContain('summary');
  });
});
