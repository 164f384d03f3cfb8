/**
 * Reading a bounded JSON body, as hono's `bodyLimit()`: the declared `Content-Length` is checked before
 * anything is read, a streamed body is counted and cancelled as soon as it is larger, and only strict
 * UTF-8 JSON objects come out.
 */
import type { BookingHandler } from './answers';

/** Default body limit: 16 KiB. */
export const MAX_BODY_BYTES = 16 * 1024;

/** The refusal of a body: its status and the JSON answer. */
export type BodyRefusal = { ok: false; status: 400 | 413 | 415; body: object };
export type JsonBody = { ok: true; value: object } | BodyRefusal;

/** Each booking handler's `maxBodyBytes`, for the Node adapter's own cap (see `toNodeListener`). */
const bodyLimits = new WeakMap<BookingHandler, number>();

/** Records the body limit of `handler` (called by the handler that reads bodies). */
export function setBodyLimit(handler: BookingHandler, maxBodyBytes: number): void {
  bodyLimits.set(handler, maxBodyBytes);
}

/** The `maxBodyBytes` a handler made by `createBookingHandler` was given; undefined for others. */
export function bodyLimitOf(handler: unknown): number | undefined {
  return typeof handler === 'function' ? bodyLimits.get(handler as BookingHandler) : undefined;
}

export function isJson(contentType: string | null): boolean {
  if (!contentType) return false;
  const [type, ...params] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  const charset = params.find((param) => param.startsWith('charset='));
  return !charset || ['charset=utf-8', 'charset="utf-8"'].includes(charset);
}

export type BodyBytes = { ok: true; text: string } | { ok: false; status: 400 | 413 };

/** Reads at most `max` bytes of strict UTF-8; stops reading (and cancels the stream) as soon as the body is larger. */
export async function readBody(request: Request, max: number): Promise<BodyBytes> {
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > max) {
        reader.cancel().catch(() => {});
        return { ok: false, status: 413 };
      }
      chunks.push(value);
    }
  } catch (error) {
    return { ok: false, status: (error as { status?: number })?.status === 413 ? 413 : 400 };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, status: 400 };
  }
}

const TOO_LARGE: BodyRefusal = { ok: false, status: 413, body: { error: 'Request body too large.' } };
const bodyError = (message: string): BodyRefusal => ({ ok: false, status: 400, body: { errors: { body: message } } });

/** Content type, size, UTF-8 and JSON: the body as a JSON object, or why it was refused. */
export async function readJsonObject(request: Request, maxBodyBytes: number): Promise<JsonBody> {
  if (!isJson(request.headers.get('content-type'))) {
    return { ok: false, status: 415, body: { error: 'Content-Type must be application/json.' } };
  }
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= maxBodyBytes)) {
    request.body?.cancel().catch(() => {});
    return TOO_LARGE;
  }
  const body = await readBody(request, maxBodyBytes);
  if (!body.ok) return body.status === 413 ? TOO_LARGE : bodyError('Request body is not valid UTF-8.');
  let value: unknown;
  try {
    value = JSON.parse(body.text);
  } catch {
    return bodyError('Malformed JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return bodyError('The body must be a JSON object.');
  return { ok: true, value };
}
