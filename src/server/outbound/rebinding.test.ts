/**
 * The outbound policy for feeds, webhooks and push alike, against a name server that rebinds: its first
 * answer is a "public" address (127.0.0.2, declared public for the test), every later answer loopback
 * (127.0.0.1). Two TCP listeners on the same port count who is connected to. Each request resolves once and
 * connects to what it checked; a checked public answer followed by a private one never reaches 127.0.0.1.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchFeed } from '../calendar/fetch-feed';
import { pushChannel } from '../notify/push-channel';
import { saveSubscription } from '../notify/push-subscriptions';
import { webhookChannel } from '../notify/webhook-channel';
import { openStore } from '../store';
import { isBlockedAddress } from './blocked-addresses';
import { outboundFetch } from './outbound-fetch';
import type { Resolve } from './policy';
import { ownerSession } from '../../../test/helpers/owner-session';

const PUBLIC = '127.0.0.2';
const isBlocked = (address: string) => address !== PUBLIC && isBlockedAddress(address);
const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A listener that counts connections and closes each at once (a TLS handshake then fails: "could not connect"). */
async function listener(host: string, port = 0) {
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  cleanup.push(() => new Promise((resolve) => server.close(resolve)));
  return { port: (server.address() as { port: number }).port, connections: () => connections };
}

async function rebindingWorld() {
  const outside = await listener(PUBLIC);
  const inside = await listener('127.0.0.1', outside.port);
  const asked: string[] = [];
  const resolve: Resolve = async (hostname) => {
    asked.push(hostname);
    return [{ address: asked.length === 1 ? PUBLIC : '127.0.0.1', family: 4 }];
  };
  return { port: outside.port, outside, inside, asked, policy: { resolve, isBlocked } };
}

describe('the outbound policy against a rebinding name', () => {
  it('fetch: connects to the checked address, refuses the private answer, never reaches loopback', async () => {
    const world = await rebindingWorld();
    const fetcher = outboundFetch(world.policy);
    await expect(fetcher(`http://rebind.test:${world.port}/`)).rejects.toThrow();
    expect([world.asked.length, world.outside.connections(), world.inside.connections()]).toEqual([1, 1, 0]);
    await expect(fetcher(`http://rebind.test:${world.port}/`)).rejects.toMatchObject({ code: 'EBLOCKED' });
    expect([world.asked.length, world.outside.connections(), world.inside.connections()]).toEqual([2, 1, 0]);
  });

  it('feeds: one lookup per read, "could not connect" without an errno, then "private address"', async () => {
    const world = await rebindingWorld();
    await expect(fetchFeed(`https://feeds.rebind.test:${world.port}/a.ics`, {}, world.policy)).rejects.toThrow(/^Could not connect to the feed\.$/);
    await expect(fetchFeed(`https://feeds.rebind.test:${world.port}/a.ics`, {}, world.policy)).rejects.toThrow('The feed is on a private address.');
    expect([world.asked.length, world.outside.connections(), world.inside.connections()]).toEqual([2, 1, 0]);
    // A refused port reads the same as a closed one: no port scanning through the feed's error.
    const closed = await listener('127.0.0.1');
    cleanup.pop()!();
    await expect(fetchFeed(`http://127.0.0.1:${closed.port}/a.ics`, {}, { allowPrivate: true })).rejects.toThrow(/^Could not connect to the feed\.$/);
  });

  it('webhooks: a failed attempt is retried, the private answer ends the delivery, loopback never called', async () => {
    const world = await rebindingWorld();
    const deliver = webhookChannel({ url: `https://hooks.rebind.test:${world.port}/bookings`, secret }, { policy: world.policy });
    const booking = {
      id: randomUUID(), createdAt: new Date().toISOString(), name: 'Ayu', email: 'ayu@example.com', whatsapp: '+6281234567890',
      checkIn: '2027-03-01', checkOut: '2027-03-05', budgetCurrency: 'USD' as const, budgetAmount: 900, travelType: [],
    };
    expect(await deliver(booking, 'd-1')).toEqual({ outcome: 'failed', error: 'could not connect' });
    expect(await deliver(booking, 'd-1')).toEqual({ outcome: 'gone', error: 'the address is not a public internet address' });
    expect([world.asked.length, world.outside.connections(), world.inside.connections()]).toEqual([2, 1, 0]);
  });

  it('webhooks: a failed lookup is retried like any network error (push shares the attempt rule)', async () => {
    const failing: Resolve = async () => {
      throw Object.assign(new Error('getaddrinfo EAI_AGAIN'), { code: 'EAI_AGAIN' });
    };
    const deliver = webhookChannel({ url: 'https://hooks.example.com/b', secret }, { policy: { resolve: failing } });
    const booking = {
      id: randomUUID(), createdAt: new Date().toISOString(), name: 'Ayu', email: 'ayu@example.com', whatsapp: '+6281234567890',
      checkIn: '2027-03-01', checkOut: '2027-03-05', budgetCurrency: 'USD' as const, budgetAmount: 900, travelType: [],
    };
    expect(await deliver(booking, 'd-2')).toEqual({ outcome: 'failed', error: 'could not connect' });
  });

  it('push: the device on a rebinding name is tried once at the checked address, then refused; loopback never called', async () => {
    const world = await rebindingWorld();
    const dir = mkdtempSync(join(tmpdir(), 'bali-outbound-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const store = await openStore(join(dir, 'bookings.sqlite'));
    cleanup.push(() => store.close());
    const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };
    await saveSubscription(store.db, { endpoint: `https://push.rebind.test:${world.port}/push/phone`, keys }, new Date(), await ownerSession(store.db));
    const device = await store.db.selectFrom('push_subscriptions' as never).select('id' as never).executeTakeFirstOrThrow() as { id: string };
    const bookingId = randomUUID();
    const at = new Date().toISOString();
    await store.bookings.save({
      id: bookingId, createdAt: at, bodyHash: `hash-${bookingId}`,
      booking: { name: 'Ayu', email: 'ayu@example.com', whatsapp: '+6281234567890', checkIn: '2027-03-01', checkOut: '2027-03-05', budgetCurrency: 'USD', budgetAmount: 900, travelType: [] },
    });
    await store.db.insertInto('deliveries' as never).values({
      id: 'push-1', booking_id: bookingId, channel: 'push', subscription_id: device.id, state: 'pending', attempts: 0,
      next_attempt_at: at, claimed_until: null, last_status: null, last_error: null, created_at: at, updated_at: at,
    } as never).execute();
    const deliver = pushChannel({ subject: 'mailto:owner@villa.example' }, store, { policy: world.policy });
    const booking = { ...(await store.bookings.get(bookingId))! };
    expect(await deliver(booking, 'push-1')).toEqual({ outcome: 'failed', error: 'could not connect' });
    expect(await deliver(booking, 'push-1')).toEqual({ outcome: 'gone', error: 'the address is not a public internet address' });
    expect([world.asked.length, world.outside.connections(), world.inside.connections()]).toEqual([2, 1, 0]);
  });
});
