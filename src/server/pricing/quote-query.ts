/**
 * Reads `?listing=&checkIn=&checkOut=&lang=&currency=` of the quote endpoint. Dates get the booking
 * endpoint's own messages (a day of slack either side of UTC today, as for bookings).
 */
import { addDays, CURRENCIES, isIsoDate, LIMITS, MESSAGES, type Currency } from '../../booking-request';
import { nightsBetween } from '../calendar/nights';

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export type QuoteQuery =
  | { ok: true; listing: string; checkIn: string; checkOut: string; lang: string | null; currency?: Currency }
  | { ok: false; errors: Record<string, string> };

export function parseQuoteQuery(url: URL, today: string): QuoteQuery {
  const params = url.searchParams;
  const errors: Record<string, string> = {};
  const listing = params.get('listing') ?? '';
  if (listing !== '' && !SLUG.test(listing)) errors.listing = 'listing must be a slug: a-z, 0-9 and inner hyphens, at most 64 characters.';
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  if (!isIsoDate(checkIn)) errors.checkIn = MESSAGES.checkIn;
  else if (checkIn < addDays(today, -1)) errors.checkIn = MESSAGES.checkInPast;
  else if (checkIn > addDays(today, 1, LIMITS.checkInYears)) errors.checkIn = MESSAGES.checkInFar;
  if (!isIsoDate(checkOut)) errors.checkOut = MESSAGES.checkOut;
  else if (isIsoDate(checkIn)) {
    if (checkOut <= checkIn) errors.checkOut = MESSAGES.checkOutOrder;
    else if (nightsBetween(checkIn, checkOut) > LIMITS.stayNights) errors.checkOut = MESSAGES.stayNights;
  }
  // The guest's budget currency only decides whether an approximate figure is added: an unknown one is ignored.
  const wanted = params.get('currency')?.toUpperCase();
  const currency = CURRENCIES.find((c) => c === wanted);
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, listing, checkIn, checkOut, lang: params.get('lang'), ...(currency && { currency }) };
}
