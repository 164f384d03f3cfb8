/**
 * The receiver's calendar side on its own database: the import loop (started with the database, stopped
 * by `close()`), the public availability, the exported feed and the owner's calendar actions.
 */
import type { BookingHandler } from '../http/answers';
import type { BookingReceiverOptions } from '../receiver-options';
import type { ReceiverDatabase } from '../store/store-seam';
import { createAvailabilityHandler } from './availability-handler';
import { busyNights, type BusyRange } from './busy-nights';
import { calendarStore, type CalendarStore } from './calendar-store';
import { startCalendarSync, type CalendarSync } from './calendar-sync';
import { createCalendarExportHandler } from './export-handler';
import { isTimeZone } from './local-time';

/** The owner's calendar actions (the inbox uses them). */
export type ReceiverCalendars = CalendarStore & {
  /** Every busy night of `listing` in `[from, to)` with its source. */
  busy(listing: string, from: string, to: string): Promise<BusyRange[]>;
  /** Reads every due feed now (a feed just added is due). */
  sync(): Promise<void>;
};

export type ReceiverCalendarSide = {
  availabilityHandler: BookingHandler;
  calendarExportHandler: BookingHandler;
  start(): void;
  calendars(): Promise<ReceiverCalendars | undefined>;
  stop(): Promise<void>;
};

export function receiverCalendarSide(options: BookingReceiverOptions, database: ReceiverDatabase): ReceiverCalendarSide {
  const timeZone = options.calendarTimeZone ?? 'Asia/Makassar';
  if (!isTimeZone(timeZone)) throw new TypeError(`bali-widgets: CALENDAR_TIME_ZONE (calendarTimeZone) "${timeZone}" is not an IANA time zone (e.g. Asia/Makassar).`);
  const off = options.calendars === false;
  // Without `calendars`, the configured feeds are another instance's to set: they are read, not changed.
  const configured = options.calendars || undefined;
  checkFeeds(configured ?? {});
  let sync: Promise<CalendarSync | undefined> | undefined;
  let stopped = false;
  const start = () => {
    if (stopped || off) return;
    sync ??= database.store().then(
      (store) =>
        store && !stopped
          ? startCalendarSync({ store, calendars: configured, timeZone, allowPrivateFeeds: options.allowPrivateFeeds, intervalMs: options.calendarIntervalMs, now: options.now })
          : undefined,
      () => {
        sync = undefined; // a database that was down: the next request starts it
        return undefined;
      },
    );
  };
  const starting = (handler: BookingHandler): BookingHandler => (request) => {
    start();
    return handler(request);
  };
  return {
    availabilityHandler: starting(createAvailabilityHandler({ ...options, database })),
    calendarExportHandler: starting(createCalendarExportHandler({ ...options, database })),
    start,
    async calendars() {
      start();
      const store = await database.store();
      if (!store) return undefined;
      return {
        ...calendarStore(store),
        busy: (listing: string, from: string, to: string) => busyNights(store, listing, from, to),
        sync: async () => (await sync)?.tick(),
      };
    },
    async stop() {
      stopped = true;
      await (await sync)?.stop();
    },
  };
}

function checkFeeds(calendars: Record<string, readonly string[]>) {
  for (const [listing, urls] of Object.entries(calendars)) {
    if (listing !== '' && !/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/.test(listing)) {
      throw new TypeError(`bali-widgets: calendars: "${listing}" is not a listing slug (a-z, 0-9, inner hyphens).`);
    }
    for (const url of urls) {
      if (!URL.canParse(url)) throw new TypeError(`bali-widgets: calendars: a feed of "${listing || 'the default listing'}" is not a URL.`);
    }
  }
}

