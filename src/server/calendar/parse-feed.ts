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

/** The busy nights of `text`, merged, inside the window. Throws {@link FeedError} for what is not iCal. */
export function parseFeed(text: string, limits: ParseLimits): NightRange[] {
  const maxEvents = limits.maxEvents ?? 50_000;
  const deadline = limits.deadline ?? Number.POSITIVE_INFINITY;
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
  const vevents = calendar.getAllSubcomponents('vevent');

  // A recurring event's changed occurrences (RECURRENCE-ID) belong to it, not beside it.
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  const singles: ICAL.Event[] = [];
  for (const vevent of vevents) {
    const event = new ICAL.Event(vevent);
    if (event.isRecurrenceException()) exceptions.push(event);
    else if (event.isRecurring()) masters.set(event.uid, event);
    else singles.push(event);
  }
  for (const exception of exceptions) {
    const master = masters.get(exception.uid);
    if (master) master.relateException(exception);
    else singles.push(exception);
  }

  const nights: NightRange[] = [];
  const add = (component: ICAL.Component, start: Time, end: Time | undefined) => {
    if (Date.now() > deadline) throw new FeedError('The feed took too long to read.');
    if (isFree(component)) return;
    const range = nightsOf(component, start, end, limits.timeZone);
    const inside = range && clip(range, limits.windowFrom, limits.windowTo);
    if (inside) nights.push(inside);
  };
  for (const event of singles) {
    if (event.startDate) add(event.component, event.startDate, event.endDate);
  }
  for (const master of masters.values()) expand(master, limits, add);
  return mergeRanges(nights);
}

const isFree = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED' ||
  String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT';

/** Occurrences up to the window's end, at most `maxSteps` of them (EXDATE is applied by the iterator). */
function expand(master: ICAL.Event, limits: ParseLimits, add: (c: ICAL.Component, s: Time, e: Time | undefined) => void) {
  if (!master.startDate) return;
  const maxSteps = limits.maxSteps ?? 5_000;
  const iterator = master.iterator();
  for (let step = 0; step < maxSteps; step += 1) {
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
