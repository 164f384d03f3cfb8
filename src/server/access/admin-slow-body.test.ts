/**
 * A slow body cannot slip a guess past the limit: over real connections to the Node adapter, 40 sign-ins
 * send their headers first and their body only later; each is counted before its body is read, so at most
 * the limit of them is ever compared, on SQLite and PostgreSQL.
 */
import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { adminAccessFixture } from '../../../test/helpers/admin-access';
import { toNodeListener } from '../http/node-adapter';

/** The status of the first answer on `socket`. */
function statusOf(socket: Socket): Promise<number> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (match) resolve(Number(match[1]));
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`closed without an answer: ${text}`)));
  });
}

describe.each(['SQLite', 'PostgreSQL'] as const)('sign-ins with a slow body on %s', (dialect) => {
  const fx = adminAccessFixture(dialect);

  it('counts 40 sign-ins whose body comes later before reading it: at most the limit compared, the rest 429 at once', { timeout: 60_000 }, async () => {
    const { inbox, receiver } = fx.open();
    await receiver.ready(); // opened and migrated before the attack
    const server: Server = createServer(toNodeListener(inbox));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    const sockets: Socket[] = [];
    try {
      const body = JSON.stringify({ token: 'a-wrong-guess-sent-slowly' });
      const head =
        `POST /admin/api/session HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
      for (let i = 0; i < 40; i++) {
        const socket = connect(port, '127.0.0.1');
        await once(socket, 'connect');
        sockets.push(socket);
      }
      const answers = sockets.map((socket) => {
        const status = statusOf(socket);
        socket.write(head);
        return status;
      });
      // The bodies follow once the refused ones were answered; a limit that waits for the body answers none
      // of them, so the bodies follow after a generous while and the count below fails.
      let answered = 0;
      let giveUp: NodeJS.Timeout | undefined;
      const refusedFirst = new Promise<void>((resolve) => answers.forEach((a) => a.then(() => ++answered === 30 && resolve(), () => {})));
      await Promise.race([refusedFirst, new Promise((resolve) => (giveUp = setTimeout(resolve, 15_000)))]);
      clearTimeout(giveUp);
      expect(answered).toBe(30);
      for (const socket of sockets) if (!socket.destroyed) socket.write(body);
      const statuses = await Promise.all(answers);
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    } finally {
      for (const socket of sockets) socket.destroy();
      server.close();
    }
  });
});
