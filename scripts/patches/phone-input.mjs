import { parse } from 'acorn';
import MagicString from 'magic-string';
import { patchModule, patchOnce } from './patch-once.mjs';
import { addedMask, phoneMask } from './phone-masks.mjs';

/**
 * react-phone-input-2 ships as a webpack bundle with whole lodash packages inlined: `reduce` (over a
 * format string) pulls in lodash's deep-equality machinery, and `memoize`, `debounce`, `startsWith` come
 * with their own helpers. Each is used in one simple way, so each module is swapped for a few lines with
 * the same behaviour for that use (about 18 KB minified). Modules are found by what they contain, on the
 * parsed AST; if the library changes shape the build fails instead of shipping something half-replaced.
 * The countries' region tags and the territories, which only unused props read, are dropped as well, the
 * English country names give way to the ISO codes (the form names countries in the guest's language with
 * Intl.DisplayNames, src/booking-form/country-names.ts), and a few small fixes are made to the library's own
 * code (PATCHES). Listed in scripts/patches/README.md.
 */
export const REPLACEMENTS = [
  {
    name: 'lodash.reduce',
    is: (code) => code.includes('[object Float32Array]'),
    body: 'e.exports=function(c,f,a){return Array.prototype.reduce.call(c,f,a)}',
  },
  {
    name: 'lodash.debounce',
    is: (code) => code.includes('maxWait'),
    body: 'e.exports=function(f,w){var t;function d(){var a=arguments,s=this;clearTimeout(t);t=setTimeout(function(){f.apply(s,a)},w)}d.cancel=function(){clearTimeout(t)};return d}',
  },
  {
    name: 'lodash.memoize',
    is: (code) => code.includes('Expected a function') && code.includes('__lodash_hash_undefined__') && !code.includes('[object Float32Array]'),
    body: 'e.exports=function(f,k){function m(){var a=arguments,c=m.cache,y=k?k.apply(this,a):a[0];if(c.has(y))return c.get(y);var v=f.apply(this,a);c.set(y,v);return v}m.cache=new Map;return m}',
  },
  {
    name: 'lodash.startswith',
    is: (code) => /\.slice\(\w,\w\+\w\.length\)==\w/.test(code) && !code.includes('maxWait'),
    body: 'e.exports=function(s,t,p){return String(s==null?"":s).startsWith(String(t==null?"":t),p)}',
  },
];

/** Small fixes to the library's own code, each found exactly once or the build fails. */
export const PATCHES = [
  {
    // webpack's `global` shim calls `new Function("return this")`, which a CSP without 'unsafe-eval' reports
    // as a violation. ES modules always have globalThis.
    name: 'global shim',
    find: /new Function\("return this"\)\(\)/g,
    replace: 'globalThis',
  },
  {
    // Every country option was a Tab stop (Tab walked 200-odd of them): the arrow keys move the
    // highlight, a click still picks, so the options leave the Tab order.
    name: 'country option tabIndex',
    find: /tabIndex:\w+\?"-1":"0","data-country-code"/g,
    replace: 'tabIndex:"-1","data-country-code"',
  },
  {
    // Down Arrow past the last match of a search highlighted nothing (the wrap to the first match came one
    // press late): off by one.
    name: 'search highlight wrap',
    find: /(\w+)>(\w+)\.getSearchFilteredCountries\(\)\.length\?0:/g,
    replace: '$1>=$2.getSearchFilteredCountries().length?0:',
  },
  {
    // The flag button said aria-expanded only while its list was open: closed, screen readers did not
    // announce "collapsed" (a button with aria-haspopup states both).
    name: 'flag button aria-expanded',
    find: /"aria-expanded":!!(\w+)\|\|void 0/g,
    replace: '"aria-expanded":!!$1',
  },
];

/** The webpack module list: the first array whose items are all function expressions. */
function findModules(ast) {
  let found;
  (function walk(node) {
    if (found || !node || typeof node !== 'object') return;
    if (node.type === 'ArrayExpression' && node.elements.length > 5 && node.elements.every((el) => el?.type === 'FunctionExpression')) {
      found = node.elements;
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value.type === 'string') walk(value);
    }
  })(ast);
  if (!found) throw new Error('slim-phone-input: webpack module list not found in react-phone-input-2');
  return found;
}

