/** The JSON of the inbox's calendar calls: one contract for the page and its handler. */

export type BusyKind = 'feed' | 'block' | 'booked';

/** A busy range with its source, for the owner: "Airbnb", "Owner stay", "Ji-woo Park". */
export type OwnerBusy = { from: string; to: string; kind: BusyKind; label: string; id: string };

export type OwnerFeed = { id: string; url: string; label: string; origin: 'config' | 'inbox'; lastReadAt?: string; lastOkAt?: string; lastError?: string; lastWarning?: string };

export type OwnerBlock = { id: string; from: string; to: string; note: string };

/** GET api/calendar?listing=&from=&to= */
export type CalendarAnswer = {
  listing: string;
  /** Every listing the owner has calendars or requests for (`''` is the default one). */
  listings: string[];
  busy: OwnerBusy[];
  feeds: OwnerFeed[];
  blocks: OwnerBlock[];
  /** The exported feed's secret URL, when one was made. */
  exportUrl?: string;
};

/** GET api/calendar/requests/<id>: what the request's nights collide with (empty: nights free). */
export type CollisionsAnswer = { collisions: OwnerBusy[] };
