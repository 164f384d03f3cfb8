/** The receiver's calendar options (docs/availability.md). */
export type CalendarOptions = {
  /**
   * iCal feeds to import per listing: `{ 'villa-samudra': ['https://www.airbnb.com/calendar/ical/….ics'] }`;
   * `''` is the default listing (requests without `?listing=`). Feeds added in the inbox are kept beside
   * these; configured feeds left out are removed (`{}` removes them all). Unset: the configured feeds stay as
   * another instance set them, and are read. `false` turns the import off in this instance.
   */
  calendars?: Record<string, readonly string[]> | false;
  /** The IANA time zone timed events are placed in. Default `Asia/Makassar` (Bali, WITA). */
  calendarTimeZone?: string;
  /** Reads feeds on private addresses and over plain http (tests, a home server). Default false. */
  allowPrivateFeeds?: boolean;
  /** How often each feed is read, in ms. Default 15 minutes. */
  calendarIntervalMs?: number;
};
