/**
 * Real endpoints for the notification tests, on 127.0.0.1 and closed by the tests: a webhook receiver (any
 * Fetch handler), an SMTP sink (smtp-server), and the verification sample of docs/notifications.md.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { pathToFileURL } from 'node:url';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { toNodeListener } from '../../src/server/http/node-adapter';

const listen = (server: { listen: (port: number, host: string, cb: () => void) => unknown }, port = 0) =>
  new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

/** A webhook endpoint that answers with `handler`; `url` is where to POST. */
export async function startWebhookEndpoint(handler: (request: Request) => Response | Promise<Response>) {
  const server: Server = createServer(toNodeListener(handler));
  await listen(server);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/bookings`,
    port,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** An SMTP server that keeps every message (no TLS, no auth); `options` may add a rejection. */
export async function startSmtpSink(options: Partial<SMTPServerOptions> = {}, port = 0) {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let dropNext = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      if (dropNext) {
        dropNext = false;
        return sockets.forEach((socket) => socket.destroy());
      }
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
    ...options,
  });
  // The sockets, to count connections, drop them as a failing server or network does, and see them end.
  const sockets = new Set<Socket>();
  const ended: Array<() => void> = [];
  let connections = 0;
  (server as unknown as { server: Server }).server.on('connection', (socket: Socket) => {
    connections += 1;
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) ended.splice(0).forEach((wake) => wake());
    });
  });
  await listen(server, port);
  const bound = ((server as unknown as { server: Server }).server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    /** How many connections clients opened so far. */
    connections: () => connections,
    /** Cuts every open connection without a word. */
    dropConnections: () => sockets.forEach((socket) => socket.destroy()),
    /** The next message's connection is cut while its data arrives (none of it is kept). */
    dropNextMessage: () => void (dropNext = true),
    /** Resolves once no client connection is open. */
    allClosed: () => new Promise<void>((resolve) => (sockets.size === 0 ? resolve() : ended.push(resolve))),
    /** Resolves when `count` messages have arrived. */
    received: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (messages.length >= count ? resolve() : waiters.push(check));
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Headers (unfolded, names lower-cased; repeated names joined by newlines) and the decoded parts of a MIME message. */
export function parseMail(raw: string) {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers.set(name, headers.has(name) ? `${headers.get(name)}\n${value}` : value);
  }
  const body = rest.join('\r\n\r\n');
  const part = (type: string) => {
    const start = body.indexOf(`Content-Type: ${type}`);
    if (start < 0) return undefined;
    const section = body.slice(start);
    const headEnd = section.indexOf('\r\n\r\n');
    const partHead = section.slice(0, headEnd);
    const content = section.slice(headEnd + 4, section.indexOf('\r\n--', headEnd));
    if (/quoted-printable/i.test(partHead)) {
      const escaped = content.replace(/=\r\n/g, '').replace(/%/g, '%25');
      return decodeURIComponent(escaped.replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`));
    }
    if (/base64/i.test(partHead)) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
    return content;
  };
  return { headers, text: part('text/plain'), html: part('text/html') };
}

/** Writes the docs' verification sample to .tmp/ (beside node_modules, so its import resolves) and loads it. */
export async function loadVerifySample(secret: string): Promise<{ POST: (request: Request) => Promise<Response> }> {
  const root = new URL('../../src', import.meta.url);
  const doc = readFileSync(new URL('docs/notifications.md', root), 'utf8');
  const sample = /<!-- verify-sample[^>]*-->\s*```js\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!sample) throw new Error('docs/notifications.md has no verify-sample block');
  mkdirSync(new URL('.tmp/', root), { recursive: true });
  const file = new URL(`.tmp/notifications-verify-sample-${process.pid}.mjs`, root);
  writeFileSync(file, sample);
  process.env.WEBHOOK_SECRET = secret;
  return import(/* @vite-ignore */ `${pathToFileURL(file.pathname).href}?${Date.now()}`);
}
