/**
 * An iCal feed (RFC 5545, parsed by ical.js event by event) as the nights it keeps busy, with the rules
 * rental tools apply: an all-day `DTEND` is the check-out day; a timed event keeps every night from the
 * day it starts to the day it ends (at least one) in the listing's time zone; an event that ends before it
 * starts is read with its two dates swapped; `STATUS:CANCELLED` and transparent (free) events keep
 * nothing. A malformed event is skipped and counted, the rest kept. Recurrences are in feed-recurrence.ts.
 * Synchronous: it runs in the feed worker (parse-feed.ts), never on the request path.
 */
import ICAL from 'ical.js';
import { expandSeries, type Series } from './feed-recurrence';
import { feedBlocks } from './feed-blocks';
import { dayOf, instantOf, listingDay, type FeedZones, type Span } from './feed-time';
import { addDays, clip, mergeRanges, type NightRange } from './nights';

export type ReadLimits = {
  /** First night that counts. */
  windowFrom: string;
  /** Check-out day of the last night that counts. */
  windowTo: string;
  /** The listing's IANA time zone (timed events are placed in it). */
  timeZone: string;
  /** Largest number of VEVENTs read. Default 50,000. */
  maxEvents?: number;
  /** Steps of one recurrence followed at most; more is an event that repeats without end. Default 20,000. */
  maxSteps?: number;
};

export type FeedRead = {
  nights: NightRange[];
  /** Events that could not be read (bad dates, broken lines), skipped. */
  unreadable: number;
  /** Events that repeat without end (beyond the step bound, or stopped by the worker's watchdog), skipped. */
  endless: number;
};

/** Where the reader is, for the watchdog: `event` is the index of the event being read. */
export type ReadHooks = {
  /** Events not to read (they stopped a reader before): counted as endless. */
  skip?: ReadonlySet<number>;
  onEvent?(index: number): void;
  onStep?(): void;
};

type Time = ICAL.Time;

export function readFeed(text: string, limits: ReadLimits, hooks: ReadHooks = {}): FeedRead {
  const { events, timezones } = feedBlocks(text, limits.maxEvents ?? 50_000);
  const zones: FeedZones = { listing: limits.timeZone, fromFile: new Map() };
  for (const block of timezones) {
    try {
      const timezone = new ICAL.Timezone(new ICAL.Component(ICAL.parse(block) as unknown[]));
      if (timezone.tzid) zones.fromFile.set(timezone.tzid, timezone);
    } catch {
      // A broken VTIMEZONE: its events are read by their TZID's name, else as the listing's time.
    }
  }
  const read: FeedRead = { nights: [], unreadable: 0, endless: 0 };
  const add = (range: NightRange | undefined) => {
    const inside = range && clip(range, limits.windowFrom, limits.windowTo);
    if (inside) read.nights.push(inside);
  };
  const series = new Map<string, Series>();
  const changed: { vevent: ICAL.Component; span: Span }[] = [];
  events.forEach((block, index) => {
    hooks.onEvent?.(index);
    hooks.onStep?.();
    if (hooks.skip?.has(index)) return void (read.endless += 1);
    try {
      if (block === undefined) throw new RangeError('nested too deep');
      const vevent = new ICAL.Component(ICAL.parse(block) as unknown[]);
      const span = spanOf(vevent, zones); // throws for a malformed DTSTART / DTEND / DURATION
      if (vevent.hasProperty('recurrence-id')) changed.push({ vevent, span });
      else if (vevent.hasProperty('rrule') || vevent.hasProperty('rdate')) {
        const uid = String(vevent.getFirstPropertyValue('uid') ?? `#${index}`);
        if (!series.has(uid)) series.set(uid, { index, vevent, span, changed: [] });
      } else if (!isFree(vevent)) add(nightsOf(span));
    } catch {
      read.unreadable += 1;
    }
  });
  for (const { vevent, span } of changed) {
    series.get(String(vevent.getFirstPropertyValue('uid')))?.changed.push(vevent);
    // A changed occurrence keeps its own nights (a moved stay), whether or not its series is read.
    if (!isFree(vevent)) add(nightsOf(span));
  }
  for (const one of series.values()) {
    hooks.onEvent?.(one.index);
    if (hooks.skip?.has(one.index)) {
      read.endless += 1;
      continue;
    }
    if (isFree(one.vevent)) continue;
    try {
      const ranges: NightRange[] = [];
      const done = expandSeries(one, zones, limits, limits.maxSteps ?? 20_000, (start, end) => ranges.push(nightsOf({ ...one.span, start, end } as Span)), hooks.onStep);
      if (done === 'endless') read.endless += 1;
      else ranges.forEach(add);
    } catch {
      read.unreadable += 1;
    }
  }
  read.nights = mergeRanges(read.nights);
  return read;
}

export type { Span } from './feed-time';

export function spanOf(vevent: ICAL.Component, zones: FeedZones): Span {
  const startProperty = vevent.getFirstProperty('dtstart');
  const start = startProperty?.getFirstValue() as Time | null | undefined;
  if (!start || typeof start !== 'object' || !(start instanceof ICAL.Time)) throw new RangeError('no DTSTART');
  const endProperty = vevent.getFirstProperty('dtend');
  const end = endProperty?.getFirstValue() as Time | null | undefined;
  const duration = vevent.getFirstPropertyValue('duration') as ICAL.Duration | null;
  const seconds = duration instanceof ICAL.Duration ? Math.abs(duration.toSeconds()) : undefined;
  if (start.isDate) {
    const from = dayOf(start);
    const to = end instanceof ICAL.Time ? dayOf(end) : seconds !== undefined ? addDays(from, Math.round(seconds / 86_400)) : addDays(from, 1);
    return { allDay: true, start: from, end: to };
  }
  const at = instantOf(startProperty!, start, zones);
  const until = end instanceof ICAL.Time ? instantOf(endProperty!, end, zones) : at + (seconds ?? 0) * 1000;
  return { allDay: false, start: at, end: until, zones };
}

/** The nights a span keeps, before clipping to the window; its two ends are swapped when inverted. */
function nightsOf(span: Span): NightRange {
  const [a, b] = span.allDay ? [span.start, span.end] : [listingDay(span.start, span.zones), listingDay(span.end, span.zones)];
  const [from, to] = a <= b ? [a, b] : [b, a];
  return { from, to: to > from ? to : addDays(from, 1) };
}

const isFree = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED' ||
  String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT';
