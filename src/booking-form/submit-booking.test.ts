import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAttemptKeys, submitBooking, SUBMIT_TIMEOUT_MS } from './submit-booking';
import type { BookingRequest } from '../booking-request';

const request: BookingRequest = {
  name: 'Made',
  email: 'made@example.com',
  whatsapp: '+6281234567890',
  checkIn: '2030-01-10',
  checkOut: '2030-01-14',
  budgetCurrency: 'USD',
  budgetAmount: 1000,
  travelType: ['Airbnb Guest - Honeymoon'],
};
const answer = (status: number) => vi.fn(async () => new Response(null, { status }));

afterEach(() => vi.useRealTimers());

describe('submitBooking', () => {
  it('POSTs the request as JSON with the idempotency key', async () => {
    const fetch = answer(201);
    const result = await submitBooking('/api/book-accommodation', request, { idempotencyKey: 'key-1', fetch });
    expect(result).toEqual({ ok: true, status: 201 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/book-accommodation');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': 'key-1' });
    expect(JSON.parse(init.body as string)).toEqual(request);
    expect(init.redirect).toBe('manual');
  });

  it("sends the form's language as Accept-Language, so the owner replies in it", async () => {
    const fetch = answer(201);
    await submitBooking('/api/book-accommodation', request, { idempotencyKey: 'key-1', language: 'zh-Hant', fetch });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': 'key-1', 'Accept-Language': 'zh-Hant' });
  });

  it('takes a redirect for a failure, with a warning for the site owner (a followed 302 loses the booking)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const redirect = { type: 'opaqueredirect', ok: false, status: 0, body: null } as unknown as Response;
    const result = await submitBooking('/x', request, { idempotencyKey: 'k', fetch: vi.fn(async () => redirect) });
    expect(result).toEqual({ ok: false, reason: 'http' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('redirect'));
    warn.mockRestore();
  });

  it('treats every 2xx as success', async () => {
    for (const status of [200, 201, 202, 204]) {
      expect(await submitBooking('/x', request, { idempotencyKey: 'k', fetch: answer(status) })).toEqual({ ok: true, status });
    }
  });

  it('reports 4xx and 5xx as http failures with the status', async () => {
    for (const status of [400, 409, 429, 500, 503]) {
      expect(await submitBooking('/x', request, { idempotencyKey: 'k', fetch: answer(status) })).toEqual({
        ok: false,
        reason: 'http',
        status,
      });
    }
  });

  it('reports a network failure', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await submitBooking('/x', request, { idempotencyKey: 'k', fetch })).toEqual({ ok: false, reason: 'network' });
  });

  it('gives up after 15 s and reports a timeout', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = submitBooking('/x', request, { idempotencyKey: 'k', fetch: fetch as typeof globalThis.fetch });
    await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, reason: 'timeout' });
    expect(SUBMIT_TIMEOUT_MS).toBe(15_000);
  });

  it('can be aborted from outside, which clears its timer', async () => {
    vi.useFakeTimers();
    const outside = new AbortController();
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = submitBooking('/x', request, { idempotencyKey: 'k', signal: outside.signal, fetch: fetch as typeof globalThis.fetch });
    expect(vi.getTimerCount()).toBe(1);
    outside.abort();
    expect(await pending).toEqual({ ok: false, reason: 'network' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads a 2xx answer to its end before it reports success (a cancelled body showed as a failed request)', async () => {
    const chunks = ['{"id":', '"b-1"}'];
    let closed = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk) controller.enqueue(new TextEncoder().encode(chunk));
        else {
          closed = true;
          controller.close();
        }
      },
    });
    const fetch = vi.fn(async () => new Response(body, { status: 201 }));
    expect(await submitBooking('/x', request, { idempotencyKey: 'k', fetch })).toEqual({ ok: true, status: 201 });
    expect(closed).toBe(true);
  });

  it('a 2xx whose body never ends is still a success once the timeout stops the reading', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(body, { status: 201 });
    });
    const pending = submitBooking('/x', request, { idempotencyKey: 'k', fetch: fetch as typeof globalThis.fetch });
    await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS);
    expect(await pending).toEqual({ ok: true, status: 201 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears its timer once answered', async () => {
    vi.useFakeTimers();
    await submitBooking('/x', request, { idempotencyKey: 'k', fetch: answer(201) });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('attempt keys', () => {
  it('keeps the key across retries of the same request', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    expect(keys.keyFor(request)).toBe('key-1');
    expect(keys.keyFor({ ...request })).toBe('key-1');
  });

  it('makes a new key when the request changed or after reset', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    keys.keyFor(request);
    expect(keys.keyFor({ ...request, budgetAmount: 1200 })).toBe('key-2');
    keys.reset();
    expect(keys.keyFor({ ...request, budgetAmount: 1200 })).toBe('key-3');
  });

  it('a request changed and then changed back gets its first key again (it may have been stored)', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    const changed = { ...request, budgetAmount: 1200 };
    expect([keys.keyFor(request), keys.keyFor(changed), keys.keyFor({ ...request })]).toEqual(['key-1', 'key-2', 'key-1']);
  });

  it('makes random v4 UUIDs by default', () => {
    const a = createAttemptKeys().keyFor(request);
    const b = createAttemptKeys().keyFor(request);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});
