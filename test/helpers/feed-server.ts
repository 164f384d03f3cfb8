/**
 * A loopback HTTP server for calendar feeds: each path answers what the test set (a body with an ETag, a
 * status, a redirect, a stall), `304` to a matching `If-None-Match`, and counts what it was asked.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FeedAnswer =
  | { body: string; etag?: string }
  | { status: number }
  | { redirect: string }
  | { stall: true }
  | ((req: IncomingMessage, res: ServerResponse) => void);

export async function startFeedServer() {
  const answers = new Map<string, FeedAnswer>();
  const hits = new Map<string, { total: number; notModified: number }>();
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    const count = hits.get(path) ?? { total: 0, notModified: 0 };
    hits.set(path, count);
    count.total += 1;
    const answer = answers.get(path);
    if (!answer) return res.writeHead(404).end();
    if (typeof answer === 'function') return answer(req, res);
    if ('stall' in answer) return; // never answers
    if ('redirect' in answer) return res.writeHead(302, { Location: answer.redirect }).end();
    if ('status' in answer) return res.writeHead(answer.status).end('down');
    if (answer.etag && req.headers['if-none-match'] === answer.etag) {
      count.notModified += 1;
      return res.writeHead(304, { ETag: answer.etag }).end();
    }
    res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8', ...(answer.etag && { ETag: answer.etag }) }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path: string) => `${base}${path}`,
    set: (path: string, answer: FeedAnswer) => void answers.set(path, answer),
    hits: (path: string) => hits.get(path) ?? { total: 0, notModified: 0 },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;
