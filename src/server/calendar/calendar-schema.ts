/** The calendar tables as Kysely sees them (migration `0007_calendars`). Days are `YYYY-MM-DD`, times ISO 8601 UTC. */

export interface CalendarFeedsTable {
  id: string;
  /** The listing's slug; `''` is the default listing (bookings without `?listing=`). */
  listing: string;
  url: string;
  /** Where it comes from, for the owner: Airbnb, Booking.com, VRBO, Google Calendar or the host name. */
  label: string;
  /** `config` (the receiver's `calendars` option) or `inbox` (added by the owner). */
  origin: 'config' | 'inbox';
  created_at: string;
  etag: string | null;
  last_modified: string | null;
  /** Last attempt, and last attempt that gave a usable feed. */
  last_read_at: string | null;
  last_ok_at: string | null;
  /** Why the last attempt failed; null after a good one. */
  last_error: string | null;
  /** What the last good read skipped (events that repeat without end or could not be read); null when none (0010). */
  last_warning: string | null;
  next_read_at: string;
  /** The instance reading the feed now, until `lease_until`: one reader at a time. */
  lease_owner: string | null;
  lease_until: string | null;
}

/** The last good copy of a feed: its busy nights, replaced whole by each good read. */
export interface CalendarBusyTable {
  feed_id: string;
  from_day: string;
  to_day: string;
}

/** Nights the owner blocked by hand, with a note ("Owner stay"). */
export interface CalendarBlocksTable {
  id: string;
  listing: string;
  from_day: string;
  to_day: string;
  note: string;
  created_at: string;
}

/** The secret of each listing's exported feed; revoking it deletes the row (a new one is made on demand). */
export interface CalendarExportsTable {
  listing: string;
  token: string;
  created_at: string;
}

export interface CalendarTables {
  calendar_feeds: CalendarFeedsTable;
  calendar_busy: CalendarBusyTable;
  calendar_blocks: CalendarBlocksTable;
  calendar_exports: CalendarExportsTable;
}
