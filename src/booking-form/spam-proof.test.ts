/**
 * The form's solver against the real receiver: the header it writes books as a guest; one solution per
 * Idempotency-Key; a receiver without challenges (404) gets no header; a failed fetch is tried again at
 * send time, then the header says no challenge could be had; without `crypto.subtle` the plain-JavaScript
 * SHA-256 solves; the challenge URL sits beside the endpoint, with or without its trailing slash.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { NOW, post, valid } from '../../test/helpers/receiver';
import { createBookingReceiver, type BookingReceiver } from '../server/receiver';
import { challengeUrl, createSpamProofs } from './spam-proof';

let dir: string;
let receiver: BookingReceiver;
let fetched: string[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bali-proof-'));
  receiver = createBookingReceiver({ database: join(dir, 'b.sqlite'), trustProxy: false, rateLimitPerMinute: 0, now: () => NOW, spamShield: { maxNumber: 5_000, minFillMs: 0 } });
  fetched = [];
  vi.stubGlobal('document', { baseURI: 'https://villa.example/stay/' });
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    return receiver.challengeHandler(new Request(url));
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
});

const book = async (proof: string | undefined, key: string, name = valid.name) => {
  const answer = await receiver.bookingHandler(post({ body: { ...valid, name }, headers: { 'Idempotency-Key': key, ...(proof && { 'X-Bali-Proof': proof }) } }));
  const { id } = (await answer.json()) as { id: string };
  return (await (await receiver.store())!.bookings.get(id))!;
};

it('finds the challenge beside the endpoint, whatever its query', () => {
  expect(challengeUrl('/api/book-accommodation?listing=ocean')).toBe('https://villa.example/api/booking-challenge');
  expect(challengeUrl('https://book.example/v1/book')).toBe('https://book.example/v1/booking-challenge');
  expect(challengeUrl('book')).toBe('https://villa.example/stay/booking-challenge');
});

it('keeps a trailing slash (Next.js trailingSlash: true): the challenge sits beside the endpoint, not under it', () => {
  expect(challengeUrl('/api/book-accommodation/')).toBe('https://villa.example/api/booking-challenge/');
  expect(challengeUrl('/api/book-accommodation/?listing=ocean')).toBe('https://villa.example/api/booking-challenge/');
  expect(challengeUrl('https://book.example/v1/book/')).toBe('https://book.example/v1/booking-challenge/');
  expect(challengeUrl('/services/api/book-accommodation/')).toBe('https://villa.example/services/api/booking-challenge/');
});

it('solves one challenge per booking attempt, and the receiver takes each for a guest', async () => {
  const proofs = createSpamProofs();
  proofs.prepare('/api/book-accommodation');
  const [first, second] = [randomUUID(), randomUUID()];
  const a = await proofs.header(first, false);
  expect(await proofs.header(first, false)).toBe(a);
  const b = await proofs.header(second, false);
  expect(b).not.toBe(a);
  expect((await book(a, first)).status).toBe('new');
  expect((await book(b, second, 'Second Guest')).status).toBe('new');
  expect(JSON.parse(atob(a!))).toMatchObject({ algorithm: 'SHA-256', trap: false });
  expect(fetched.every((url) => url === 'https://villa.example/api/booking-challenge')).toBe(true);
});

it('carries the honeypot state in the proof, not in the payload', async () => {
  const proofs = createSpamProofs();
  proofs.prepare('/api/book-accommodation');
  const key = randomUUID();
  const saved = await book(await proofs.header(key, true), key);
  expect([saved.status, saved.signals]).toEqual(['new', ['honeypot']]);
});

it('sends no proof to a receiver that offers no challenge (404)', async () => {
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 404 }));
  const proofs = createSpamProofs();
  proofs.prepare('/api/book-accommodation');
  expect(await proofs.header(randomUUID(), false)).toBeUndefined();
});

it('fetches again at send time when the first fetch failed', async () => {
  let calls = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    calls += 1;
    if (calls === 1) throw new TypeError('offline');
    return receiver.challengeHandler(new Request(url));
  });
  const proofs = createSpamProofs();
  proofs.prepare('/api/book-accommodation');
  const key = randomUUID();
  expect((await book(await proofs.header(key, false), key)).status).toBe('new');
});

it('says so in the header when the challenge answers 503 or the network fails, both times', async () => {
  for (const failing of [async () => new Response('{}', { status: 503 }), async () => Promise.reject(new TypeError('Failed to fetch'))]) {
    let calls = 0;
    vi.stubGlobal('fetch', async () => ((calls += 1), failing()));
    const proofs = createSpamProofs();
    proofs.prepare('/api/book-accommodation');
    const key = randomUUID();
    const header = await proofs.header(key, true);
    expect(JSON.parse(atob(header!))).toEqual({ unavailable: true, trap: true });
    // Once when step 1 showed, once more at send time (and one ahead for the next attempt).
    expect(calls).toBe(3);
    // The receiver keeps such a booking as a guest's (a browser sends Origin).
    const answer = await receiver.bookingHandler(post({ headers: { 'Idempotency-Key': key, 'X-Bali-Proof': header!, Origin: 'https://villa.example' } }));
    const saved = (await (await receiver.store())!.bookings.get(((await answer.json()) as { id: string }).id))!;
    expect([saved.status, saved.signals]).toEqual(['new', ['honeypot', 'proof-unavailable']]);
  }
});

it('gives up on a challenge that does not answer within 5 s', async () => {
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) =>
    new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))));
  const timeout = vi.spyOn(AbortSignal, 'timeout');
  const proofs = createSpamProofs();
  proofs.prepare('/api/book-accommodation');
  const header = proofs.header(randomUUID(), false);
  expect(timeout).toHaveBeenCalledWith(5_000);
  expect(JSON.parse(atob((await header)!))).toEqual({ unavailable: true, trap: false });
}, 20_000);

it('solves without crypto.subtle (a plain-http page) with the same answer WebCrypto finds', async () => {
  // The receiver signs with WebCrypto itself: its challenge is made before the page loses it.
  const challenge = await (await receiver.challengeHandler(new Request('https://villa.example/api/booking-challenge'))).text();
  vi.stubGlobal('fetch', async () => new Response(challenge));
  vi.stubGlobal('crypto', {});
  const proofs = createSpamProofs();
  proofs.prepare('/api/book-accommodation');
  const key = randomUUID();
  const header = await proofs.header(key, false);
  expect(JSON.parse(atob(header!))).toMatchObject({ algorithm: 'SHA-256', trap: false });
  vi.unstubAllGlobals();
  expect((await book(header, key)).status).toBe('new');
});
