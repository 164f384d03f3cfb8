// The calendar feed worker (src/server/calendar/feed-worker.ts) as one self-contained CommonJS source
// string, imported as `bali:feed-worker`: parse-feed.ts runs it with `new Worker(source, { eval: true })`,
// so no file has to be found next to dist/server.js (nor next to an app's bundle of it, as under Next.js).
// One plugin for rollup and vite (vitest), one for esbuild.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const FEED_WORKER_ID = 'bali:feed-worker';
const ENTRY = fileURLToPath(new URL('../src/server/calendar/feed-worker.ts', import.meta.url));

let pending;
/** The worker's source; built once per process (rollup and vitest ask for it once each). */
export function feedWorkerSource() {
  pending ??= build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
  }).then((result) => `export default ${JSON.stringify(result.outputFiles[0].text)};\n`);
  return pending;
}

/** Rollup and vite: resolves `bali:feed-worker` to the worker's source string. */
export const feedWorker = () => ({
  name: 'bali-feed-worker',
  resolveId: (id) => (id === FEED_WORKER_ID ? `\0${FEED_WORKER_ID}` : null),
  load: (id) => (id === `\0${FEED_WORKER_ID}` ? feedWorkerSource() : null),
});

/** esbuild (the receiver process bundle of the tests and the bench). */
export const feedWorkerEsbuild = () => ({
  name: 'bali-feed-worker',
  setup(builder) {
    builder.onResolve({ filter: /^bali:feed-worker$/ }, (args) => ({ path: args.path, namespace: 'bali-feed-worker' }));
    builder.onLoad({ filter: /.*/, namespace: 'bali-feed-worker' }, async () => ({ contents: await feedWorkerSource(), loader: 'js' }));
  },
});
