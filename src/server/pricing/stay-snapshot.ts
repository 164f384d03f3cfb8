/**
 * The estimate stored with an accepted request, recomputed from the stored card (never from the page).
 * Pricing is a courtesy to the owner: a missing card or any failure stores the request without it.
 */
import type { ReceiverDatabase } from '../store/store-seam';
import { priceStay } from './price-stay';
import { snapshotOf, type QuoteSnapshot } from './quote-snapshot';
import { ratesStore } from './rates-store';

export async function stayQuote(database: ReceiverDatabase, listing: string, checkIn: string, checkOut: string): Promise<QuoteSnapshot | undefined> {
  try {
    const store = await database.store();
    const stored = store && (await ratesStore(store).card(listing));
    return stored ? snapshotOf(priceStay(stored.card, checkIn, checkOut), stored.version) : undefined;
  } catch {
    return undefined;
  }
}
