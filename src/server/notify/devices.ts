/**
 * The owner's devices as Devices lists them: each push subscription with its label, when it was added, its
 * last delivered alert and its last error (from the outbox's push deliveries).
 */
import type { Kysely } from 'kysely';
import type { DeviceView } from '../../inbox/inbox-api-types';
import type { OutboxTables } from './outbox-schema';

export type { DeviceView };

export async function listDevices(db: Kysely<any>): Promise<DeviceView[]> {
  const outbox = db as Kysely<OutboxTables>;
  const rows = await outbox.selectFrom('push_subscriptions').select(['id', 'endpoint', 'browser', 'platform', 'created_at']).orderBy('created_at').execute();
  if (rows.length === 0) return [];
  const deliveries = await outbox.selectFrom('deliveries')
    .select(['subscription_id', 'state', 'last_error', 'updated_at'])
    .where('channel', '=', 'push')
    .where('subscription_id', 'in', rows.map((r) => r.id))
    .orderBy('updated_at', 'desc')
    .limit(1000)
    .execute();
  return rows.map((row) => {
    const mine = deliveries.filter((d) => d.subscription_id === row.id);
    const delivered = mine.find((d) => d.state === 'delivered');
    const latest = mine[0];
    return {
      id: row.id, endpoint: row.endpoint, browser: row.browser, platform: row.platform, addedAt: row.created_at,
      lastDeliveryAt: delivered?.updated_at ?? null,
      lastError: latest && latest.state !== 'delivered' ? latest.last_error : null,
    };
  });
}
