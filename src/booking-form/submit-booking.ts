/**
 * The submit client: one JSON POST per call, with an `Idempotency-Key` so that a retry of the same
 * request can never be stored twice, and a timeout so a hung connection turns into a retryable failure.
 * No React, no DOM: `fetch` and the timer functions are injectable for tests.
 */
import type { BookingErrorReason } from './booking-events';
import type { BookingRequest } from '../booking-request';
import { uuid } from '../shared/uuid';

export const SUBMIT_TIMEOUT_MS = 15_000;

export type SubmitResult =
  | { ok: true; status: number }
  | { ok: false; reason: BookingErrorReason; status?: number };

export type SubmitOptions = {
  idempotencyKey: string;
  /** The form's language, sent as `Accept-Language`: the owner replies in it, whatever the browser's. */
  language?: string;
  /** More request headers (the spam proof). */
  headers?: Record<string, string>;
  /** Aborts the request (the element was removed); the result is then a 'network' failure. */
  signal?: AbortSignal;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
};

export async function submitBooking(
  endpoint: string,
  request: BookingRequest,
  { idempotencyKey, language, headers, signal, fetch = globalThis.fetch, timeoutMs = SUBMIT_TIMEOUT_MS }: SubmitOptions,
): Promise<SubmitResult> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  let timedOut = false;
  // setTimeout rather than AbortSignal.timeout(): it can be driven by fake timers in tests.
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey, ...(language && { 'Accept-Language': language }), ...headers },
      body: JSON.stringify(request),
      signal: controller.signal,
      credentials: 'same-origin',
      // A 301/302/303 would be followed as a GET without the booking, and its 2xx taken for success: a
      // redirect is an answer other than 2xx, so a failure (a 307/308 too; its status cannot be read).
      redirect: 'manual',
    });
    if (response.type === 'opaqueredirect') {
      console.warn('<bali-booking-form>: the endpoint answered with a redirect; set endpoint to the URL it redirects to.');
      return { ok: false, reason: 'http' };
    }
    // Only the status counts. The small body is still read to its end and dropped, so the browser (and
    // DevTools) shows the request as completed, not cancelled; a body cut off by the timeout changes nothing.
    await response.arrayBuffer().catch(() => {});
    return response.ok ? { ok: true, status: response.status } : { ok: false, reason: 'http', status: response.status };
  } catch {
    return { ok: false, reason: timedOut ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * Hands out the idempotency key for a request body: a body sent before in this booking (a retry, or the
 * visitor changed something and then changed it back) keeps its key, a new body gets a new one, and
 * `reset()` starts a new booking. Every body tried is remembered: a request that timed out may have been
 * stored, and sending it again under a new key would store it twice.
 */
export function createAttemptKeys(newKey: () => string = uuid) {
  const keys = new Map<string, string>();
  return {
    keyFor(request: BookingRequest): string {
      const body = JSON.stringify(request);
      let key = keys.get(body);
      if (!key) keys.set(body, (key = newKey()));
      return key;
    },
    reset(): void {
      keys.clear();
    },
  };
}
