/**
 * The real demo server over raw HTTP: malformed paths, ids, cursors and methods (TRACE and CONNECT, which
 * Fetch cannot send; methods Node does not know) on every route get a 4xx with a short JSON message and
 * the right `Allow`, never a 5xx, signed in or not.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from './demo-server';

const TOKEN = 'malformed-e2e-admin-token-0123456789abcdef';
const demo = {} as { dir: string; server: DemoServer };
beforeAll(async () => {
  demo.dir = mkdtempSync(join(tmpdir(), 'bali-e2e-malformed-'));
  demo.server = await startDemoServer({ BOOKINGS_DB: join(demo.dir, 'bookings.sqlite'), ADMIN_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(async () => {
  await demo.server?.stop();
  rmSync(demo.dir, { recursive: true, force: true });
});

type Answer = { status: number; headers: Map<string, string>; body: string };

/** The data of a chunked body (sizes in hex, each chunk followed by CRLF, a last chunk of size 0). */
function unchunk(body: string): string {
  let out = '';
  for (let at = 0; ; ) {
    const end = body.indexOf('\r\n', at);
    const size = parseInt(body.slice(at, end), 16);
    if (!size) return out;
    out += body.slice(end + 2, end + 2 + size);
    at = end + 2 + size + 2;
  }
}

/** One request written by hand on its own connection, read until the server closes it. */
function raw(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(demo.server.base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const map = new Map(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      const body = rest.join('\r\n\r\n');
      resolve({ status: Number(statusLine.split(' ')[1]), headers: map, body: map.get('transfer-encoding') === 'chunked' ? unchunk(body) : body });
    });
    const extra = Object.entries({ ...headers, 'Content-Length': '0' }).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    socket.write(`${method} ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n${extra}\r\n`);
  });
}

const ROUTES: Array<[path: string, allow: string]> = [
  ['/api/book-accommodation', 'POST, OPTIONS'],
  ['/api/bookings', 'GET, HEAD'],
  ['/admin/', 'GET, HEAD'],
  ['/admin/requests/abc', 'GET, HEAD'],
  ['/admin/api/requests', 'GET'],
  ['/admin/api/session', 'GET, HEAD, POST, DELETE'],
  ['/services/', 'GET, HEAD'],
  ['/services/bali-widgets.js', 'GET, HEAD'],
  ['/', 'GET, HEAD'],
  ['/favicon.ico', 'GET, HEAD'],
];

type Row = [method: string, path: string, status: number, allow: string | undefined, as: 'guest' | 'owner'];
const TABLE: Row[] = [
  ...ROUTES.flatMap(([path, allow]) => ['TRACE', 'CONNECT', 'PROPFIND', 'PATCH'].map((method): Row => [method, path, 405, allow, 'guest'])),
  ...ROUTES.map(([path]): Row => ['BREW', path, 400, undefined, 'guest']),
  ['TRACE', '/nothing-here', 404, undefined, 'guest'],
  ['GET', '/admin/api/requests/%E0%A4%A', 400, undefined, 'owner'],
  ['DELETE', '/admin/api/requests/%', 400, undefined, 'owner'],
  ['GET', '/admin/api/requests/%00', 404, undefined, 'owner'],
  ['GET', '/admin/api/requests?status=all&cursor=%00%ff', 400, undefined, 'owner'],
  ['GET', '/api/bookings?cursor=%00%ff', 400, undefined, 'owner'],
  ['GET', '/api/bookings?limit=%ff', 400, undefined, 'owner'],
  ['GET', '/api/bookings/%E0%A4%A', 404, undefined, 'owner'],
  ['GET', '/services/%E0%A4%A', 404, undefined, 'guest'],
  ['GET', '/%', 404, undefined, 'guest'],
  ['TRACE', '/admin/api/requests/%E0%A4%A', 405, 'GET, DELETE', 'owner'],
];

describe('the demo server, asked malformed things', () => {
  let cookie = '';
  beforeAll(async () => {
    const session = await fetch(`${demo.server.base}/admin/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: TOKEN }),
    });
    expect(session.status).toBe(204);
    cookie = session.headers.getSetCookie()[0].split(';')[0];
  });
  afterAll(() => {
    // The process lived through every request above and said nothing about a failure.
    expect(demo.server.child.exitCode).toBeNull();
    expect(demo.server.output()).not.toMatch(/failed|Internal error|URI malformed/i);
  });

  it.each(TABLE)('%s %s → %i', async (method, path, status, allow, as) => {
    const headers: Record<string, string> = as === 'owner' ? { Cookie: cookie, Authorization: `Bearer ${TOKEN}` } : {};
    const answer = await raw(method, path, headers);
    expect({ method, path, status: answer.status }).toEqual({ method, path, status });
    expect(answer.headers.get('allow')).toBe(allow);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.body.length).toBeLessThan(200);
    expect(Object.keys(JSON.parse(answer.body) as object)).toEqual([expect.stringMatching(/^errors?$/)]);
  });
});
