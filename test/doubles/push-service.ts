/**
 * A Web Push service on 127.0.0.1 for the tests, doing what a browser vendor's does and what the device
 * does: it checks the VAPID `Authorization` (an ES256 JWT for this origin, signed with the key in `k=`,
 * RFC 8292) and decrypts the `aes128gcm` body with the device's private key (RFC 8291, `http_ece`).
 * `answer(n)` gives the status of the n-th call (a slow answer waits `delayMs`).
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as ece from 'http_ece';

export type Device = { ecdh: ECDH; auth: Buffer; subscription: { endpoint: string; keys: { p256dh: string; auth: string } } };
export type PushMessage = { device: string; payload: Record<string, unknown>; vapidKey: string; topic?: string; ttl?: string; urgency?: string };
type Answer = { status: number; delayMs?: number };

/** Verifies `vapid t=<jwt>, k=<key>` for `audience`; returns the key, or throws with the reason. */
export function verifyVapid(header: string | undefined, audience: string, nowSeconds = Date.now() / 1000): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no vapid Authorization');
  const [, token, k] = match;
  const [head, body, signature] = token.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('bad JWT signature');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== audience) throw new Error('wrong audience');
  if (!claims.exp || claims.exp < nowSeconds || claims.exp > nowSeconds + 86_400) throw new Error('bad expiry');
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error('bad subject');
  return k;
}

const read = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
  });

/** `devices` and `port` carry a service over a restart (it was down, it comes back). */
export async function startPushService(answer: (call: number) => Answer = () => ({ status: 201 }), port = 0, devices = new Map<string, Device>()) {
  const messages: PushMessage[] = [];
  const refused: string[] = [];
  const waiters: Array<() => void> = [];
  let calls = 0;
  const server = createServer(async (req, res) => {
    const body = await read(req);
    const name = req.url!.split('/').pop()!;
    const device = devices.get(name);
    const call = ++calls;
    try {
      if (!device) throw new Error('unknown device');
      const vapidKey = verifyVapid(req.headers.authorization, `http://${req.headers.host}`);
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      if (body.length > 4096) throw new Error('over 4096 bytes');
      const { status, delayMs } = answer(call);
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (status === 201) {
        const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth });
        messages.push({
          device: name, payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>, vapidKey,
          topic: req.headers.topic as string | undefined, ttl: req.headers.ttl as string | undefined, urgency: req.headers.urgency as string | undefined,
        });
        waiters.splice(0).forEach((wake) => wake());
      }
      if (!res.destroyed) res.writeHead(status).end();
    } catch (error) {
      refused.push((error as Error).message);
      res.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    port: Number(new URL(origin).port),
    devices,
    messages,
    refused,
    calls: () => calls,
    /** A new device (a browser's subscription with its own keys) on this service. */
    device(name = `device-${devices.size + 1}`): Device {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const made = { ecdh, auth, subscription: { endpoint: `${origin}/push/${name}`, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') } } };
      devices.set(name, made);
      return made;
    },
    received: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (messages.length >= count ? resolve() : waiters.push(check));
        check();
      }),
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
