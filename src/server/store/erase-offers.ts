/**
 * Erasing a request erases its offers with it: the versions (terms, lines), their checkouts and payments,
 * and the queued notices (a notice may hold the guest's link). The offers tables carry no foreign key to
 * the request, so each erasure path calls this in its own transaction, before the requests go.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from './schema';

type RequestIds = SelectQueryBuilder<Database, 'bookings', { id: string }>;

export async function eraseOffersOf(trx: Kysely<Database>, requests: RequestIds): Promise<void> {
  const offers = trx.selectFrom('offers').select('offers.id').where('offers.booking_id', 'in', requests);
  await trx.deleteFrom('offer_payments').where('offer_id', 'in', offers).execute();
  await trx.deleteFrom('offer_checkouts').where('offer_id', 'in', offers).execute();
  await trx.deleteFrom('offer_notices').where('booking_id', 'in', requests).execute();
  await trx.deleteFrom('offers').where('booking_id', 'in', requests).execute();
}
