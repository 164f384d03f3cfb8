import { defineConfig } from 'vitest/config';
import { feedWorker } from './scripts/feed-worker-source.mjs';

// Pure modules and the receiver, in Node. Everything a visitor sees is tested in Chromium by
// web-test-runner (*.browser.test.ts); end-to-end runs against the built demo live in test/e2e.
export default defineConfig({
  // The calendar feed worker's source string (`bali:feed-worker`), as the server build inlines it.
  plugins: [feedWorker()],
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/*.browser.test.ts', 'node_modules/**'],
    environment: 'node',
    // One PostgreSQL for the run (TEST_DATABASE_URL, or a throwaway cluster): the store runs on both dialects.
    globalSetup: ['test/helpers/postgres-setup.ts'],
  },
});
