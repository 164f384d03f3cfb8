/** The JSON of the inbox's rates calls: one contract for the Rates page and its handler. */
import type { RateCard } from '../server/pricing/rate-card';

export type { RateCard };

/** GET api/rates?listing= */
export type RatesAnswer = {
  listing: string;
  /** Listings with rates, with requests or with calendars (`''` is the default one). */
  listings: string[];
  /** Undefined until the owner saves rates for this listing. */
  card?: RateCard;
  version?: number;
  updatedAt?: string;
};

/** POST api/rates?listing= answers the saved card; a 400 names each bad field (`seasons.2.to`). */
export type RatesSaved = { card: RateCard; version: number; updatedAt: string };
export type RatesRefused = { errors: Record<string, string> };
