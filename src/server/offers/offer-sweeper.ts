/**
 * The sweeper: writes what time already says (live offers past their expiry become expired) and marks
 * live offers whose nights an imported feed, a block or another Booked request took as unavailable, each
 * with its notice. One instance sweeps at a time: the lease row is taken in one statement.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import { queueNotice, type OffersDb } from './offers-store';

const LEASE = 'offer-sweeper';

export type SweepResult = { swept: boolean; expired: number; unavailable: number };

/** Takes (or renews) the sweeper's lease until `until`; false while another instance holds it. */
export async function takeLease(store: OffersDb, owner: string, now: Date, until: Date): Promise<boolean> {
  const row = await store.db
    .insertInto('offer_leases')
    .values({ name: LEASE, owner, lease_until: until.toISOString() })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ owner, lease_until: until.toISOString() }).where((eb) =>
        eb.or([eb('offer_leases.lease_until', '<=', now.toISOString()), eb('offer_leases.owner', '=', owner)]),
      ),
    )
    .returning('owner')
    .executeTakeFirst();
  return row?.owner === owner;
}

/** True when anything but the offer's own request makes one of its nights busy. */
async function taken(trx: Kysely<Database>, offer: { listing: string; booking_id: string; check_in: string; check_out: string }) {
  const { listing, check_in: from, check_out: to } = offer;
  const [feed, block, booked] = await Promise.all([
    trx.selectFrom('calendar_busy').innerJoin('calendar_feeds', 'calendar_feeds.id', 'calendar_busy.feed_id').select('calendar_busy.feed_id')
      .where('calendar_feeds.listing', '=', listing).where('calendar_busy.to_day', '>', from).where('calendar_busy.from_day', '<', to).executeTakeFirst(),
    trx.selectFrom('calendar_blocks').select('id').where('listing', '=', listing).where('to_day', '>', from).where('from_day', '<', to).executeTakeFirst(),
    trx.selectFrom('bookings').select('id').where('status', '=', 'booked').where('id', '<>', offer.booking_id)
      .where((eb) => (listing === '' ? eb('listing', 'is', null) : eb('listing', '=', listing)))
      .where('check_out', '>', from).where('check_in', '<', to).executeTakeFirst(),
  ]);
  return Boolean(feed || block || booked);
}

export async function sweepOffers(store: OffersDb, owner: string, now: Date, leaseMs = 60_000): Promise<SweepResult> {
  if (!(await takeLease(store, owner, now, new Date(now.getTime() + leaseMs)))) return { swept: false, expired: 0, unavailable: 0 };
  const at = now.toISOString();
  return store.write(async (trx) => {
    const due = await trx.selectFrom('offers').select(['id', 'booking_id']).where('state', 'in', ['open', 'accepted']).where('expires_at', '<=', at).execute();
    for (const row of due) {
      await trx.updateTable('offers').set({ state: 'expired', ended_at: at }).where('id', '=', row.id).execute();
      await queueNotice(trx, row, 'offer.expired', now);
    }
    const live = await trx.selectFrom('offers').select(['id', 'booking_id', 'listing', 'check_in', 'check_out']).where('state', 'in', ['open', 'accepted']).execute();
    let unavailable = 0;
    for (const row of live) {
      if (!(await taken(trx, row))) continue;
      await trx.updateTable('offers').set({ state: 'unavailable', ended_at: at }).where('id', '=', row.id).execute();
      await queueNotice(trx, row, 'offer.unavailable', now);
      unavailable += 1;
    }
    return { swept: true, expired: due.length, unavailable };
  });
}

/** Sweeps every `everyMs` (and once at start) until stopped; failures wait for the next round. */
export function startSweeper(open: () => Promise<OffersDb | undefined>, owner: string, now: () => Date, everyMs = 30_000) {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(async () => {
      const store = await open();
      if (store) await sweepOffers(store, owner, now(), Math.max(everyMs * 2, 60_000));
    }).catch((error: unknown) => console.error(`bali-widgets: the offer sweeper failed: ${(error as Error)?.message ?? error}`));
    return running;
  };
  void tick();
  const timer = setInterval(tick, everyMs);
  timer.unref?.();
  return { tick, stop: async () => { clearInterval(timer); await running; } };
}
