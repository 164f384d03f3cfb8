/** Starts the real demo server (`node demo/server.mjs`, built receiver) on a free loopback port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));

export type DemoServer = {
  base: string;
  child: ChildProcess;
  /** Everything the process printed (stdout and stderr) so far. */
  output(): string;
  /** SIGKILL, resolved when the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (graceful), resolved when the process is gone. */
  stop(): Promise<void>;
};

/** Starts the demo server; `cwd` (default the project root) is where the process runs from. */
export async function startDemoServer(env: Record<string, string>, cwd = repo): Promise<DemoServer> {
  const child = spawn(process.execPath, [join(repo, 'demo/server.mjs')], {
    cwd,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = once(child, 'exit');
  const base = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /bali-widgets demo: (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`demo server exited (${code ?? signal}) before listening:\n${output}`)));
  });
  const gone = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { base, child, output: () => output, kill9: () => gone('SIGKILL'), stop: () => gone('SIGTERM') };
}

/**
 * Types the rest of a WhatsApp number after the calling code already in the field, as a guest does.
 * Playwright puts the caret at 0 when it focuses an input (a guest's caret is after the "+62"), and the
 * library only moves it to the end a task later: End first, or the digits can land in front.
 */
export async function typeWhatsApp(form: Locator, digits: string): Promise<void> {
  const phone = form.locator('input[name="whatsapp"]');
  await phone.focus();
  await phone.press('End');
  await phone.pressSequentially(digits);
}

/** Debian's Chromium, headless, with the flags this machine needs (root, no GPU, no network of its own). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/**
 * For a test file: the demo server on a fresh SQLite file in a temp folder, and a browser, started before
 * its tests and stopped (folder removed) after them. Read `server` and `browser` inside the tests.
 */
export function useDemoAndBrowser(prefix: string, env: Record<string, string> = {}) {
  const ctx = {} as { dir: string; server: DemoServer; browser: Browser };
  beforeAll(async () => {
    ctx.dir = mkdtempSync(join(tmpdir(), prefix));
    ctx.server = await startDemoServer({ BOOKINGS_DB: join(ctx.dir, 'bookings.sqlite'), ...env });
    ctx.browser = await launchChromium();
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.stop();
    rmSync(ctx.dir, { recursive: true, force: true });
  });
  return ctx;
}
