/**
 * Reads every listing's feeds off the request path: a feed is due when added and then every `intervalMs`
 * (15 minutes by default; 5 after a failure, so a feed that was down comes back soon). Before reading, an
 * instance takes the feed's lease in the database, so one instance reads a given feed at a time. A read
 * that fails keeps the last good copy and records why.
 */
import { randomUUID } from 'node:crypto';
import type { OpenedDatabase } from '../store/open';
import { calendarStore, type CalendarStore } from './calendar-store';
import { fetchFeed, type FetchFeedOptions } from './fetch-feed';
import { addDays, dayOfUtc } from './nights';
import { feedLabel, prodidOf } from './feed-label';
import { FeedError, parseFeed } from './parse-feed';

export const DEFAULT_SYNC_INTERVAL_MS = 15 * 60_000;
const RETRY_AFTER_FAILURE_MS = 5 * 60_000;
/** Longer than one read can take (10 s fetch, a few seconds of parsing): a lapsed lease means a dead reader. */
const LEASE_MS = 60_000;
/** Nights kept from each feed: a little history for the inbox, two years ahead for the form. */
const KEEP_PAST_DAYS = 62;
const KEEP_AHEAD_DAYS = 2 * 366 + 31;

export type CalendarSyncOptions = {
  store: Pick<OpenedDatabase, 'db' | 'write' | 'dialect'>;
  /** Feeds from configuration, `listing` → URLs (`''` is the default listing); undefined leaves them as they are. */
  calendars?: Record<string, readonly string[]>;
  /** The listings' time zone. Default `Asia/Makassar` (Bali). */
  timeZone?: string;
  allowPrivateFeeds?: boolean;
  intervalMs?: number;
  now?: () => Date;
  /** How feeds are fetched (tests). */
  fetch?: FetchFeedOptions;
  /** Reports a failure of the loop itself (a feed's failure goes to its row, and to `onFeedError` once). */
  onError?: (error: unknown) => void;
  /** Told once per feed and reason (the host only: feed URLs hold secrets). Default `console.warn`. */
  onFeedError?: (line: string) => void;
};

export type CalendarSync = {
  /** Reads every due feed now; resolves when done. */
  tick(): Promise<void>;
  stop(): Promise<void>;
};

export function startCalendarSync(options: CalendarSyncOptions): CalendarSync {
  const calendars = calendarStore(options.store);
  const now = options.now ?? (() => new Date());
  const interval = options.intervalMs ?? DEFAULT_SYNC_INTERVAL_MS;
  const owner = randomUUID();
  const onError = options.onError ?? ((error) => console.error(`bali-widgets: calendar sync: ${(error as Error)?.message ?? error}`));
  const told = new Map<string, string>();
  const onFeedError = options.onFeedError ?? ((line) => console.warn(line));
  const tell = (feed: { id: string; url: string; listing: string }, reason: string | undefined) => {
    if (reason === undefined) return void told.delete(feed.id);
    if (told.get(feed.id) === reason) return;
    told.set(feed.id, reason);
    const host = URL.canParse(feed.url) ? new URL(feed.url).host : 'a feed';
    onFeedError(`bali-widgets: calendar feed ${host} of ${feed.listing ? `listing "${feed.listing}"` : 'the default listing'} not read: ${reason}`);
  };
  let configured: Promise<void> | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  // Closing the receiver ends a read in progress at once (its worker is terminated).
  const closing = new AbortController();

  const tick = (): Promise<void> => {
    running ??= (async () => {
      // At start, feeds that failed are read at once: a restart usually follows a changed setting.
      configured ??= (options.calendars ? calendars.syncConfigured(options.calendars, now()) : Promise.resolve())
        .then(() => calendars.retryFailedNow(now()))
        .catch((error: unknown) => {
          configured = undefined;
          throw error;
        });
      await configured;
      for (const feed of await calendars.dueFeeds(now())) {
        if (stopped) return;
        const reason = await readOne(calendars, feed.id, owner, { etag: feed.etag, lastModified: feed.last_modified, url: feed.url }, options, now, interval, closing.signal);
        if (reason !== null) tell(feed, reason);
      }
    })()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  // The check runs every minute; a feed is read when due, so an added feed waits at most a minute.
  const timer = setInterval(() => void tick(), Math.min(interval, 60_000));
  timer.unref?.();
  void tick();
  return {
    tick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      closing.abort();
      await running;
    },
  };
}

type Known = { url: string; etag: string | null; lastModified: string | null };

/** Reads one feed: undefined when read, the reason when it failed, null when another instance has it or closing. */
async function readOne(calendars: CalendarStore, id: string, owner: string, known: Known, options: CalendarSyncOptions, now: () => Date, interval: number, signal: AbortSignal): Promise<string | undefined | null> {
  const started = now();
  if (!(await calendars.lease(id, owner, started, new Date(started.getTime() + LEASE_MS)))) return null;
  try {
    const fetched = await fetchFeed(known.url, known, { allowPrivate: options.allowPrivateFeeds, ...options.fetch });
    const done = now();
    const next = new Date(done.getTime() + interval);
    if (fetched.status === 'unchanged') return void (await calendars.saveRead(id, owner, {}, done, next));
    const today = dayOfUtc(done.getTime());
    const { nights, warning } = await parseFeed(fetched.text, {
      windowFrom: addDays(today, -KEEP_PAST_DAYS),
      windowTo: addDays(today, KEEP_AHEAD_DAYS),
      timeZone: options.timeZone ?? 'Asia/Makassar',
      signal,
    });
    const label = feedLabel(known.url, prodidOf(fetched.text));
    await calendars.saveRead(id, owner, { nights, warning, etag: fetched.etag, lastModified: fetched.lastModified, label }, done, next);
  } catch (error) {
    if (signal.aborted) {
      await calendars.release(id, owner); // closing: the next reader starts at once
      return null;
    }
    const message = error instanceof FeedError ? error.message : 'This calendar could not be read because of an error in the receiver; it is tried again in 5 minutes.';
    const done = now();
    await calendars.saveFailure(id, owner, message, done, new Date(done.getTime() + Math.min(interval, RETRY_AFTER_FAILURE_MS)));
    return message;
  }
}
