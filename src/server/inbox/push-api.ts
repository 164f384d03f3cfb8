/**
 * The inbox's calls for push alerts, behind a session and the Origin check (the handler did both):
 * `GET api/push-key` gives the VAPID public key a device subscribes with, `POST api/push-subscriptions`
 * stores the browser's `PushSubscription.toJSON()` as a device of the calling session (every device is told),
 * `GET api/push-subscriptions` lists the devices and `DELETE api/push-subscriptions` (body
 * `{ "endpoint": … }` or `{ "id": … }`) removes one. Without push configured the key is `null` and the other
 * calls answer 404.
 */
import type { Kysely } from 'kysely';
import type { PushOptions } from '../notify/push-keys';
import { vapidKeys } from '../notify/push-keys';
import { hasControlCharacter } from '../store/control-characters';
import { announceDevice } from '../notify/device-announcement';
import { deviceLabel, deviceName } from '../notify/device-label';
import { listDevices } from '../notify/devices';
import { parseSubscription, removeDevice, removeSubscription, saveSubscription } from '../notify/push-subscriptions';
import { json } from './inbox-api';

export type PushApiContext = { push?: PushOptions; db: () => Promise<Kysely<any>>; now: () => Date };
/** The session that calls: its devices are removed when it ends. */
export type Caller = { sessionHash: string };

/** A subscription is a few hundred bytes; anything much larger is not one. */
const MAX_BODY = 4096;

async function readJson(request: Request): Promise<unknown> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return undefined;
  const text = await request.text().catch(() => '');
  if (text.length > MAX_BODY) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function pushApi(request: Request, path: string, ctx: PushApiContext, caller: Caller): Promise<Response> {
  const { push } = ctx;
  const method = request.method;
  if (path === 'api/push-key') {
    if (method !== 'GET' && method !== 'HEAD') return json(405, { error: 'Method not allowed.' }, { Allow: 'GET, HEAD' });
    // Asked by every list page: without push alerts the answer is a plain "none", not an error in the console.
    return json(200, { publicKey: push ? (await vapidKeys(await ctx.db(), push, ctx.now())).publicKey : null });
  }
  // The Devices section lists on every list page: without push alerts the list is empty, not a console 404.
  if (!push && (method === 'GET' || method === 'HEAD')) return json(200, { devices: [] });
  if (!push) return json(404, { error: 'Push alerts are not set up on this receiver (PUSH_SUBJECT).' });
  if (method === 'POST') {
    const body = await readJson(request);
    if (body === undefined) return json(400, { error: 'Send the PushSubscription as JSON.' });
    const subscription = parseSubscription(body, push.allowPrivatePush);
    if (typeof subscription === 'string') return json(400, { error: subscription });
    const label = deviceLabel(request.headers.get('user-agent'));
    const db = await ctx.db();
    if (await saveSubscription(db, subscription, ctx.now(), { sessionHash: caller.sessionHash, ...label })) {
      announceDevice(db, push, deviceName(label)).catch((error: unknown) => console.error(`bali-widgets: could not announce a new device: ${(error as Error)?.message ?? error}`));
    }
    return json(204, undefined);
  }
  if (method === 'GET' || method === 'HEAD') return json(200, { devices: await listDevices(await ctx.db()) });
  if (method === 'DELETE') {
    const { endpoint, id } = ((await readJson(request)) ?? {}) as { endpoint?: unknown; id?: unknown };
    const db = await ctx.db();
    if (typeof id === 'string' && id.length <= 64 && !hasControlCharacter(id)) return (await removeDevice(db, id)) ? json(204, undefined) : json(404, { error: 'This device is not in the list.' });
    if (typeof endpoint !== 'string' || endpoint.length > 2048 || hasControlCharacter(endpoint)) return json(400, { error: 'Send { "endpoint": "…" } or { "id": "…" } as JSON.' });
    return (await removeSubscription(db, endpoint)) ? json(204, undefined) : json(404, { error: 'This device has no alerts.' });
  }
  return json(405, { error: 'Method not allowed.' }, { Allow: 'GET, POST, DELETE' });
}
