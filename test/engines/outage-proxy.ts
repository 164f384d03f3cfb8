/**
 * A loopback proxy in front of the demo server that answers the first booking POST with 503, as a receiver
 * that is briefly down would, and forwards everything else untouched (the Host header too, so the
 * receiver's same-origin check sees the page's own origin). It records every booking POST it saw. The
 * listing's estimate (`/api/quote`) comes from the stand-in of test/helpers/quote-stand-in.mjs: the walks
 * look at how the form shows a price, whatever rates the demo listing has.
 */
import { once } from 'node:events';
import { createServer, request, type IncomingMessage } from 'node:http';
import { quoteAnswer } from '../helpers/quote-stand-in.mjs';

export type BookingPost = { status: number; key: string | undefined };

export type OutageProxy = { base: string; posts: BookingPost[]; close(): Promise<void> };

const BOOKING_PATH = '/api/book-accommodation';

export async function startOutageProxy(target: string): Promise<OutageProxy> {
  const upstream = new URL(target);
  const posts: BookingPost[] = [];
  const server = createServer((req, res) => {
    const booking = req.method === 'POST' && req.url === BOOKING_PATH;
    const key = req.headers['idempotency-key'] as string | undefined;
    if (req.method === 'GET' && req.url?.startsWith('/api/quote?')) {
      const { status, body } = quoteAnswer(new URL(req.url, 'http://proxy').searchParams);
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    if (booking && posts.length === 0) {
      posts.push({ status: 503, key });
      req.resume();
      res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"error":"unavailable"}');
      return;
    }
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer: IncomingMessage) => {
        if (booking) posts.push({ status: answer.statusCode ?? 0, key });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    posts,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
