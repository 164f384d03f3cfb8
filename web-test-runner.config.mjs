import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';

// Debian's Chromium (the machine cannot download browsers). Root needs --no-sandbox; the rest keeps
// Chromium from reaching for a network this machine does not have.
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export default {
  files: ['src/**/*.browser.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  browsers: [chromeLauncher({ launchOptions: { executablePath, headless: true, args } })],
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' })],
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 600000,
  // Test files import the built bundle from dist/: what users get is what we test.
};
