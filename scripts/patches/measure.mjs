// What each patch of scripts/patches/ saves: `node scripts/patches/measure.mjs`. Builds dist/bali-widgets.js
// (in memory, the real rollup config) once with every patch and once without each, and prints the brotli
// (quality 11) sizes; a positive difference is what the patch saves.
import { rollup } from 'rollup';
import { brotliCompressSync, constants } from 'node:zlib';
import configs from '../../rollup.config.mjs';
import { cssText } from '../rollup-css-text.mjs';
import { phoneCss } from './phone-css.mjs';
import { slimPhoneInput } from './phone-input.mjs';

const [widgets] = configs;
const brotli = (code) => brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The widgets' plugins with the one named `name` swapped for `by` (or left out when `by` is undefined). */
const swap = (name, by) => widgets.plugins.flatMap((p) => (p.name === name ? (by ? [by] : []) : [p]));

const VARIANTS = {
  'every patch': widgets.plugins,
  'keen-slider animator': swap('bali-keen-slider'),
  "react-dom's unreachable parts": widgets.plugins.filter((p) => !p.name.startsWith('bali-react-dom-')),
  'phone input: lodash modules': swap('bali-slim-phone-input', slimPhoneInput({ without: ['lodash'] })),
  'phone input: region tags and territories': swap('bali-slim-phone-input', slimPhoneInput({ without: ['countries'] })),
  'phone input: country names': swap('bali-slim-phone-input', slimPhoneInput({ without: ['names'] })),
  'phone input: fixes (global shim, tabIndex, search wrap, aria-expanded)': swap(
    'bali-slim-phone-input',
    slimPhoneInput({ without: ['global shim', 'country option tabIndex', 'search highlight wrap', 'flag button aria-expanded'] }),
  ),
  'phone metadata': swap('bali-trim-phone-metadata'),
  'phone CSS: flag sprite': swap('bali-css-text', cssText([phoneCss({ without: ['flag sprite'] })])),
  'runtime metadata': swap('bali-runtime-meta'),
};

const only = process.argv.slice(2);
let base;
for (const [name, plugins] of Object.entries(VARIANTS)) {
  if (only.length && name !== 'every patch' && !only.some((word) => name.includes(word))) continue;
  const bundle = await rollup({ ...widgets, plugins, onwarn() {} });
  const { output } = await bundle.generate(widgets.output);
  await bundle.close();
  const size = brotli(output[0].code);
  base ??= size;
  const saved = size - base;
  console.log(`${name.padEnd(72)} ${String(size).padStart(7)} B  ${name === 'every patch' ? '' : `saves ${saved} B (${(saved / 1024).toFixed(2)} KiB)`}`);
}
