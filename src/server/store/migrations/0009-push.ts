/**
 * `0009_push`: the owner's devices that asked for alerts (one row per push subscription), the receiver's
 * VAPID key pair (generated once, one row), and push and guest acknowledgement deliveries in the outbox: a
 * push delivery names the subscription it goes to. SQLite cannot change a CHECK in place: the channel is
 * copied into a column with the wider CHECK, which then takes its name.
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';

const CHANNELS = sql`('email', 'webhook', 'push', 'acknowledgement')`;

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await sql`CREATE TABLE push_subscriptions (
    id         TEXT PRIMARY KEY,
    endpoint   TEXT NOT NULL UNIQUE,
    p256dh     TEXT NOT NULL,
    auth       TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE TABLE push_keys (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    public_key  TEXT NOT NULL,
    private_key TEXT NOT NULL,
    created_at  TEXT NOT NULL
  )`.execute(db);
  await sql`ALTER TABLE deliveries ADD COLUMN subscription_id TEXT`.execute(db);
  if (dialect === 'postgres') {
    await sql`ALTER TABLE deliveries DROP CONSTRAINT IF EXISTS deliveries_channel_check`.execute(db);
    await sql`ALTER TABLE deliveries ADD CONSTRAINT deliveries_channel_check CHECK (channel IN ${CHANNELS})`.execute(db);
    return;
  }
  await sql`ALTER TABLE deliveries ADD COLUMN channel_v9 TEXT NOT NULL DEFAULT 'email' CHECK (channel_v9 IN ${CHANNELS})`.execute(db);
  await sql`UPDATE deliveries SET channel_v9 = channel`.execute(db);
  await sql`ALTER TABLE deliveries DROP COLUMN channel`.execute(db);
  await sql`ALTER TABLE deliveries RENAME COLUMN channel_v9 TO channel`.execute(db);
}
