/**
 * The name a feed goes by in the inbox: the owner knows "Airbnb", not `www.airbnb.co.id`. Known hosts
 * first, then the feed's own `PRODID` (an Airbnb feed says `-//Airbnb Inc//…`), then the host name.
 */
const KNOWN: [RegExp, RegExp, string][] = [
  [/(^|\.)airbnb\./, /airbnb/i, 'Airbnb'],
  [/(^|\.)booking\.com$/, /booking\.com/i, 'Booking.com'],
  [/(^|\.)(vrbo|homeaway)\./, /vrbo|homeaway/i, 'VRBO'],
  [/(^|\.)google\.com$/, /google/i, 'Google Calendar'],
  [/(^|\.)agoda\./, /agoda/i, 'Agoda'],
  [/(^|\.)expedia\./, /expedia/i, 'Expedia'],
];

export function feedLabel(url: string, prodid?: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'Calendar';
  }
  const known = KNOWN.find(([pattern]) => pattern.test(host)) ?? (prodid ? KNOWN.find(([, pattern]) => pattern.test(prodid)) : undefined);
  return known?.[2] ?? host.replace(/^www\./, '');
}

/** The calendar's `PRODID`, read from its first lines, with or without parameters (old Airbnb feeds have one). */
export const prodidOf = (text: string): string | undefined => /^PRODID(?:;[^:\r\n]{0,200})?:(.{1,200})$/im.exec(text.slice(0, 4096))?.[1]?.trim();
