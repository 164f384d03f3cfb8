import { defineConfig } from 'vitest/config';

// Both widgets walked in Firefox and WebKit (test/engines): Debian's firefox-esr over WebDriver BiDi, its
// WebKitGTK over W3C WebDriver on a private Xvfb display, against the built demo server (after the build).
export default defineConfig({
  test: {
    include: ['test/engines/**/*.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
