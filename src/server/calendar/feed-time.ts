/**
 * The instant or day an iCal DATE / DATE-TIME names, whatever zone it is written in: UTC (`Z`), an IANA
 * `TZID` (with or without a VTIMEZONE in the file), a Windows zone name as Exchange and Outlook write it
 * (mapped to IANA by the CLDR table of `windows-iana`), another `TZID` defined by a VTIMEZONE in the file,
 * or a floating time (read as the listing's own).
 */
import ICAL from 'ical.js';
import { findIana } from 'windows-iana';
import { epochOf, isTimeZone, wallAt } from './local-time';
import { dayOfUtc, ymd } from './nights';

type Time = ICAL.Time;

export type FeedZones = {
  /** The listing's IANA zone: floating times are read in it, and days are counted in it. */
  listing: string;
  /** The VTIMEZONEs of the file by TZID. */
  fromFile: Map<string, ICAL.Timezone>;
};

type Zone = { iana: string } | { vtimezone: ICAL.Timezone };

const resolved = new Map<string, string | undefined>();

/** The IANA name a TZID stands for: itself, its Windows name's CLDR match, or a path's IANA tail. */
export function ianaOf(tzid: string): string | undefined {
  if (resolved.has(tzid)) return resolved.get(tzid);
  const name = tzid.trim().replace(/^"|"$/g, '');
  const tail = /([A-Za-z_]+\/[A-Za-z_+-]+(?:\/[A-Za-z_+-]+)?)$/.exec(name)?.[1];
  const iana = [name, findIana(name)[0], tail].find((candidate): candidate is string => Boolean(candidate) && isTimeZone(candidate!));
  resolved.set(tzid, iana);
  return iana;
}

function zoneOf(property: ICAL.Property | null, time: Time, zones: FeedZones): Zone {
  if (time.zone?.tzid === 'UTC') return { iana: 'UTC' };
  const tzid = property?.getParameter('tzid');
  if (typeof tzid !== 'string' || !tzid) return { iana: zones.listing };
  const iana = ianaOf(tzid);
  if (iana) return { iana };
  const vtimezone = zones.fromFile.get(tzid);
  return vtimezone ? { vtimezone } : { iana: zones.listing };
}

/** Epoch milliseconds of a DATE-TIME written on `property` (its `TZID` parameter names the zone). */
export function instantOf(property: ICAL.Property | null, time: Time, zones: FeedZones): number {
  const zone = zoneOf(property, time, zones);
  if ('iana' in zone) {
    return epochOf({ year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second }, zone.iana);
  }
  const inZone = new ICAL.Time({ year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second, isDate: false }, zone.vtimezone);
  return inZone.toUnixTime() * 1000;
}

/** The listing's day of an instant. */
export function listingDay(epochMs: number, zones: FeedZones): string {
  const wall = wallAt(epochMs, zones.listing);
  return ymd(wall.year, wall.month, wall.day);
}

export const dayOf = (time: Time): string => ymd(time.year, time.month, time.day);

/**
 * The day a DATE-TIME names on an all-day series (Exchange writes RECURRENCE-ID and EXDATE so): the date
 * as written in its own zone; for UTC, the day whose midnight is nearest, which is the date as written
 * for every zone from UTC-11 to UTC+12.
 */
export function seriesDayOf(time: Time): string {
  if (time.isDate || time.zone?.tzid !== 'UTC') return dayOf(time);
  return dayOfUtc(Date.UTC(time.year, time.month - 1, time.day, time.hour + 12, time.minute, time.second));
}

/** An event's start and end: days for an all-day event, instants for a timed one. */
export type Span = { allDay: true; start: string; end: string } | { allDay: false; start: number; end: number; zones: FeedZones };
