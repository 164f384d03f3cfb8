/**
 * `0021_review_check`: what the spam shield's browser check found for a guest's review: `passed`, or the
 * signal of a review sent without a valid proof (still stored: the one-time link is the stronger proof).
 * NULL where nothing was checked (the shield off, imported reviews).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reviews ADD COLUMN browser_check TEXT`.execute(db);
}
