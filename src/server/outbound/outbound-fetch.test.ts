/** The outbound fetch keeps its connections: one per host for a burst, and a stale one replaced when that is safe. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { outboundFetch } from './outbound-fetch';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A loopback server counting connections; `dropSecond` resets a connection at its second request, unanswered. */
async function endpoint({ dropSecond = false } = {}) {
  const perSocket = new WeakMap<Socket, number>();
  let connections = 0;
  const server = createServer((req, res) => {
    const n = (perSocket.get(req.socket) ?? 0) + 1;
    perSocket.set(req.socket, n);
    req.resume().on('end', () => {
      if (dropSecond && n === 2) return req.socket.destroy();
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`answer ${n}`);
    });
  });
  server.on('connection', () => (connections += 1));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, connections: () => connections };
}

const fetcher = () => outboundFetch({ allowPrivate: true });

it('sends a burst of requests to one host over one kept connection', async () => {
  const hook = await endpoint();
  const fetch = fetcher();
  for (let i = 0; i < 3; i += 1) {
    const answer = await fetch(hook.url, { method: 'POST', body: '{}' });
    expect(answer.status).toBe(200);
  }
  expect(hook.connections()).toBe(1);
});

it('sends a webhook again on a new connection when the kept one was closed under it', async () => {
  const hook = await endpoint({ dropSecond: true });
  const fetch = fetcher();
  const headers = { 'webhook-id': 'msg_1', 'content-type': 'application/json' };
  expect(await (await fetch(hook.url, { method: 'POST', headers, body: '{}' })).text()).toBe('answer 1');
  expect(await (await fetch(hook.url, { method: 'POST', headers, body: '{}' })).text()).toBe('answer 1');
  expect(hook.connections()).toBe(2);
});

it('does not send a request without an id twice: the closed connection is its failure', async () => {
  const hook = await endpoint({ dropSecond: true });
  const fetch = fetcher();
  await fetch(hook.url, { method: 'POST', body: '{}' });
  await expect(fetch(hook.url, { method: 'POST', body: '{}' })).rejects.toMatchObject({ code: 'ECONNRESET' });
  expect(hook.connections()).toBe(1);
});
