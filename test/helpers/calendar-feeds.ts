/**
 * iCal feeds shaped as Airbnb, Booking.com and VRBO publish them (from their public descriptions: all-day
 * events with the check-out day as DTEND, "Not available" blocks), and a Google-style calendar with a time
 * zone and a recurrence. Days are offsets from `today`, so the tests hold whatever day they run.
 */
import { addDays } from '../../src/server/calendar/nights';

export const compact = (day: string) => day.replaceAll('-', '');
const lines = (...rows: (string | string[])[]) => rows.flat().join('\r\n') + '\r\n';
const stamp = (today: string) => `DTSTAMP:${compact(today)}T000000Z`;

export type FeedEvent = { uid: string; from: number; to: number; summary?: string; extra?: string[] };

const allDay = (today: string, e: FeedEvent) => [
  'BEGIN:VEVENT',
  `DTEND;VALUE=DATE:${compact(addDays(today, e.to))}`,
  `DTSTART;VALUE=DATE:${compact(addDays(today, e.from))}`,
  stamp(today),
  `UID:${e.uid}`,
  `SUMMARY:${e.summary ?? 'Reserved'}`,
  ...(e.extra ?? []),
  'END:VEVENT',
];

/** Airbnb: "Reserved" stays with a reservation link, and "Airbnb (Not available)" blocks. */
export function airbnbFeed(today: string, events: FeedEvent[]): string {
  return lines(
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    events.flatMap((e) =>
      allDay(today, { ...e, extra: e.summary ? [] : ['DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HM4X2\\nPhone Number (Last 4 Digits): 7890'] }),
    ),
    'END:VCALENDAR',
  );
}

/** Booking.com: every night closed as "CLOSED - Not available", no names. */
export function bookingComFeed(today: string, events: FeedEvent[]): string {
  return lines(
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Booking.com//Booking.com Calendar//EN',
    'METHOD:PUBLISH',
    events.flatMap((e) => allDay(today, { summary: 'CLOSED - Not available', ...e })),
    'END:VCALENDAR',
  );
}

/** VRBO: "Reserved - Name" stays and "Blocked" nights. */
export function vrboFeed(today: string, events: FeedEvent[]): string {
  return lines('BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//HomeAway.com, Inc.//EN', events.flatMap((e) => allDay(today, e)), 'END:VCALENDAR');
}

/** A Google Calendar with a VTIMEZONE, timed events in it, a weekly RRULE with an EXDATE and a cancellation. */
export function googleFeed(body: string[]): string {
  return lines(
    'BEGIN:VCALENDAR',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'VERSION:2.0',
    'X-WR-TIMEZONE:Europe/London',
    'BEGIN:VTIMEZONE',
    'TZID:Europe/London',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0000',
    'TZNAME:GMT',
    'DTSTART:19701025T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0000',
    'TZOFFSETTO:+0100',
    'TZNAME:BST',
    'DTSTART:19700329T010000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'END:VTIMEZONE',
    body,
    'END:VCALENDAR',
  );
}

export const todayUtc = () => new Date().toISOString().slice(0, 10);
