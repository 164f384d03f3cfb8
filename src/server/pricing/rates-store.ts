/**
 * Rate cards and exchange rates through Kysely, the same on SQLite and PostgreSQL. A save replaces the
 * whole card and bumps its version in one statement, so two owners saving at once never share a version.
 */
import type { OpenedDatabase } from '../store/open';
import type { EuroRates } from './exchange';
import type { RateCard } from './rate-card';

type Db = Pick<OpenedDatabase, 'db' | 'write'>;

export type StoredRates = { listing: string; card: RateCard; version: number; updatedAt: string };

export function ratesStore({ db, write }: Db) {
  return {
    async card(listing: string): Promise<StoredRates | undefined> {
      const row = await db.selectFrom('rate_cards').selectAll().where('listing', '=', listing).executeTakeFirst();
      return row && { listing: row.listing, card: JSON.parse(row.card) as RateCard, version: Number(row.version), updatedAt: row.updated_at };
    },

    /** Every listing with a card, for the inbox. */
    async listings(): Promise<{ listing: string; version: number; updatedAt: string }[]> {
      const rows = await db.selectFrom('rate_cards').select(['listing', 'version', 'updated_at']).orderBy('listing').execute();
      return rows.map((r) => ({ listing: r.listing, version: Number(r.version), updatedAt: r.updated_at }));
    },

    async save(listing: string, card: RateCard, now: Date): Promise<StoredRates> {
      const at = now.toISOString();
      const json = JSON.stringify(card);
      return write(async (trx) => {
        await trx
          .insertInto('rate_cards')
          .values({ listing, card: json, version: 1, updated_at: at })
          .onConflict((oc) => oc.column('listing').doUpdateSet((eb) => ({ card: json, updated_at: at, version: eb(eb.ref('rate_cards.version'), '+', 1) })))
          .execute();
        const row = await trx.selectFrom('rate_cards').select('version').where('listing', '=', listing).executeTakeFirstOrThrow();
        return { listing, card, version: Number(row.version), updatedAt: at };
      });
    },

    async remove(listing: string): Promise<boolean> {
      const result = await db.deleteFrom('rate_cards').where('listing', '=', listing).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async exchangeRates(): Promise<EuroRates | undefined> {
      const row = await db.selectFrom('exchange_rates').selectAll().where('id', '=', 1).executeTakeFirst();
      return row && { day: row.day, perEuro: JSON.parse(row.rates) as EuroRates['perEuro'] };
    },

    async saveExchangeRates(rates: EuroRates, now: Date): Promise<void> {
      const values = { day: rates.day, rates: JSON.stringify(rates.perEuro), fetched_at: now.toISOString() };
      await db.insertInto('exchange_rates').values({ id: 1, ...values }).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
    },
  };
}

export type RatesStore = ReturnType<typeof ratesStore>;
