/**
 * web-test-runner in WebKit: Debian's WebKitGTK MiniBrowser over WebKitWebDriver (W3C WebDriver) on a private
 * Xvfb display. It presents itself as a puppeteer launcher whose page answers the two things the commands ask
 * of it: media features and the mouse.
 *
 * WebKitGTK reads prefers-reduced-motion from GTK's `gtk-enable-animations` setting when it starts (a
 * settings.ini in its XDG_CONFIG_HOME); WebDriver cannot change it while it runs. So a launcher runs with one
 * preference, and a request for the other fails, naming where the tests for it live.
 *
 * Frames on a loaded machine without a GPU: WebKitGTK's accelerated compositing renders every moving frame through
 * Mesa's software GL, and on 2 busy cores it drew a 300 ms glide in one frame (the next frame 300 to 1,500 ms
 * after a click, the page's main thread idle meanwhile). Without compositing mode the carousel's glide showed a
 * frame between places in 13 to 20 of 20 glides, against 0 to 6 with it (see docs/development.md).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const DRIVER = process.env.WEBKIT_WEBDRIVER || '/usr/bin/WebKitWebDriver';
const BUTTONS = { left: 0, middle: 1, right: 2 };
/** W3C WebDriver's code points for puppeteer's key names; any other name is its own character. */
const KEYS = {
  Backspace: '\uE003', Tab: '\uE004', Enter: '\uE007', Shift: '\uE008', Control: '\uE009', Alt: '\uE00A', Escape: '\uE00C', Space: ' ',
  PageUp: '\uE00E', PageDown: '\uE00F', End: '\uE010', Home: '\uE011', ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014',
  ArrowDown: '\uE015', Delete: '\uE017', Meta: '\uE03D',
};
const key = (name) => KEYS[name] ?? name;

async function command(url, method, body) {
  const response = await fetch(url, { method, headers: { 'Content-Type': 'application/json' }, body: body && JSON.stringify(body) });
  const { value } = await response.json();
  if (!response.ok) throw new Error(`WebKitWebDriver: ${value?.error}: ${value?.message}`);
  return value;
}

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Xvfb on the first free display (it writes the number to fd 3 once it takes clients). */
async function startXvfb() {
  const child = spawn('Xvfb', ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', '1280x1024x24'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const [chunk] = await once(child.stdio[3], 'data');
  return { child, display: `:${String(chunk).trim()}` };
}

const stop = async (child) => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
};

class WebKitLauncher {
  type = 'puppeteer';
  concurrency = 1;
  #reduced;
  #urls = new Map();
  #started;
  #parts = {};

  constructor(reducedMotion) {
    this.#reduced = reducedMotion;
    this.name = reducedMotion ? 'WebKit (reduced motion)' : 'WebKit';
  }

  async #start() {
    const parts = this.#parts;
    parts.config = mkdtempSync(join(tmpdir(), 'bali-webkit-'));
    mkdirSync(join(parts.config, 'gtk-3.0'));
    writeFileSync(join(parts.config, 'gtk-3.0', 'settings.ini'), `[Settings]\ngtk-enable-animations=${this.#reduced ? 0 : 1}\n`);
    parts.xvfb = await startXvfb();
    const port = await freePort();
    const env = {
      PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DISPLAY: parts.xvfb.display, LANG: 'en_US.UTF-8', XDG_CONFIG_HOME: parts.config,
      WEBKIT_DISABLE_COMPOSITING_MODE: '1',
    };
    parts.driver = spawn(DRIVER, [`--port=${port}`, '--host=local'], { env, stdio: 'ignore' });
    const base = `http://127.0.0.1:${port}`;
    for (let tries = 0; !(await fetch(`${base}/status`).then((r) => r.ok, () => false)); tries += 1) {
      if (tries > 200) throw new Error(`WebKitWebDriver did not answer on ${base}`);
      await delay(100);
    }
    const { sessionId } = await command(`${base}/session`, 'POST', { capabilities: { alwaysMatch: {} } });
    parts.at = `${base}/session/${sessionId}`;
  }

  #keys(actions) {
    return command(`${this.#parts.at}/actions`, 'POST', { actions: [{ type: 'key', id: 'keyboard', actions }] });
  }

  #pointer(actions) {
    return command(`${this.#parts.at}/actions`, 'POST', { actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }] });
  }

  async startSession(sessionId, url) {
    this.#started ??= this.#start();
    await this.#started;
    this.#urls.set(sessionId, url);
    await command(`${this.#parts.at}/url`, 'POST', { url });
  }

  isActive(sessionId) {
    return this.#urls.has(sessionId);
  }

  getBrowserUrl(sessionId) {
    return this.#urls.get(sessionId);
  }

  async stopSession(sessionId) {
    this.#urls.delete(sessionId);
    await command(`${this.#parts.at}/url`, 'POST', { url: 'about:blank' });
    return {};
  }

  async startDebugSession() {
    throw new Error('WebKit runs headless here (Xvfb): no debug session');
  }

  async stop() {
    if (this.#parts.at) await command(this.#parts.at, 'DELETE').catch(() => {});
    await stop(this.#parts.driver);
    await stop(this.#parts.xvfb?.child);
    if (this.#parts.config) rmSync(this.#parts.config, { recursive: true, force: true });
  }

  getPage() {
    const reduced = this.#reduced;
    const pointer = (actions) => this.#pointer(actions);
    const keys = (actions) => this.#keys(actions);
    return {
      keyboard: {
        type: (text) => keys([...text].flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }])),
        press: (name) => keys([{ type: 'keyDown', value: key(name) }, { type: 'keyUp', value: key(name) }]),
        down: (name) => keys([{ type: 'keyDown', value: key(name) }]),
        up: (name) => keys([{ type: 'keyUp', value: key(name) }]),
      },
      async emulateMediaFeatures(features = []) {
        for (const { name, value } of features) {
          if (name !== 'prefers-reduced-motion') throw new Error(`WebKitWebDriver cannot emulate ${name}`);
          // '' asks for the browser's own setting, which this one has.
          if (value === '' || (value === 'reduce') === reduced) continue;
          throw new Error(
            `WebKitGTK takes prefers-reduced-motion only when it starts; this browser runs with ${reduced ? 'reduce' : 'no-preference'}. ` +
              'Tests that want the other put it in a *-reduced-motion.browser.test.ts file (the webkit-reduced-motion group).',
          );
        }
      },
      mouse: {
        move: (x, y) => pointer([{ type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y), duration: 0 }]),
        down: ({ button = 'left' } = {}) => pointer([{ type: 'pointerDown', button: BUTTONS[button] }]),
        up: ({ button = 'left' } = {}) => pointer([{ type: 'pointerUp', button: BUTTONS[button] }]),
        click: (x, y, { button = 'left' } = {}) =>
          pointer([
            { type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y), duration: 0 },
            { type: 'pointerDown', button: BUTTONS[button] },
            { type: 'pointerUp', button: BUTTONS[button] },
          ]),
        // Releases every pressed button (the driver's Release Actions) and rests the pointer in the corner.
        reset: async () => {
          await command(`${this.#parts.at}/actions`, 'DELETE');
          await pointer([{ type: 'pointerMove', origin: 'viewport', x: 0, y: 0, duration: 0 }]);
        },
      },
    };
  }
}

/** A launcher whose WebKit runs with (`reducedMotion: true`) or without the reduced-motion preference. */
export const webkitLauncher = ({ reducedMotion = false } = {}) => new WebKitLauncher(reducedMotion);
