/**
 * An iCal feed (RFC 5545, parsed by ical.js) as the nights it keeps busy, with the rules rental tools
 * apply: an all-day `DTEND` is the check-out day; a timed event keeps every night from the day it starts to
 * the day it ends (at least one) in the listing's time zone; `RRULE`, `EXDATE`, `RECURRENCE-ID` and
 * `STATUS:CANCELLED` are honoured; a transparent (free) event keeps nothing. Work is bounded: only nights
 * inside the window count, a recurrence is followed a bounded number of steps, and a deadline stops it all.
 */
import ICAL from 'ical.js';
import { epochOf, isTimeZone, wallAt, type Wall } from './local-time';
import { addDays, clip, mergeRanges, ymd, type NightRange } from './nights';

export type ParseLimits = {
  /** First night that counts. */
  windowFrom: string;
  /** Check-out day of the last night that counts. */
  windowTo: string;
  /** The listing's IANA time zone (timed events are placed in it). */
  timeZone: string;
  /** Largest number of VEVENTs read. Default 50,000. */
  maxEvents?: number;
  /** Steps of one recurrence followed at most. Default 5,000. */
  maxSteps?: number;
  /** `Date.now()` after which parsing gives up. */
  deadline?: number;
};

/** The feed could not be used; the message is shown to the owner. */
export class FeedError extends Error {
  override name = 'FeedError';
}

type Time = ICAL.Time;

/** How often parsing gives the event loop back: requests never wait on a feed for longer than this. */
const SLICE_MS = 20;

/**
 * The busy nights of `text`, merged, inside the window. Throws {@link FeedError} for what is not iCal. The
 * work is cut into slices of {@link SLICE_MS}, so a big or hostile feed never holds up the requests.
 */
export async function parseFeed(text: string, limits: ParseLimits): Promise<NightRange[]> {
  const maxEvents = limits.maxEvents ?? 50_000;
  const deadline = limits.deadline ?? Number.POSITIVE_INFINITY;
  let sliceStart = Date.now();
  const tick = async () => {
    const now = Date.now();
    if (now > deadline) throw new FeedError('The feed took too long to read.');
    if (now - sliceStart < SLICE_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    sliceStart = Date.now();
  };
  if (!/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text.slice(0, 1024))) throw new FeedError('This is not an iCal feed (no BEGIN:VCALENDAR).');
  // Counted before parsing: a feed of too many events is refused without building them all.
  const count = text.match(/^BEGIN:VEVENT/gim)?.length ?? 0;
  if (count > maxEvents) throw new FeedError(`The feed has ${count} events; at most ${maxEvents} are read.`);
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    throw new FeedError(`The feed is not valid iCal: ${(error as Error).message}`.slice(0, 300));
  }

  const nights: NightRange[] = [];
  const add = (component: ICAL.Component, start: Time, end: Time | undefined) => {
    if (isFree(component)) return;
    const range = nightsOf(component, start, end, limits.timeZone);
    const inside = range && clip(range, limits.windowFrom, limits.windowTo);
    if (inside) nights.push(inside);
  };
  // Plain events are read from their properties (an ical.js Event costs far more); only recurring ones and
  // their changed occurrences (RECURRENCE-ID) become Events, the occurrences attached to their master.
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Component[] = [];
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    await tick();
    if (vevent.hasProperty('recurrence-id')) exceptions.push(vevent);
    else if (vevent.hasProperty('rrule') || vevent.hasProperty('rdate')) {
      if (masters.size >= MAX_RECURRING) throw new FeedError(`The feed has more than ${MAX_RECURRING} recurring events.`);
      const master = new ICAL.Event(vevent);
      masters.set(master.uid, master);
    } else addPlain(vevent, add);
  }
  for (const vevent of exceptions) {
    await tick();
    const master = masters.get(String(vevent.getFirstPropertyValue('uid')));
    if (master) master.relateException(new ICAL.Event(vevent));
    else addPlain(vevent, add);
  }
  for (const master of masters.values()) await expand(master, limits, add, tick);
  return mergeRanges(nights);
}

/** Recurring events read at most: each costs an ical.js Event and an expansion. */
const MAX_RECURRING = 2_000;

function addPlain(vevent: ICAL.Component, add: (c: ICAL.Component, s: Time, e: Time | undefined) => void) {
  const start = vevent.getFirstPropertyValue('dtstart') as Time | null;
  if (!start || typeof start !== 'object') return;
  let end = vevent.getFirstPropertyValue('dtend') as Time | null;
  const duration = vevent.getFirstPropertyValue('duration') as ICAL.Duration | null;
  if (!end && duration && typeof duration === 'object') {
    end = start.clone();
    end.addDuration(duration);
  }
  add(vevent, start, end && typeof end === 'object' ? end : undefined);
}

const isFree = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED' ||
  String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT';

/** Occurrences up to the window's end, at most `maxSteps` of them (EXDATE is applied by the iterator). */
async function expand(
  master: ICAL.Event,
  limits: ParseLimits,
  add: (c: ICAL.Component, s: Time, e: Time | undefined) => void,
  tick: () => Promise<void>,
) {
  if (!master.startDate) return;
  const maxSteps = limits.maxSteps ?? 5_000;
  const iterator = master.iterator();
  for (let step = 0; step < maxSteps; step += 1) {
    await tick();
    const next = iterator.next();
    if (!next) return;
    if (dayOf(master.component, 'dtstart', next, limits.timeZone) >= limits.windowTo) return;
    const details = master.getOccurrenceDetails(next);
    add(details.item.component, details.startDate, details.endDate);
  }
}

/** The nights an event keeps, before clipping to the window. */
function nightsOf(component: ICAL.Component, start: Time, end: Time | undefined, timeZone: string): NightRange | undefined {
  const from = dayOf(component, 'dtstart', start, timeZone);
  if (start.isDate) {
    // An all-day event without an end is one day (RFC 5545 3.6.1); its end is the check-out day.
    const to = end ? dayOf(component, 'dtend', end, timeZone) : addDays(from, 1);
    return to > from ? { from, to } : { from, to: addDays(from, 1) };
  }
  const to = end ? dayOf(component, 'dtend', end, timeZone) : from;
  return { from, to: to > from ? to : addDays(from, 1) };
}

/** The listing's day of a DATE or DATE-TIME: UTC and IANA zones are converted, floating times are the listing's. */
function dayOf(component: ICAL.Component, property: string, time: Time, timeZone: string): string {
  if (time.isDate) return ymd(time.year, time.month, time.day);
  const wall: Wall = { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second };
  const tzid = (component.getFirstProperty(property) ?? component.getFirstProperty('dtstart'))?.getParameter('tzid');
  const zone = time.zone?.tzid === 'UTC' ? 'UTC' : typeof tzid === 'string' && isTimeZone(tzid) ? tzid : undefined;
  if (!zone || zone === timeZone) return ymd(wall.year, wall.month, wall.day);
  const local = wallAt(epochOf(wall, zone), timeZone);
  return ymd(local.year, local.month, local.day);
}
