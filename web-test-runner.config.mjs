import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { build } from 'esbuild';
import { quoteAnswer } from './test/helpers/quote-stand-in.mjs';
import { reviewsAnswer } from './test/helpers/reviews-stand-in.mjs';
import { firefoxLauncher } from './test/engines/wtr-firefox.mjs';
import { webkitLauncher } from './test/engines/wtr-webkit.mjs';

// @sinonjs/fake-timers ships CommonJS only. Browser tests `import { install } from '@sinonjs/fake-timers'`;
// this serves an ES module bundle of it (its `require("util")` only runs under Node, so it stays external).
const FAKE_TIMERS = '/__esm__/sinonjs-fake-timers.js';
const fakeTimersAsEsm = {
  name: 'fake-timers-as-esm',
  resolveImport({ source }) {
    if (source === '@sinonjs/fake-timers') return FAKE_TIMERS;
  },
  async serve(context) {
    if (context.path !== FAKE_TIMERS) return undefined;
    const result = await build({
      stdin: {
        contents: "import ft from '@sinonjs/fake-timers'; export const { install, withGlobal, createClock, timers } = ft; export default ft;",
        resolveDir: process.cwd(),
      },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      external: ['util'],
      write: false,
      logLevel: 'error',
    });
    return { body: result.outputFiles[0].text, type: 'js' };
  },
};

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

/**
 * Endpoints the browser tests reach for real: a 302 redirect to a page that answers 200 to anything, and a
 * listing's availability whose busy nights the URL names (`?busy=2027-03-12/2027-03-15,…`) or that fails, and
 * a stand-in of the receiver's quote (test/helpers/quote-stand-in.mjs) and of its reviews (reviews-stand-in.mjs).
 */
const testEndpoints = async (context, next) => {
  if (context.path === '/__test/availability') {
    const ranges = String(context.query.busy ?? '').split(',').filter(Boolean);
    context.type = 'application/json';
    context.body = JSON.stringify({ busy: ranges.map((r) => ({ from: r.split('/')[0], to: r.split('/')[1] })) });
    return;
  }
  if (context.path === '/__test/quote') {
    const { status, body } = quoteAnswer(new URLSearchParams(context.querystring));
    context.status = status;
    context.type = 'application/json';
    context.body = JSON.stringify(body);
    return;
  }
  if (context.path === '/__test/reviews') {
    const { status, type, body } = reviewsAnswer(new URLSearchParams(context.querystring));
    context.status = status;
    context.type = type;
    context.body = body;
    return;
  }
  if (context.path === '/__test/availability-broken') {
    context.status = 500;
    context.body = 'down';
    return;
  }
  if (context.path === '/__test/redirect') {
    context.status = 302;
    context.set('Location', '/__test/ok');
    return;
  }
  if (context.path === '/__test/ok') {
    context.status = 200;
    context.body = 'ok';
    return;
  }
  await next();
};

/** A DevTools session per page, kept open: an emulation ends with the session that set it. */
const devtools = new WeakMap();

/** A server command `name` that runs `run(page, payload)` on the test's puppeteer page. */
const pageCommand = (name, run) => ({
  name: `${name}-command`,
  async executeCommand({ command, payload, session }) {
    if (command !== name) return undefined;
    await run(session.browser.getPage(session.id), payload);
    return true;
  },
});

const commands = [
  // `executeServerCommand('forced-colors', 'active' | 'none')`: neither emulateMedia of test-runner-commands
  // nor puppeteer 24's emulateMediaFeatures knows forced colours, so the DevTools protocol sets it directly.
  pageCommand('forced-colors', async (page, value) => {
    if (!devtools.has(page)) devtools.set(page, await page.createCDPSession());
    await devtools.get(page).send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value }] });
  }),
  // `executeServerCommand('double-click', { x, y })`: a real double-click (the second press has clickCount 2),
  // which sendMouse cannot give.
  pageCommand('double-click', (page, { x, y }) => page.mouse.click(x, y, { count: 2 })),
  // `executeServerCommand('touch-swipe', { from: [x, y], to: [x, y] })`: a finger's swipe in six moves (touch
  // input keeps the focus where it is, where a mouse drag moves it on press).
  pageCommand('touch-swipe', async ({ touchscreen }, { from: [x0, y0], to: [x1, y1] }) => {
    await touchscreen.touchStart(x0, y0);
    for (let i = 1; i <= 6; i += 1) await touchscreen.touchMove(x0 + ((x1 - x0) * i) / 6, y0 + ((y1 - y0) * i) / 6);
    await touchscreen.touchEnd();
  }),
  // `executeServerCommand('reset-motion')`: drops an emulated prefers-reduced-motion (the browser's own again).
  pageCommand('reset-motion', (page) => page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: '' }])),
];

// The motion tests run in Firefox and WebKit too. WebKitGTK takes the reduced-motion preference only at its
// start (see test/engines/wtr-webkit.mjs): the reduced-motion files run in a WebKit started with it.
const motion = ['src/booking-form/booking-motion.browser.test.ts', 'src/reviews/reviews-motion.browser.test.ts'];
const reducedMotion = ['src/booking-form/booking-reduced-motion.browser.test.ts', 'src/reviews/reviews-reduced-motion.browser.test.ts'];
const groups = [
  { name: 'firefox-motion', files: [...motion, ...reducedMotion], browsers: [firefoxLauncher()] },
  { name: 'webkit-motion', files: motion, browsers: [webkitLauncher()] },
  { name: 'webkit-reduced-motion', files: reducedMotion, browsers: [webkitLauncher({ reducedMotion: true })] },
];

export default {
  files: ['src/**/*.browser.test.ts'],
  middleware: [testEndpoints],
  nodeResolve: true,
  concurrency: 1,
  browsers: [chromeLauncher({ launchOptions: { executablePath, headless: true, args } })],
  groups,
  plugins: [fakeTimersAsEsm, ...commands, esbuildPlugin({ ts: true, target: 'es2022' })],
  // WebKit over WebDriver mounts the form the first time in over 20 s on a loaded machine.
  testFramework: { config: { timeout: 60000 } },
  testsFinishTimeout: 600000,
  // Firefox over BiDi took over 30 s to open its first page on a loaded machine.
  browserStartTimeout: 120000,
  // Test files import the built bundle from dist/: what users get is what we test.
};
