/**
 * WebKit as Debian ships it: WebKitWebDriver (webkit2gtk-driver) drives WebKitGTK's MiniBrowser on a
 * private Xvfb display. Both processes are this test's own and are ended by `close()`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { newSession, type Session } from './webdriver-client';

const DRIVER = process.env.WEBKIT_WEBDRIVER || '/usr/bin/WebKitWebDriver';

/** Starts Xvfb on the first free display; it writes the number to fd 3 once it accepts clients. */
async function startXvfb(): Promise<{ child: ChildProcess; display: string }> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', '1280x1024x24'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += chunk));
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it took clients:\n${errors}`)));
    child.once('error', reject);
  });
  return { child, display };
}

function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  return once(server, 'listening').then(() => {
    const { port } = server.address() as { port: number };
    return new Promise((resolve) => server.close(() => resolve(port)));
  });
}

/** Asks the driver's /status until it is ready (it opens its port a moment after it starts). */
async function ready(base: string, driver: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode}):\n${output()}`);
    const status = await fetch(`${base}/status`).then((r) => r.json() as Promise<{ value: { ready: boolean } }>, () => undefined);
    if (status?.value.ready) return;
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on ${base} within 20 s:\n${output()}`);
    await delay(100);
  }
}

const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
};

export type WebKit = { session: Session; close(): Promise<void> };

export async function launchWebKit(): Promise<WebKit> {
  const xvfb = await startXvfb();
  const port = await freePort();
  // The page's language follows the process locale: en_US, whatever the machine's default.
  const driver = spawn(DRIVER, [`--port=${port}`, '--host=local'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DISPLAY: xvfb.display, LANG: 'en_US.UTF-8' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  driver.stdout!.on('data', (chunk) => (output += chunk));
  driver.stderr!.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  try {
    await ready(base, driver, () => output);
    const session = await newSession(base, {});
    return {
      session,
      async close() {
        await session.end().catch(() => {});
        await stop(driver);
        await stop(xvfb.child);
      },
    };
  } catch (error) {
    await stop(driver);
    await stop(xvfb.child);
    throw error;
  }
}
