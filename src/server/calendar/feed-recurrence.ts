/**
 * The occurrences of a recurring event (`RRULE`, `RDATE`) up to the window's end. `EXDATE` and
 * `RECURRENCE-ID` match occurrences by instant whatever zone or form they are written in (a DATE, a
 * DATE-TIME in a zone, in UTC); on an all-day series they match by day (see seriesDayOf). A series that
 * takes more than `maxSteps` steps to reach the window's end repeats without end, for our purpose.
 */
import ICAL from 'ical.js';
import { dayOf, instantOf, seriesDayOf, type FeedZones } from './feed-time';
import { addDays, nightsBetween } from './nights';
import type { Span } from './feed-time';

type Time = ICAL.Time;

export type Series = { index: number; vevent: ICAL.Component; span: Span; changed: ICAL.Component[] };

export function expandSeries(
  series: Series,
  zones: FeedZones,
  window: { windowTo: string },
  maxSteps: number,
  emit: (start: Span['start'], end: Span['end']) => void,
  onStep?: () => void,
): 'done' | 'endless' {
  const { vevent, span } = series;
  const startProperty = vevent.getFirstProperty('dtstart')!;
  const dtstart = startProperty.getFirstValue() as Time;
  const keyOf = (property: ICAL.Property, value: Time): string => {
    if (span.allDay) return value.isDate ? dayOf(value) : seriesDayOf(value);
    // A DATE on a timed series names the occurrence of that day.
    return value.isDate ? `D${dayOf(value)}` : String(instantOf(property, value, zones));
  };
  const excluded = new Set<string>();
  for (const property of vevent.getAllProperties('exdate')) {
    for (const value of property.getValues() as Time[]) excluded.add(keyOf(property, value));
  }
  for (const change of series.changed) {
    const property = change.getFirstProperty('recurrence-id');
    if (property) excluded.add(keyOf(property, property.getFirstValue() as Time));
  }

  const seen = new Set<string>();
  const last = addDays(window.windowTo, 1);
  const nights = span.allDay ? nightsBetween(span.start, span.end) : 0;
  const length = span.allDay ? 0 : span.end - span.start;
  let steps = 0;
  /** False once the occurrence is past the window. */
  const take = (time: Time): boolean => {
    onStep?.();
    steps += 1;
    const day = dayOf(time);
    if (day >= last) return false;
    if (span.allDay) {
      if (seen.has(day) || excluded.has(day)) return true;
      seen.add(day);
      emit(day, addDays(day, nights));
      return true;
    }
    const at = instantOf(startProperty, time, zones);
    const key = String(at);
    if (seen.has(key) || excluded.has(key) || excluded.has(`D${day}`)) return true;
    seen.add(key);
    emit(at, at + length);
    return true;
  };

  take(dtstart);
  for (const property of vevent.getAllProperties('rdate')) {
    for (const value of property.getValues() as (Time | ICAL.Period)[]) {
      const time = value instanceof ICAL.Period ? value.start : value;
      if (time instanceof ICAL.Time) take(time);
      if (steps > maxSteps) return 'endless';
    }
  }
  for (const property of vevent.getAllProperties('rrule')) {
    const iterator = (property.getFirstValue() as ICAL.Recur).iterator(dtstart);
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (steps > maxSteps) return 'endless';
      if (!take(next)) break;
    }
  }
  return 'done';
}
