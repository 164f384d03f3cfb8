/**
 * A stand-in for the receiver's `GET /api/quote`, for the form's tests (the real one lives in the receiver):
 * 3,500,000 IDR a night, cleaning 500,000, a minimum stay of 3 nights, worded by Intl in the asked language,
 * and the total in the asked budget currency at a made-up rate when it is not IDR.
 * `listing=none` has no prices (404); `listing=broken` fails (500); dates that are no stay get 400.
 */
const NIGHTLY = 3_500_000;
const CLEANING = 500_000;
const MIN_STAY = 3;
/** Rupiah per unit of each budget currency (made up, round). */
const RATES = { USD: 16_000, AUD: 10_500, EUR: 17_500 };

const money = (lang, currency, amount, digits = currency === 'IDR' ? 0 : 2) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency, currencyDisplay: 'code', maximumFractionDigits: digits }).format(amount);

/** The answer to a quote request's query (`URLSearchParams`): `{ status, body }`. */
export function quoteAnswer(query) {
  const listing = query.get('listing');
  if (listing === 'none') return { status: 404, body: { error: 'no prices' } };
  if (listing === 'broken') return { status: 500, body: { error: 'down' } };
  const nights = Math.round((Date.parse(query.get('checkOut')) - Date.parse(query.get('checkIn'))) / 86_400_000);
  if (!(nights > 0)) return { status: 400, body: { errors: { checkOut: 'Check-out date must be after check-in date.' } } };
  const lang = query.get('lang') || 'en';
  const line = (kind, label, amount) => ({ kind, label, amount, text: money(lang, 'IDR', amount) });
  const lines = [line('nights', `${nights} × ${money(lang, 'IDR', NIGHTLY)}`, nights * NIGHTLY), line('cleaning', 'Cleaning', CLEANING)];
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  const currency = query.get('currency');
  const rate = RATES[currency];
  const body = {
    currency: 'IDR',
    nights,
    lines,
    total,
    totalText: money(lang, 'IDR', total),
    minStay: MIN_STAY,
    notes: nights < MIN_STAY ? ['min-stay'] : [],
    ratesVersion: 1,
    ...(rate && { approx: { currency, total: Math.round((total / rate) * 100), totalText: money(lang, currency, total / rate, 0) } }),
  };
  return { status: 200, body };
}
