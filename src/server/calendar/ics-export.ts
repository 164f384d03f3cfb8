/**
 * A listing's own nights as an iCal feed (RFC 5545, written by ical.js) for Airbnb, Booking.com and the
 * rest: the requests marked Booked, the owner's blocks and the nights an open offer holds, never the imported events (a platform would
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
    const id = source.kind === 'booked' ? `booked-${source.bookingId}` : source.kind === 'hold' ? `hold-${source.offerId}` : `block-${source.blockId}`;
    event.updatePropertyWithValue('uid', `${id}@bali-widgets`);
    event.updatePropertyWithValue('dtstamp', stamp);
    event.updatePropertyWithValue('dtstart', dateOf(range.from));
    event.updatePropertyWithValue('dtend', dateOf(range.to));
    event.updatePropertyWithValue('summary', source.kind === 'booked' ? `Booked: ${firstName(source.name)}` : source.kind === 'hold' ? 'On hold' : 'Not available');
    event.updatePropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(event);
  }
  return calendar.toString().replace(/\r?\n/g, '\r\n') + '\r\n';
}

/**
 * What the exported calendar may say of a guest: the first word of a name with spaces ("Ji-woo Park" →
 * "Ji-woo", at most 40 characters); for a name without spaces, which may be a whole name ("山田太郎"), its
 * first character and a period ("山."); never an e-mail address ("Guest").
 */
export function firstName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  if (!first || first.includes('@')) return 'Guest';
  const letters = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(first)].map((g) => g.segment);
  return words.length === 1 ? `${letters[0]}.` : letters.slice(0, 40).join('');
}
