import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, TRAVEL_TAGS } from '../../booking-request';
import { createBookingReceiver, toNodeListener, type BookingReceiver } from '../index';
import { createRateLimiter } from './rate-limit';

const today = new Date().toISOString().slice(0, 10);
const valid = {
  name: 'Made Wirawan',
  email: 'made@example.com',
  whatsapp: '+6281234567890',
  checkIn: addDays(today, 5),
  checkOut: addDays(today, 9),
  budgetCurrency: 'IDR',
  budgetAmount: 15000000,
  travelType: [TRAVEL_TAGS[3]],
};

let dir: string;
let receiver: BookingReceiver;
let server: Server;
let base: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bali-adapter-'));
  receiver = createBookingReceiver({ spamShield: false, database: join(dir, 'b.sqlite'), rateLimitPerMinute: 3, adminToken: 'MBXKZgBfSQTKkHputpqUXyJbI5e9P_DKDlnVBKqgZU4', trustProxy: false });
  const book = toNodeListener(receiver.bookingHandler);
  const list = toNodeListener(receiver.adminHandler);
  server = createServer((req, res) => (req.url?.startsWith('/api/bookings') ? list(req, res) : book(req, res)));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  server.close();
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw POST with a chunked body of `size` bytes (no Content-Length), sent in 1 KiB pieces. */
function chunkedPost(size: number): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/api/book-accommodation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
    });
    let sent = 0;
    const piece = Buffer.alloc(1024, 0x20);
    const pump = () => {
      while (sent < size) {
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end();
    };
    req.on('response', (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, sent });
    });
    req.on('error', (error) => (sent > 16 * 1024 ? resolve({ status: -1, sent }) : reject(error)));
    pump();
  });
}

describe('Node adapter', () => {
  it('stores a booking through a real HTTP request and lists it', async () => {
    const response = await fetch(`${base}/api/book-accommodation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'abc' },
      body: JSON.stringify(valid),
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const listed = await fetch(`${base}/api/bookings`, { headers: { Authorization: 'Bearer MBXKZgBfSQTKkHputpqUXyJbI5e9P_DKDlnVBKqgZU4' } });
    expect((await listed.json()).bookings.map((b: { id: string }) => b.id)).toEqual([id]);
  });

  it('answers 413 to an endless chunked body instead of reading it all', async () => {
    const { status, sent } = await chunkedPost(50 * 1024 * 1024);
    expect(status).toBe(413);
    expect(sent).toBeLessThan(20 * 1024 * 1024);
  });

  it('413 by Content-Length before any body byte is read', async () => {
    const { status } = await new Promise<{ status: number }>((resolve, reject) => {
      const req = httpRequest(`${base}/api/book-accommodation`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(1024 * 1024) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0 });
        req.destroy();
      });
      req.on('error', reject);
      req.write('{'); // and then nothing: the answer must not wait for the promised megabyte
    });
    expect(status).toBe(413);
  });

  it("follows a receiver's raised maxBodyBytes (the adapter's cap is one byte above it)", async () => {
    const roomy = createBookingReceiver({ spamShield: false, database: join(dir, 'roomy.sqlite'), maxBodyBytes: 64 * 1024, trustProxy: false });
    const listener = toNodeListener(roomy.bookingHandler);
    const other = createServer((req, res) => listener(req, res)).listen(0, '127.0.0.1');
    await once(other, 'listening');
    try {
      const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}/api/book-accommodation`;
      const send = (padding: number) =>
        fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(valid) + ' '.repeat(padding) });
      expect((await send(20 * 1024)).status).toBe(201);
      expect((await send(64 * 1024)).status).toBe(413);
    } finally {
      other.closeAllConnections();
      other.close();
      await roomy.close();
    }
  });

  it('rate-limits by the socket address, ignoring a forged X-Forwarded-For', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${base}/api/book-accommodation`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.0.0.${i}` },
        body: JSON.stringify({ ...valid, name: `Guest ${i}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('rate limiter memory', () => {
  it('tracks at most maxClients clients', () => {
    const limiter = createRateLimiter(5, 60_000, 100);
    for (let i = 0; i < 1000; i++) expect(limiter.hit(`client-${i}`, i)).toBe(true);
    expect(limiter.size).toBeLessThanOrEqual(100);
  });
});
