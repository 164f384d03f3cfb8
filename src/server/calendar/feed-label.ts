/** The name a feed goes by in the inbox, from its host: the owner knows "Airbnb", not `www.airbnb.co.id`. */
const KNOWN: [RegExp, string][] = [
  [/(^|\.)airbnb\./, 'Airbnb'],
  [/(^|\.)booking\.com$/, 'Booking.com'],
  [/(^|\.)(vrbo|homeaway)\./, 'VRBO'],
  [/(^|\.)google\.com$/, 'Google Calendar'],
  [/(^|\.)agoda\./, 'Agoda'],
  [/(^|\.)expedia\./, 'Expedia'],
];

export function feedLabel(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'Calendar';
  }
  return KNOWN.find(([pattern]) => pattern.test(host))?.[1] ?? host.replace(/^www\./, '');
}
