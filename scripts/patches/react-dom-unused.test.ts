import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISPATCHERS, reactDomEntryUnused, reactDomUnused, UNUSED, UNUSED_ENTRY, UNUSED_HOOKS } from './react-dom-unused.mjs';

const id = join(dirname(createRequire(import.meta.url).resolve('react-dom')), 'cjs/react-dom-client.production.js');
const lib = readFileSync(id, 'utf8');
const entryId = join(dirname(id), 'react-dom.production.js');
const entry = readFileSync(entryId, 'utf8');
const src = new URL('../../src/', import.meta.url);
/** The widgets' own browser code (the inbox is a separate bundle and not patched). */
const widgetSources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && !/^(inbox|server|react)\b/.test(file))
  .map((file) => readFileSync(new URL(file, src), 'utf8'));

describe("react-dom's parts the widgets cannot reach, left out at build time", () => {
  it('turns each assignment into an expression the minifier drops, and nothing else', { timeout: 60_000 }, () => {
    const out = reactDomUnused().transform(lib, id)!.code;
    for (const name of UNUSED) expect(out).not.toContain(`${name} =`);
    expect(out.match(/^void function/gm)).toHaveLength(UNUSED.length);
    // The constructor, React's bookkeeping of fragment instances and createRoot stay.
    expect(out).toContain('new FragmentInstance(current)');
    expect(out).toContain('exports.createRoot = function');
    const voidedHooks = UNUSED_HOOKS.length * DISPATCHERS.length * 'void '.length;
    expect(out.length).toBe(lib.length - UNUSED.reduce((sum, name) => sum + `${name} = `.length - 'void '.length, 0) + voidedHooks);
  });

  it("empties the unused hooks' entries in the mount, update and re-render dispatchers, and no other", { timeout: 60_000 }, () => {
    const out = reactDomUnused().transform(lib, id)!.code;
    for (const dispatcher of DISPATCHERS) {
      const start = out.indexOf(`  ${dispatcher} = {\n`);
      const block = out.slice(start, out.indexOf('\n  }', start));
      for (const hook of UNUSED_HOOKS) expect(block, `${dispatcher}.${hook}`).toMatch(new RegExp(`^    ${hook}: void `, 'm'));
      // The hooks the widgets call keep their implementations.
      for (const hook of ['useState', 'useEffect', 'useLayoutEffect', 'useMemo', 'useCallback', 'useRef', 'useId', 'useContext', 'useReducer']) {
        expect(block, `${dispatcher}.${hook}`).toMatch(new RegExp(`^    ${hook}: (?!void )`, 'm'));
      }
    }
    expect(out.match(/^ {4}use\w+: void /gm)).toHaveLength(UNUSED_HOOKS.length * DISPATCHERS.length);
  });

  it("does the same to react-dom's entry: its resource hints and form helpers", () => {
    const out = reactDomEntryUnused().transform(entry, entryId)!.code;
    for (const name of UNUSED_ENTRY) expect(out).not.toContain(`${name} =`);
    expect(out.match(/^void function/gm)).toHaveLength(UNUSED_ENTRY.length);
    expect(out).toContain('exports.flushSync = function');
    expect(out).toContain('exports.createPortal = function');
  });

  it('only touches the production client of react-dom', () => {
    expect(reactDomUnused().transform(lib, '/node_modules/react-dom/cjs/react-dom-client.development.js')).toBeNull();
  });

  it('is safe: no Fragment in the widgets takes a ref, nothing hydrates, hints a resource or resets a form', () => {
    expect(widgetSources.length).toBeGreaterThan(20);
    const entryCalls = new RegExp(`\\b(${UNUSED_ENTRY.map((name) => name.split('.')[1]).join('|')})\\b`);
    expect(widgetSources.filter((code) => /<(React\.)?Fragment\b[^>]*\bref=/.test(code) || code.includes('hydrateRoot') || entryCalls.test(code))).toEqual([]);
    // The libraries bundled with React: the phone picker and the carousel.
    for (const file of ['react-phone-input-2/lib/lib.js', 'keen-slider/keen-slider.es.js']) {
      expect(readFileSync(createRequire(import.meta.url).resolve(file), 'utf8'), file).not.toMatch(/\.(preconnect|prefetchDNS|preinit|preinitModule|preload|preloadModule|requestFormReset|useFormState|useFormStatus)\(/);
    }
  });

  it('is safe for the hooks: neither the widgets nor the phone picker, the carousel or r2wc call an unused one', () => {
    const hooks = new RegExp(`\\b(${UNUSED_HOOKS.join('|')})\\b`);
    expect(widgetSources.filter((code) => hooks.test(code))).toEqual([]);
    const require = createRequire(import.meta.url);
    const libraries = ['react-phone-input-2/lib/lib.js', 'keen-slider/keen-slider.es.js', '@r2wc/core', '@r2wc/react-to-web-component'];
    for (const file of libraries) expect(readFileSync(require.resolve(file), 'utf8'), file).not.toMatch(hooks);
  });
});
