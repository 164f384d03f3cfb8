/**
 * The demo server serves an allow-list and the API, nothing else: the database, its own source, the
 * package files and dotfiles are 404 however they are asked for. Its pages carry the security headers, its
 * database stays out of served folders wherever it is started from, a bad BOOKINGS_DB stops it with a
 * message, and a client that sends its headers too slowly is cut off.
 */
import { spawn, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from './demo-server';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'bali-lockdown-'));
let server: DemoServer;

beforeAll(async () => {
  server = await startDemoServer({ BOOKINGS_DB: join(dir, 'bookings.sqlite') });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A GET with the path sent exactly as written (fetch would normalise `..` and `%2e`). */
function rawGet(path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const { hostname, port } = new URL(server.base);
  return new Promise((resolve, reject) => {
    request({ host: hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    })
      .on('error', reject)
      .end();
  });
}

/** Runs the demo server until it exits by itself; its exit code and what it printed. */
async function exitOf(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['demo/server.mjs'], {
    cwd: repo,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  return { code, output };
}

describe('allow-list', () => {
  it('serves the demo page, its CSS and JS, the bundle and the avatars', async () => {
    for (const path of ['/services/', '/services/index.html', '/services/demo.css', '/services/demo.js', '/services/bali-widgets.js', '/services/images/ayu.jpg']) {
      expect((await rawGet(path)).status, path).toBe(200);
    }
  });

  it('answers 404 with nosniff for the database, the server source, package files, dotfiles and anything else', async () => {
    const refused = [
      '/services/data/bookings.sqlite',
      '/services/data/bookings.sqlite-wal',
      '/data/bookings.sqlite',
      '/services/server.mjs',
      '/server.mjs',
      '/demo/server.mjs',
      '/package.json',
      '/services/package.json',
      '/services/../package.json',
      '/services/%2e%2e/package.json',
      '/services/images/../server.mjs',
      '/services/images/%2e%2e%2fserver.mjs',
      '/.gitignore',
      '/services/.gitignore',
      '/.git/config',
      '/services/.env',
      '/dist/server.js',
      '/services/server.js',
      '/services/images/',
      '/services/images/missing.jpg',
      '/node_modules/zod/package.json',
    ];
    for (const path of refused) {
      const { status, headers } = await rawGet(path);
      expect(status, path).toBe(404);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('pages carry the CSP with frame-ancestors, nosniff and a Referrer-Policy', async () => {
    for (const path of ['/services/', '/services/demo.js', '/services/bali-widgets.js']) {
      const { headers } = await rawGet(path);
      expect(headers['content-security-policy'], path).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
      );
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('cuts off a client that never finishes its headers with a 408 (after the server\'s 10 s headersTimeout)', async () => {
    const { hostname, port } = new URL(server.base);
    const socket = connect(Number(port), hostname);
    await once(socket, 'connect');
    socket.write('GET /services/ HTTP/1.1\r\nHost: x\r\n'); // and never the blank line
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    await once(socket, 'close');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);
});

describe('the database file', () => {
  it('resolves from the project root when the server is started from inside demo/', async () => {
    const name = `lockdown-${process.pid}.sqlite`;
    const atRoot = join(repo, 'data', name);
    const inDemo = join(repo, 'demo', 'data', name);
    const started = await startDemoServer({ BOOKINGS_DB: `data/${name}` }, join(repo, 'demo'));
    try {
      while (!started.output().includes('booking receiver')) await once(started.child.stdout!, 'data');
      expect(started.output()).toContain(`-> ${atRoot}\n`);
      expect(existsSync(atRoot)).toBe(true);
      expect(existsSync(inDemo)).toBe(false);
    } finally {
      await started.stop();
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${atRoot}${suffix}`, { force: true });
    }
  });

  it('refuses to start with the database inside a served folder', async () => {
    for (const db of ['demo/bookings.sqlite', 'demo/data/bookings.sqlite', join(repo, 'dist', 'bookings.sqlite')]) {
      const { code, output } = await exitOf({ BOOKINGS_DB: db });
      expect(code, db).toBe(1);
      expect(output, db).toMatch(/inside a served folder/);
    }
    expect(existsSync(join(repo, 'demo', 'bookings.sqlite'))).toBe(false);
  });

  it('exits with a message for an impossible BOOKINGS_DB: under a file, a folder, a FIFO', async () => {
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    const cases: [string, RegExp][] = [
      ['/dev/null/bookings.sqlite', /Cannot open BOOKINGS_DB \/dev\/null\/bookings\.sqlite/],
      [dir, /is not a file/],
      [fifo, /is not a file/],
    ];
    for (const [db, message] of cases) {
      const { code, output } = await exitOf({ BOOKINGS_DB: db });
      expect(code, db).toBe(1);
      expect(output, db).toMatch(message);
    }
  });

  it('exits with a way to make one for an ADMIN_TOKEN shorter than 32 characters, and never prints it', async () => {
    const { code, output } = await exitOf({ BOOKINGS_DB: join(dir, 'b.sqlite'), ADMIN_TOKEN: 'villa-owner-2027-password' });
    expect(code).toBe(1);
    expect(output).toMatch(/ADMIN_TOKEN.*shorter than 32 characters/);
    expect(output).toContain(`node -e "console.log(require('node:crypto').randomBytes(32).toString('base64url'))"`);
    expect(output).not.toContain('villa-owner-2027-password');
  });
});
