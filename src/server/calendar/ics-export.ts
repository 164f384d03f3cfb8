/**
 * A listing's own nights as an iCal feed (RFC 5545, written by ical.js) for Airbnb, Booking.com and the
 * rest: the requests marked Booked and the owner's blocks, never the imported events (a platform would
 * read its own bookings back through another one). A guest appears by first name only; a block's note
 * stays in the inbox.
 */
import ICAL from 'ical.js';
import type { BusyRange } from './busy-nights';

const dateOf = (day: string) => ICAL.Time.fromDateString(day);

export function exportCalendar(listing: string, ranges: readonly BusyRange[], now: Date): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//bali-widgets//calendar export//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  calendar.updatePropertyWithValue('x-wr-calname', listing ? `${listing} (direct bookings)` : 'Direct bookings');
  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const range of ranges) {
    const { source } = range;
    if (source.kind === 'feed') continue;
    const event = new ICAL.Component('vevent');
    const id = source.kind === 'booked' ? `booked-${source.bookingId}` : `block-${source.blockId}`;
    event.updatePropertyWithValue('uid', `${id}@bali-widgets`);
    event.updatePropertyWithValue('dtstamp', stamp);
    event.updatePropertyWithValue('dtstart', dateOf(range.from));
    event.updatePropertyWithValue('dtend', dateOf(range.to));
    event.updatePropertyWithValue('summary', source.kind === 'booked' ? `Booked: ${firstName(source.name)}` : 'Not available');
    event.updatePropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(event);
  }
  return calendar.toString().replace(/\r?\n/g, '\r\n') + '\r\n';
}

/** The first word of a name ("Ji-woo Park" → "Ji-woo"), at most 40 characters. */
export const firstName = (name: string): string => (name.trim().split(/\s+/)[0] ?? '').slice(0, 40) || 'Guest';
