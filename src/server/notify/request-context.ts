/**
 * Where a request came from, recorded with the booking without changing the form's payload: the listing
 * from the endpoint's query string (`/api/book-accommodation?listing=villa-samudra`) and the guest's
 * language from `Accept-Language`.
 */
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/**
 * The `listing` query parameter when it is a slug (a-z, 0-9 and inner hyphens, at most 64 characters);
 * `undefined` when missing or malformed. A malformed one is the site's configuration, not the guest's
 * doing, so the booking is still stored (without a listing) rather than refused.
 */
export function listingOf(url: string): { listing?: string; invalid?: true } {
  let value: string | null;
  try {
    value = new URL(url, 'http://localhost').searchParams.get('listing');
  } catch {
    return {};
  }
  if (value === null || value === '') return {};
  return SLUG.test(value) ? { listing: value } : { invalid: true };
}

/** The first language tag of an `Accept-Language` header, canonical (`ko-kr` → `ko-KR`); `undefined` for none or `*`. */
export function localeOf(acceptLanguage: string | null | undefined): string | undefined {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  if (!first || first === '*' || first.length > 35) return undefined;
  try {
    return Intl.getCanonicalLocales(first)[0];
  } catch {
    return undefined;
  }
}

let warnedListing = false;

/**
 * The listing and locale of a booking request, for the stored booking. A malformed `listing` is logged
 * once per process (the parameter's value is the site's markup, never the guest's data).
 */
export function requestContext(request: Request): { listing?: string; locale?: string } {
  const { listing, invalid } = listingOf(request.url);
  if (invalid && !warnedListing) {
    warnedListing = true;
    console.warn('bali-widgets: the endpoint\'s ?listing= is not a slug (a-z, 0-9, hyphens, at most 64): bookings are stored without a listing.');
  }
  const locale = localeOf(request.headers.get('accept-language'));
  return { ...(listing && { listing }), ...(locale && { locale }) };
}