const isString = (node) => node?.type === 'Literal' && typeof node.value === 'string';

const isCountry = (c) =>
  c?.type === 'ArrayExpression' && isString(c.elements[0]) && c.elements[1]?.type === 'ArrayExpression' &&
  c.elements[1].elements.every(isString) && isString(c.elements[2]) && /^[a-z]{2}$/.test(c.elements[2].value);

/**
 * The library's raw country lists (countries, and territories): `[name, regions, iso2, dialCode, format?, …]`
 * per entry. The region tags (`["asia"]`, `["europe", "eu-union"]`) serve only the `regions` prop, which the
 * form doesn't use (search looks at names, ISO codes and dial codes), so they are emptied. The territories
 * (American Samoa, Bermuda, …: places whose numbers the countries' list already reaches through their
 * calling codes) are listed only with the `enableTerritories` prop, which the form doesn't set, but the
 * library deep-copies the list in its constructor all the same; it is emptied.
 */
function findCountryLists(ast) {
  const found = [];
  (function walk(node) {
    if (!node || typeof node !== 'object') return;
    if (node.type === 'ArrayExpression' && node.elements.length >= 20 && node.elements.every(isCountry)) {
      found.push(node);
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value.type === 'string') walk(value);
    }
  })(ast);
  const countries = found.filter((list) => list.elements.length > 200);
  const territories = found.filter((list) => list.elements.length <= 200);
  if (countries.length !== 1 || territories.length !== 1) throw new Error('slim-phone-input: country list not found in react-phone-input-2');
  return { countries: countries[0], territories: territories[0] };
}

/** The ISO codes of the countries the picker lists (the library's country list; territories are dropped). */
export function pickerCountries(code) {
  const ast = parse(code, { ecmaVersion: 'latest', sourceType: 'script' });
  return findCountryLists(ast).countries.elements.map((country) => country.elements[2].value);
}

/**
 * The plugin. `without` leaves parts out, only to measure what each saves (scripts/patches/measure.mjs):
 * 'lodash', 'countries', 'names', or a PATCHES name.
 * @param {{ without?: string[] }} [options]
 */
export function slimPhoneInput({ without = [] } = {}) {
  return patchModule('bali-slim-phone-input', /react-phone-input-2[\\/]lib[\\/]lib\.js$/, (code) => {
    const ast = parse(code, { ecmaVersion: 'latest', sourceType: 'script' });
    const modules = findModules(ast);
    const out = new MagicString(code);
    const { countries, territories } = findCountryLists(ast);
    if (!without.includes('countries')) {
      for (const country of countries.elements) {
        const regions = country.elements[1];
        if (regions.elements.length) out.overwrite(regions.start, regions.end, '[]');
      }
      out.overwrite(territories.start, territories.end, '[]');
    }
    // Each name becomes the ISO code: the library needs a name that is not empty (it formats the first
    // number only for a named country); the form replaces it with the guest's language's name on mount.
    if (!without.includes('names')) {
      for (const country of countries.elements) {
        const [name, , iso2] = country.elements;
        out.overwrite(name.start, name.end, JSON.stringify(iso2.value));
      }
    }
    // Mobile numbers grouped as their country writes them (phone-masks.mjs).
    if (!without.includes('masks')) {
      for (const country of countries.elements) {
        const [, , iso2, dial, format] = country.elements;
        const mask = isString(format) ? phoneMask(iso2.value, format.value) : undefined;
        if (mask) out.overwrite(format.start, format.end, JSON.stringify(mask));
        const added = country.elements.length === 4 ? addedMask(iso2.value) : undefined;
        if (added) out.appendLeft(dial.end, `,${JSON.stringify(added)}`);
      }
    }
    patchOnce(code, PATCHES.filter((patch) => !without.includes(patch.name)), 'slim-phone-input', out);
    for (const { name, is, body } of REPLACEMENTS) {
      const matches = modules.filter((fn) => is(code.slice(fn.start, fn.end)));
      if (matches.length !== 1) throw new Error(`slim-phone-input: expected one ${name} module, found ${matches.length}`);
      const [fn] = matches;
      if (!without.includes('lodash')) out.overwrite(fn.start, fn.end, `function(e){${body}}`);
    }
    return { code: out.toString(), map: out.generateMap({ hires: true }) };
  });
}
