/** Reads `?listing=&from=&to=` of the availability endpoint; each bad parameter gets its own message. */
import { isDay, nightsBetween } from './nights';

/** At most two years of nights per call. */
export const MAX_AVAILABILITY_NIGHTS = 731;
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export type AvailabilityQuery =
  | { ok: true; listing: string; from: string; to: string }
  | { ok: false; errors: Record<string, string> };

export function parseAvailabilityQuery(url: URL): AvailabilityQuery {
  const params = url.searchParams;
  const errors: Record<string, string> = {};
  const listing = params.get('listing') ?? '';
  if (listing !== '' && !SLUG.test(listing)) errors.listing = 'listing must be a slug: a-z, 0-9 and inner hyphens, at most 64 characters.';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (!isDay(from)) errors.from = 'from must be a day written YYYY-MM-DD.';
  if (!isDay(to)) errors.to = 'to must be a day written YYYY-MM-DD.';
  else if (isDay(from)) {
    if (to <= from) errors.to = 'to must be after from (it is the check-out day of the last night).';
    else if (nightsBetween(from, to) > MAX_AVAILABILITY_NIGHTS) errors.to = `At most ${MAX_AVAILABILITY_NIGHTS} nights per call.`;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, listing, from, to };
}
