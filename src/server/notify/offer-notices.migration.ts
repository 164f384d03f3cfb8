/**
 * `0020_offer_notices`: an outbox delivery may carry the offer notice it announces (null for a booking's
 * own announcement), so offer events share the outbox's claims, retries and the owner's Deliveries list.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE deliveries ADD COLUMN notice_id TEXT`.execute(db);
  await sql`CREATE INDEX offer_notices_pending ON offer_notices (state, created_at)`.execute(db);
}
