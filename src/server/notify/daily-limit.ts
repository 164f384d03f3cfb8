/**
 * At most {@link NOTIFIED_PER_DAY} requests per guest (e-mail address or WhatsApp number) are announced in
 * any 24 hours; the rest are stored with the `daily-limit` signal and announced to nobody, so one guest (or
 * a script using their address) cannot flood the owner's phone. Spam does not count.
 */
import type { Kysely } from 'kysely';
import type { Database, NewBooking } from '../store/schema';

export const NOTIFIED_PER_DAY = 3;

/** Runs in the booking's insert transaction; true when the new booking may be announced. */
export async function withinDailyLimit(trx: Kysely<any>, entry: NewBooking): Promise<boolean> {
  const db = trx as Kysely<Database>;
  const since = new Date(new Date(entry.createdAt).getTime() - 86_400_000).toISOString();
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('id', '<>', entry.id)
    .where('created_at', '>', since)
    .where('status', '<>', 'spam')
    .where((eb) => eb.or([eb('signals', 'is', null), eb('signals', 'not like', '%daily-limit%')]))
    // E-mail addresses in any letter case are one guest (as for the acknowledgement's once a day).
    .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', entry.booking.email.toLowerCase()), eb('whatsapp', '=', entry.booking.whatsapp)]))
    .executeTakeFirst();
  if (Number(row?.n ?? 0) < NOTIFIED_PER_DAY) return true;
  const signals = [...(entry.signals ?? []), 'daily-limit'].join(',');
  await db.updateTable('bookings').set({ signals }).where('id', '=', entry.id).execute();
  return false;
}
