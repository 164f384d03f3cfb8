/**
 * `0023_ack_index`: the acknowledgements of the last day by channel and time. Every booking reads them for
 * the hourly cap and the daily one per mailbox; without the index that read scans every delivery ever made.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX deliveries_channel_created ON deliveries (channel, created_at)`.execute(db);
}
