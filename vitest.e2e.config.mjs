import { defineConfig } from 'vitest/config';
import { feedWorker } from './scripts/feed-worker-source.mjs';

// End-to-end tests: they start the real demo server (built bundle + receiver) and drive Debian's
// Chromium with playwright-core, so they run after `npm run build`.
export default defineConfig({
  // The calendar feed worker's source string (`bali:feed-worker`), as the server build inlines it.
  plugins: [feedWorker()],
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // A poll waits for what a busy machine does late (a push, a re-render); it bounds a wait, never a speed.
    expect: { poll: { timeout: 10_000 } },
  },
});
