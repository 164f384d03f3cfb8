import { expect, it } from 'vitest';
import { calendarFeedsFromEnv } from './calendar-env';

it('reads CALENDAR_FEEDS: listing=URL pairs and bare URLs for the default listing', () => {
  expect(
    calendarFeedsFromEnv(' villa-samudra=https://www.airbnb.com/calendar/ical/1.ics?s=a=b\n villa-samudra=https://admin.booking.com/x.ics https://calendar.google.com/c.ics '),
  ).toEqual({
    'villa-samudra': ['https://www.airbnb.com/calendar/ical/1.ics?s=a=b', 'https://admin.booking.com/x.ics'],
    '': ['https://calendar.google.com/c.ics'],
  });
  expect(calendarFeedsFromEnv(undefined)).toEqual({});
  expect(() => calendarFeedsFromEnv('villa=not-a-url')).toThrow('CALENDAR_FEEDS: a feed of "villa" is not a URL.');
});
