import { defineConfig } from 'vitest/config';

// Pure modules only, in Node; everything a visitor sees is tested in Chromium by web-test-runner.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/*.browser.test.ts', 'node_modules/**'],
    environment: 'node',
  },
});
