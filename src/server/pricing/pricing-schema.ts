/** The pricing tables as Kysely sees them (migration `0016_rates`). */

export interface RateCardsTable {
  /** The listing's slug; `''` is the default listing. */
  listing: string;
  /** The checked `RateCard` as JSON. */
  card: string;
  /** 1 for the first save, one more for each later save. */
  version: number;
  updated_at: string;
}

/** The one row of the last euro reference rates read (`EXCHANGE_RATES=ecb`). */
export interface ExchangeRatesTable {
  id: number;
  /** The day the rates are for (`YYYY-MM-DD`). */
  day: string;
  /** `{ "USD": 1.08, "IDR": 17600, … }`: units per euro. */
  rates: string;
  fetched_at: string;
}

export interface PricingTables {
  rate_cards: RateCardsTable;
  exchange_rates: ExchangeRatesTable;
}
