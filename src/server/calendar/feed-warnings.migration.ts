/**
 * `0010_feed_warnings`: what the owner should know about a feed's last good read that was partial
 * (events that repeat without end or could not be read were skipped, the rest kept).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE calendar_feeds ADD COLUMN last_warning TEXT`.execute(db);
}
