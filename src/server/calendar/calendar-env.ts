/**
 * `CALENDAR_FEEDS` for servers configured by environment: feeds separated by spaces, each
 * `listing=https://…`, or a bare URL for the default listing.
 */
const ENTRY = /^([a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?)=(.+)$/;

export function calendarFeedsFromEnv(value: string | undefined): Record<string, string[]> {
  const calendars: Record<string, string[]> = {};
  for (const entry of (value ?? '').split(/\s+/).filter(Boolean)) {
    const match = /^[a-z][a-z0-9+.-]*:\/\//i.test(entry) ? undefined : ENTRY.exec(entry);
    const [listing, url] = match ? [match[1], match[2]] : ['', entry];
    if (!URL.canParse(url)) throw new TypeError(`CALENDAR_FEEDS: a feed of "${listing || 'the default listing'}" is not a URL.`);
    (calendars[listing] ??= []).push(url);
  }
  return calendars;
}
