/**
 * The real server process (`node demo/server.mjs` with the built receiver): a booking answered with 201
 * survives a SIGKILL right after the answer, and is listed by the admin endpoint after a restart.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from './demo-server';

const TOKEN = 'NAxDY-XlyogpkGJTDImGYtgxrnnnRY5cVavggosaewg';
const today = new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.parse(today) + n * 86_400_000).toISOString().slice(0, 10);
const booking = (i: number) => ({
  name: `Kadek Sigkill ${i}`,
  email: `kadek.${i}@example.com`,
  whatsapp: `+62812345678${10 + i}`,
  checkIn: inDays(10),
  checkOut: inDays(14),
  budgetCurrency: 'AUD',
  budgetAmount: 2500 + i,
  travelType: ['Airbnb Guest - Wellness or Retreat Stay'],
});

let dir: string;
let db: string;
const servers: DemoServer[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bali-e2e-'));
  db = join(dir, 'not-yet', 'bookings.sqlite');
});
afterEach(async () => {
  for (const server of servers.splice(0)) await server.kill9();
  rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}) {
  const server = await startDemoServer({ BOOKINGS_DB: db, ADMIN_TOKEN: TOKEN, SPAM_SHIELD: 'off', ...env });
  servers.push(server);
  return server;
}

const post = (base: string, body: unknown, key: string) =>
  fetch(`${base}/api/book-accommodation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });

describe('the demo server process', () => {
  it('keeps every 201 across a SIGKILL right after it, and lists it after a restart', async () => {
    const first = await start();
    expect(existsSync(db)).toBe(true); // the folder was created
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await post(first.base, booking(i), `key-${i}`);
      expect(response.status).toBe(201);
      ids.push((await response.json()).id);
    }
    await first.kill9(); // no graceful shutdown, right after the last 201
    expect(first.child.signalCode).toBe('SIGKILL');

    const second = await start();
    const listed = await fetch(`${second.base}/api/bookings`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(listed.status).toBe(200);
    const { bookings } = await listed.json();
    expect(bookings.map((b: { id: string }) => b.id)).toEqual([...ids].reverse());
    expect(bookings[0]).toMatchObject({ ...booking(4), id: ids[4] });

    // The idempotency keys survived too: a retry after the restart replays, nothing is stored twice.
    const retry = await post(second.base, booking(4), 'key-4');
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual({ id: ids[4] });
    const conflict = await post(second.base, booking(3), 'key-4');
    expect(conflict.status).toBe(422);
    const csv = await fetch(`${second.base}/api/bookings?format=csv`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(6);

    // Personal data never reaches the console; the token is never printed either.
    for (const server of [first, second]) {
      const out = server.output();
      expect(out).toMatch(/POST \/api\/book-accommodation 201/);
      for (let i = 0; i < 5; i++) {
        for (const value of [booking(i).name, booking(i).email, booking(i).whatsapp]) expect(out).not.toContain(value);
      }
      expect(out).not.toContain(TOKEN);
      expect(out).toMatch(/admin listing: GET/);
    }
  });

  it('refuses hostile requests and guards the listing', async () => {
    const server = await start({ ALLOWED_ORIGINS: 'https://partner.example', RATE_LIMIT_PER_MINUTE: '3' });
    const { base } = server;
    expect((await fetch(`${base}/api/bookings`)).status).toBe(401);
    expect((await fetch(`${base}/api/bookings`, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await fetch(`${base}/api/book-accommodation`)).status).toBe(405);

    const preflight = await fetch(`${base}/api/book-accommodation`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://partner.example');

    const evil = await fetch(`${base}/api/book-accommodation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify(booking(0)),
    });
    expect(evil.status).toBe(403);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(base, { ...booking(i), checkIn: '2027-02-30' }, `bad-${i}`)).status);
    expect(statuses).toEqual([400, 400, 400]);
    expect((await post(base, booking(0), 'one-too-many')).status).toBe(429);

    const page = await fetch(`${base}/services/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
    );
  });

  it('disables the listing without ADMIN_TOKEN and says so', async () => {
    const server = await start({ ADMIN_TOKEN: '' });
    expect((await fetch(`${server.base}/api/bookings`, { headers: { Authorization: 'Bearer ' } })).status).toBe(404);
    expect(server.output()).toMatch(/admin listing: disabled/);
  });
});
