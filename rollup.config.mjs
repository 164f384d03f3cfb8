import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { cssTemplates, cssText } from './scripts/rollup-css-text.mjs';
import { readFileSync } from 'node:fs';
import { phoneCss } from './scripts/patches/phone-css.mjs';
import { trimmedPhoneMetadata } from './scripts/patches/phone-metadata.mjs';
import { runtimeMeta } from './scripts/patches/runtime-meta.mjs';
import { slimPhoneInput } from './scripts/patches/phone-input.mjs';
import { keenSlider } from './scripts/patches/keen-slider.mjs';
import { reactDomEntryUnused, reactDomUnused } from './scripts/patches/react-dom-unused.mjs';
import { TERSER_OPTIONS } from './scripts/terser-options.mjs';
import { feedWorker } from './scripts/feed-worker-source.mjs';
import { catalogSubset, REVIEWS_KEYS } from './scripts/catalog-subset.mjs';

// Warnings that third-party code produces by design and that say nothing about ours.
const QUIET = new Set(['MODULE_LEVEL_DIRECTIVE', 'INVALID_ANNOTATION', 'CIRCULAR_DEPENDENCY', 'THIS_IS_UNDEFINED']);
function onwarn(warning, warn) {
  if (QUIET.has(warning.code) && /node_modules/.test(warning.id ?? warning.ids?.join() ?? warning.message)) return;
  // The React entry's 'use client' is written back by its output banner.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.id?.endsWith('src/react/index.ts')) return;
  warn(warning);
}

/** Emits `dist/<name>.d.ts` pointing at the declarations tsc writes to dist/types/ after rollup. */
const typesEntry = (fileName, target) => ({
  name: 'bali-types-entry',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName, source: `export * from './types/${target}';\n` });
  },
});

const productionReact = replace({
  preventAssignment: true,
  values: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
const minify = terser(TERSER_OPTIONS);

const browser = {
  input: 'src/index.ts',
  output: { file: 'dist/bali-widgets.js', format: 'es', sourcemap: false },
  onwarn,
  plugins: [
    productionReact,
    // Patches of third-party code: each is listed, with what it saves, in scripts/patches/README.md.
    cssText([phoneCss()]),
    cssTemplates(),
    trimmedPhoneMetadata(),
    slimPhoneInput(),
    keenSlider(),
    reactDomUnused(),
    reactDomEntryUnused(),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    typescript({ tsconfig: './tsconfig.build.json' }),
    runtimeMeta(),
    minify,
    typesEntry('bali-widgets.d.ts', 'index.js'),
  ],
};

const server = {
  input: 'src/server/index.ts',
  output: { file: 'dist/server.js', format: 'es', sourcemap: false },
  onwarn,
  external: (id) => id.startsWith('node:') || id === 'better-sqlite3' || id === 'pg' || id === 'kysely' || id === 'nodemailer' || id === 'stripe' || id === 'web-push' || id === 'ical.js' || id === 'zod' || id.startsWith('zod/') || id.startsWith('libphonenumber-js'),
  plugins: [
    // The calendar feed worker, inlined as a source string (scripts/feed-worker-source.mjs says why).
    feedWorker(),
    nodeResolve({ extensions: ['.mjs', '.js', '.ts'] }),
    typescript({ tsconfig: './tsconfig.build.json', noEmitOnError: true }),
    typesEntry('server.d.ts', 'server/index.js'),
  ],
};

// dist/bali-reviews.js: <bali-reviews> alone, for pages without the booking form.
// Same plugins as the full bundle, minus the .d.ts entry (the full bundle's types cover this element too) and
// the phone input's patches (their modules are not in it, and they fail a build they do not apply to).
const NOT_FOR_REVIEWS = new Set(['bali-types-entry', 'bali-trim-phone-metadata', 'bali-slim-phone-input']);
// Only the carousel's texts of each language go in (scripts/catalog-subset.mjs), after TypeScript.
const reviewsPlugins = browser.plugins.filter((p) => !NOT_FOR_REVIEWS.has(p.name));
reviewsPlugins.splice(reviewsPlugins.findIndex((p) => p.name === 'typescript') + 1, 0, catalogSubset(REVIEWS_KEYS));
const reviewsOnly = {
  ...browser,
  input: 'src/reviews/index.ts',
  output: { ...browser.output, file: 'dist/bali-reviews.js' },
  plugins: reviewsPlugins,
};

/** Copies a stylesheet next to the bundle unchanged: the inbox page links it (CSP: style-src 'self'). */
const styleFile = (sources, fileName) => ({
  name: 'bali-style-file',
  buildStart() {
    for (const source of sources) this.addWatchFile(source);
  },
  generateBundle() {
    this.emitFile({ type: 'asset', fileName, source: sources.map((source) => readFileSync(source, 'utf8')).join('\n') });
  },
});

// dist/inbox.js + dist/inbox.css: the owner's inbox page, its own bundle (never part of the widgets').
const inbox = {
  input: 'src/inbox/index.tsx',
  output: { file: 'dist/inbox.js', format: 'es', sourcemap: false },
  onwarn,
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    typescript({ tsconfig: './tsconfig.build.json' }),
    terser({ ...TERSER_OPTIONS, format: { comments: false } }),
    styleFile(['src/inbox/inbox.css', 'src/inbox/calendar.css', 'src/inbox/reviews.css', 'src/inbox/offers.css'], 'inbox.css'),
  ],
};

// dist/inbox-sw.js and the app icons: the inbox's service worker (a classic script) and what the manifest names.
const copyFiles = (files) => ({
  name: 'bali-copy-files',
  generateBundle() {
    for (const [source, fileName] of files) this.emitFile({ type: 'asset', fileName, source: readFileSync(source) });
  },
});
const inboxWorker = {
  input: 'src/inbox/service-worker.ts',
  output: { file: 'dist/inbox-sw.js', format: 'iife', sourcemap: false },
  onwarn,
  plugins: [
    typescript({ tsconfig: './tsconfig.build.json' }),
    terser({ ...TERSER_OPTIONS, format: { comments: false } }),
    copyFiles([['src/inbox/icons/icon-192.png', 'inbox-icon-192.png'], ['src/inbox/icons/icon-512.png', 'inbox-icon-512.png']]),
  ],
};

// dist/react.js: the React components ('use client'), and the elements in chunks under dist/react/ that
// they load on first mount. React stays the app's own (external, a peer dependency), and so does the
// choice of development or production build and the minifying: the app's bundler does both.
const isReact = (id) => /^react(-dom)?($|\/)/.test(id);
const react = {
  input: 'src/react/index.ts',
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: false,
    entryFileNames: 'react.js',
    chunkFileNames: 'react/[name]-[hash].js',
    // Rollup drops module-level directives; the entry must start with it to be a client component.
    banner: (chunk) => (chunk.isEntry ? "'use client';" : ''),
  },
  onwarn,
  external: isReact,
  plugins: [
    // React is external here: its patch has nothing to apply to.
    ...browser.plugins.filter((p) => p !== productionReact && p !== minify && p.name !== 'bali-types-entry' && !p.name.startsWith('bali-react-dom-')),
    typesEntry('react.d.ts', 'react/index.js'),
  ],
};

export default [browser, reviewsOnly, react, inbox, inboxWorker, server];
