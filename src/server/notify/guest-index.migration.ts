/**
 * `0024_guest_email_index`: a guest's bookings of the last day by e-mail address in any letter case. Every
 * booking counts them for the daily limit; without the index that count reads every booking of the day.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX bookings_guest_email ON bookings (lower(email), created_at)`.execute(db);
}
