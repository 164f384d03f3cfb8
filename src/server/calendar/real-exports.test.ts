/**
 * Real-shaped exports (test/fixtures/ics/, one per way real feeds were misread), each with the nights it
 * keeps written out by hand, for a listing in Bali (UTC+8). The window is fixed: a feed's nights do not
 * depend on the day the test runs.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feedLabel, prodidOf } from './feed-label';
import { parseFeed } from './parse-feed';

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/ics/${name}`, import.meta.url), 'utf8');
const limits = { windowFrom: '2027-01-01', windowTo: '2029-01-01', timeZone: 'Asia/Makassar' };
const read = (name: string) => parseFeed(fixture(name), limits);
const nights = (...ranges: [string, string][]) => ranges.map(([from, to]) => ({ from: `2027-${from}`, to: `2027-${to}` }));

// Each read starts a worker thread: generous on a loaded machine.
describe('real exports', { timeout: 30_000 }, () => {
  it('an old Airbnb feed (PRODID with a parameter) is read and labelled Airbnb, as a new one is', async () => {
    expect(await read('airbnb-old-prodid.ics')).toEqual({ nights: nights(['03-12', '03-15'], ['03-28', '04-02']) });
    expect(feedLabel('https://calendar-proxy.example.net/feed/4711.ics', prodidOf(fixture('airbnb-old-prodid.ics')))).toBe('Airbnb');
    // A stay and a block that touch are one busy stretch.
    expect(await read('airbnb-new.ics')).toEqual({ nights: nights(['03-12', '03-18']) });
    expect(feedLabel('https://calendar-proxy.example.net/feed/4712.ics', prodidOf(fixture('airbnb-new.ics')))).toBe('Airbnb');
  });

  it('a Booking.com feed with a byte-order mark keeps every night', async () => {
    expect(fixture('booking-com-bom.ics').charCodeAt(0)).toBe(0xfeff);
    expect(await read('booking-com-bom.ics')).toEqual({ nights: nights(['05-01', '05-04'], ['05-20', '05-21']) });
  });

  it('Exchange\'s Windows zone names are their IANA zones, with or without the VTIMEZONE in the file', async () => {
    // 17:00 EDT on 28 Oct is 05:00 on the 29th in Bali; 11:00 EDT on the 31st is 23:00 there.
    expect(await read('exchange-windows-zone-vtimezone.ics')).toEqual({ nights: nights(['10-29', '10-31']) });
    // 23:00 CEST on 15 Jun is 05:00 on the 16th in Bali; the transparent dinner keeps nothing.
    expect(await read('exchange-windows-zone-no-vtimezone.ics')).toEqual({ nights: nights(['06-16', '06-18']) });
  });

  it('a date-time RECURRENCE-ID on an all-day series moves or cancels its day (Exchange)', async () => {
    // Weekly two-night stays from Wed 1 Sep: the 8th moved to the 11th (TZID form), the 15th cancelled (UTC form).
    expect(await read('exchange-all-day-moved.ics')).toEqual({ nights: nights(['09-01', '09-03'], ['09-11', '09-13'], ['09-22', '09-24']) });
  });

  it('a UTC EXDATE and RECURRENCE-ID match their occurrence on an IANA-zoned series without VTIMEZONE (Google)', async () => {
    // Weekly 15:00-11:00 Los Angeles stays (06:00 and 02:00 the next day in Bali) from 5 Jul: the 12th
    // excluded, the 19th moved to the 21st, the 26th as it was.
    expect(await read('google-iana-no-vtimezone.ics')).toEqual({ nights: nights(['07-06', '07-08'], ['07-22', '07-24'], ['07-27', '07-29']) });
  });

  it('an iCloud series in Australia/Sydney without VTIMEZONE, one month excluded in UTC', async () => {
    expect(await read('icloud-iana-no-vtimezone.ics')).toEqual({ nights: nights(['01-08', '01-11'], ['03-08', '03-11']) });
  });

  it('events with a malformed start are skipped and counted; the others are kept', async () => {
    expect(await read('bad-events-among-good.ics')).toEqual({
      nights: nights(['06-10', '06-14'], ['07-01', '07-03']),
      warning: '2 events could not be read and were skipped. Every other event was read.',
    });
  });

  it('an event that ends before it starts is read with its dates swapped', async () => {
    expect(await read('inverted-event.ics')).toEqual({ nights: nights(['08-07', '08-10'], ['08-18', '08-20']) });
  });
});
