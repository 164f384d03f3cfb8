/**
 * Mounts a Fetch-API handler in Node's `http` server: `IncomingMessage` → `Request` (body streamed, with a
 * byte cap, never buffered here) and `Response` → `ServerResponse`.
 *
 * ```js
 * import { createServer } from 'node:http';
 * import { createBookingHandler, toNodeListener } from 'bali-widgets/server';
 * const book = toNodeListener(createBookingHandler({ database: 'data/bookings.sqlite', trustProxy: false }));
 * createServer((req, res) => (req.url === '/api/book-accommodation' ? book(req, res) : res.writeHead(404).end()))
 *   .listen(3000);
 * ```
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setClientAddress } from './client-address';
import { believesForwardedFrom } from './forwarded';
import type { TrustProxy } from './trusted-proxies';
import { MAX_BODY_BYTES, bodyLimitOf } from './json-body';

export type NodeAdapterOptions = {
  /**
   * The adapter stops reading and errors the body stream (a 413 for the booking handler) beyond this many
   * bytes. Default: one byte more than the booking handler's own `maxBodyBytes` (16 KiB unless raised), so
   * the handler's limit decides first; 16 KiB + 1 byte for other handlers.
   */
  maxBodyBytes?: number;
  /** Trust `X-Forwarded-Proto` / `X-Forwarded-Host` for the request URL: from a listed proxy's address, or any with a count (src/server/forwarded.ts). */
  trustProxy?: TrustProxy;
};

/** Thrown into the body stream when the client sends more than `maxBodyBytes`. */
export class BodyTooLargeError extends Error {
  readonly status = 413;
  constructor() {
    super('Request body too large.');
  }
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;
}

/** The body of `req` as a web stream that errors once more than `max` bytes arrived. */
function bodyStream(req: IncomingMessage, max: number): ReadableStream<Uint8Array> {
  let total = 0;
  let finished = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (finished) return;
        total += chunk.byteLength;
        if (total > max) {
          finished = true;
          req.pause();
          controller.error(new BodyTooLargeError());
          return;
        }
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 1) <= 0) req.pause();
      });
      req.on('end', () => {
        if (finished) return;
        finished = true;
        controller.close();
      });
      req.on('error', (error) => {
        if (finished) return;
        finished = true;
        controller.error(error);
      });
    },
    pull() {
      if (!finished) req.resume();
    },
    cancel() {
      finished = true;
      req.pause();
    },
  }, { highWaterMark: 4 });
}

/**
 * Fetch cannot carry CONNECT, TRACE or TRACK (`new Request` throws): the handler gets them as `X-TRACE` and
 * so on, a method no handler serves, and answers its 405 with `Allow`.
 */
const fetchableMethod = (method: string) => (/^(connect|trace|track)$/i.test(method) ? `X-${method.toUpperCase()}` : method);

/**
 * Builds a Fetch `Request` from a Node request. The peer address is recorded for the default rate-limit
 * key (see `clientKey` / `trustProxy` in the receiver options).
 */
export function toRequest(req: IncomingMessage, options: NodeAdapterOptions = {}): Request {
  const encrypted = Boolean((req.socket as { encrypted?: boolean }).encrypted);
  const forwarded = believesForwardedFrom(req.socket.remoteAddress, options.trustProxy);
  const proto = (forwarded && firstHeader(req.headers['x-forwarded-proto'])) || (encrypted ? 'https' : 'http');
  const host = (forwarded && firstHeader(req.headers['x-forwarded-host'])) || req.headers.host || 'localhost';
  let url: URL;
  try {
    url = new URL(req.url ?? '/', `${proto}://${host}`);
  } catch {
    url = new URL(req.url ?? '/', 'http://localhost');
  }
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i];
    if (name.startsWith(':')) continue; // HTTP/2 pseudo-headers
    try {
      headers.append(name, req.rawHeaders[i + 1]);
    } catch {
      // a header value Fetch refuses: drop it
    }
  }
  const method = fetchableMethod(req.method ?? 'GET');
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const controller = new AbortController();
  req.once('close', () => {
    if (!req.complete) controller.abort();
  });
  const request = new Request(url, {
    method,
    headers,
    body: hasBody ? bodyStream(req, options.maxBodyBytes ?? MAX_BODY_BYTES + 1) : null,
    signal: controller.signal,
    // Node's fetch needs this for a streamed request body.
    ...(hasBody && { duplex: 'half' }),
  } as RequestInit);
  setClientAddress(request, req.socket.remoteAddress);
  return request;
}

/** Writes a Fetch `Response` to a Node response, streaming its body. */
export async function sendResponse(res: ServerResponse, response: Response, req?: IncomingMessage): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  // We answered without reading the whole body (413, 415…): do not keep a connection whose next bytes are
  // the rest of that body.
  if (req && !req.complete) headers['connection'] = 'close';
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (!response.body || req?.method === 'HEAD') {
    response.body?.cancel().catch(() => {});
    res.end();
    return;
  }
  const reader = response.body.getReader();
  res.once('close', () => reader.cancel().catch(() => {}));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) {
        await new Promise<void>((resolve) => {
          res.once('drain', resolve);
          res.once('close', resolve);
        });
      }
    }
  } finally {
    res.end();
  }
}

/** Turns a Fetch handler into a `(req, res)` listener for `http.createServer` (or Express / Connect). */
export function toNodeListener(
  handler: (request: Request) => Response | Promise<Response>,
  options: NodeAdapterOptions = {},
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  // A receiver created with a larger maxBodyBytes got 413 from this cap before its own limit was asked.
  const limit = bodyLimitOf(handler);
  const requestOptions = { ...options, maxBodyBytes: options.maxBodyBytes ?? (limit === undefined ? undefined : limit + 1) };
  return async (req, res) => {
    let response: Response;
    try {
      response = await handler(toRequest(req, requestOptions));
    } catch (error) {
      console.error(`bali-widgets: handler failed: ${(error as Error)?.message ?? error}`);
      response = new Response(JSON.stringify({ error: 'Internal error.' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    }
    await sendResponse(res, response, req);
  };
}
