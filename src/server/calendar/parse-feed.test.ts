import { describe, expect, it } from 'vitest';
import { airbnbFeed, bookingComFeed, compact, googleFeed, todayUtc } from '../../../test/helpers/calendar-feeds';
import { addDays } from './nights';
import { FeedError, parseFeed as parseWithWarning, type ParseLimits } from './parse-feed';

const parseFeed = async (text: string, limits: ParseLimits) => (await parseWithWarning(text, limits)).nights;

const today = todayUtc();
const d = (offset: number) => addDays(today, offset);
const limits = { windowFrom: d(-30), windowTo: d(731), timeZone: 'Asia/Makassar' };
const vevent = (...rows: string[]) => ['BEGIN:VEVENT', `DTSTAMP:${compact(today)}T000000Z`, ...rows, 'END:VEVENT'];

// Each read starts a worker thread: generous on a loaded machine.
describe('parseFeed', { timeout: 30_000 }, () => {
  it('takes an all-day DTEND as the check-out day and keeps "Not available" blocks', async () => {
    const feed = airbnbFeed(today, [
      { uid: 'a1@airbnb.com', from: 10, to: 13 },
      { uid: 'a2@airbnb.com', from: 20, to: 22, summary: 'Airbnb (Not available)' },
    ]);
    expect(await parseFeed(feed, limits)).toEqual([{ from: d(10), to: d(13) }, { from: d(20), to: d(22) }]);
  });

  it('merges touching stays and skips cancelled and free events', async () => {
    const feed = bookingComFeed(today, [
      { uid: 'b1', from: 5, to: 7 },
      { uid: 'b2', from: 7, to: 9 },
      { uid: 'b3', from: 30, to: 33, extra: ['STATUS:CANCELLED'] },
      { uid: 'b4', from: 40, to: 41, extra: ['TRANSP:TRANSPARENT'] },
    ]);
    expect(await parseFeed(feed, limits)).toEqual([{ from: d(5), to: d(9) }]);
  });

  it('places timed events in the listing\'s time zone', async () => {
    const feed = googleFeed([
      // 23:00 in London is 07:00 the next day in Bali (UTC+8): the stay starts a night later there.
      ...vevent('UID:g1', `DTSTART;TZID=Europe/London:${compact(d(50))}T230000`, `DTEND;TZID=Europe/London:${compact(d(52))}T100000`),
      // UTC times, and a floating time read as the listing's own.
      ...vevent('UID:g2', `DTSTART:${compact(d(60))}T020000Z`, `DTEND:${compact(d(60))}T040000Z`),
      ...vevent('UID:g3', `DTSTART:${compact(d(70))}T150000`, `DTEND:${compact(d(72))}T110000`),
    ]);
    expect(await parseFeed(feed, limits)).toEqual([{ from: d(51), to: d(52) }, { from: d(60), to: d(61) }, { from: d(70), to: d(72) }]);
    expect((await parseFeed(feed, { ...limits, timeZone: 'Europe/London' }))[0]).toEqual({ from: d(50), to: d(52) });
  });

  it('expands an RRULE with EXDATE and a cancelled occurrence', async () => {
    const feed = googleFeed([
      ...vevent('UID:weekly', `DTSTART;VALUE=DATE:${compact(d(7))}`, `DTEND;VALUE=DATE:${compact(d(8))}`, 'RRULE:FREQ=WEEKLY;COUNT=5', `EXDATE;VALUE=DATE:${compact(d(14))}`),
      ...vevent('UID:weekly', `RECURRENCE-ID;VALUE=DATE:${compact(d(21))}`, `DTSTART;VALUE=DATE:${compact(d(21))}`, `DTEND;VALUE=DATE:${compact(d(22))}`, 'STATUS:CANCELLED'),
    ]);
    expect(await parseFeed(feed, limits)).toEqual([{ from: d(7), to: d(8) }, { from: d(28), to: d(29) }, { from: d(35), to: d(36) }]);
  });

  it('refuses what is not iCal', async () => {
    await expect(parseFeed('<html>Sign in</html>', limits)).rejects.toThrow(FeedError);
    await expect(parseFeed('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n', limits)).rejects.toThrow(FeedError);
  });

});

describe('parseFeed on hostile feeds', () => {
  // The watchdog's stall limit is short here, so each stopped event costs the test a fraction of a second.
  const hostile = { ...limits, stallMs: 400 };

  it('skips events that loop ical.js forever (every frequency) and keeps the rest', async () => {
    const endless = (uid: string, freq: string) =>
      vevent(`UID:${uid}`, `DTSTART;VALUE=DATE:${compact(d(3))}`, `DTEND;VALUE=DATE:${compact(d(4))}`, `RRULE:FREQ=${freq};BYMONTH=2;BYMONTHDAY=30`);
    const feed = googleFeed([
      ...vevent('UID:before', `DTSTART;VALUE=DATE:${compact(d(10))}`, `DTEND;VALUE=DATE:${compact(d(12))}`),
      ...endless('daily', 'DAILY'),
      ...endless('hourly', 'HOURLY'),
      ...vevent('UID:weekly', `DTSTART;VALUE=DATE:${compact(d(20))}`, `DTEND;VALUE=DATE:${compact(d(21))}`, 'RRULE:FREQ=WEEKLY;COUNT=2'),
      ...endless('minutely', 'MINUTELY'),
      ...endless('secondly', 'SECONDLY'),
      ...vevent('UID:after', `DTSTART;VALUE=DATE:${compact(d(40))}`, `DTEND;VALUE=DATE:${compact(d(41))}`),
    ]);
    expect(await parseWithWarning(feed, hostile)).toEqual({
      nights: [{ from: d(10), to: d(12) }, { from: d(20), to: d(21) }, { from: d(27), to: d(28) }, { from: d(40), to: d(41) }],
      warning: 'This calendar has 4 events that repeat without end; they were skipped. Every other event was read.',
    });
    const one = googleFeed([...endless('daily', 'DAILY'), ...vevent('UID:after', `DTSTART;VALUE=DATE:${compact(d(40))}`, `DTEND;VALUE=DATE:${compact(d(41))}`)]);
    expect(await parseWithWarning(one, hostile)).toEqual({
      nights: [{ from: d(40), to: d(41) }],
      warning: 'This calendar has an event that repeats without end; it was skipped. Every other event was read.',
    });
  }, 60_000);

  it('skips a series that takes more steps than any real one (100,000 occurrences, every second for years)', async () => {
    const feed = googleFeed([
      ...vevent('UID:s', `DTSTART:${compact(d(-3000))}T000000Z`, `DTEND:${compact(d(-3000))}T000001Z`, 'RRULE:FREQ=SECONDLY;COUNT=100000'),
      ...vevent('UID:y', 'DTSTART;VALUE=DATE:99991230', 'DTEND;VALUE=DATE:99991231', 'RRULE:FREQ=DAILY'),
      // A daily stay without end is followed to the window's end, never further.
      ...vevent('UID:daily', `DTSTART;VALUE=DATE:${compact(d(1))}`, `DTEND;VALUE=DATE:${compact(d(2))}`, 'RRULE:FREQ=DAILY'),
    ]);
    expect(await parseWithWarning(feed, hostile)).toEqual({
      nights: [{ from: d(1), to: d(731) }],
      warning: 'This calendar has an event that repeats without end; it was skipped. Every other event was read.',
    });
  }, 60_000);

  it('reads around deep nesting, a 2 MiB line and invalid UTF-8; a BOM with or without events', async () => {
    const nested = ['BEGIN:VEVENT', 'UID:deep', `DTSTART;VALUE=DATE:${compact(d(5))}`, ...Array.from({ length: 5_000 }, () => 'BEGIN:VALARM'), ...Array.from({ length: 5_000 }, () => 'END:VALARM'), 'END:VEVENT'];
    const feed = googleFeed([
      ...nested,
      ...vevent('UID:long', `DTSTART;VALUE=DATE:${compact(d(7))}`, `DTEND;VALUE=DATE:${compact(d(8))}`, `SUMMARY:${'x'.repeat(2 * 1024 * 1024 - 2_000)}`),
      ...vevent('UID:utf', `DTSTART;VALUE=DATE:${compact(d(9))}`, `DTEND;VALUE=DATE:${compact(d(10))}`, `SUMMARY:${Buffer.from([0x52, 0xff, 0xfe, 0xc3]).toString('utf8')}`),
    ]);
    expect(await parseWithWarning(feed, hostile)).toEqual({
      nights: [{ from: d(7), to: d(8) }, { from: d(9), to: d(10) }],
      warning: '1 event could not be read and was skipped. Every other event was read.',
    });
    expect(await parseWithWarning('\uFEFFBEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n', hostile)).toEqual({ nights: [] });
    expect(await parseWithWarning(`\uFEFF${bookingComFeed(today, [{ uid: 'b', from: 2, to: 4 }])}`, hostile)).toEqual({ nights: [{ from: d(2), to: d(4) }] });
  }, 60_000);

  it('refuses, in plain words, a feed too big to read, one cut off, and one that takes too long', async () => {
    const many = bookingComFeed(today, Array.from({ length: 100_000 }, (_, i) => ({ uid: `m${i}`, from: i % 700, to: (i % 700) + 1 })));
    await expect(parseFeed(many, limits)).rejects.toThrow('This calendar has 100000 events; at most 50000 are read, so it was not read.');
    await expect(parseFeed(bookingComFeed(today, [{ uid: 'b', from: 2, to: 4 }]).replace('END:VCALENDAR', ''), limits)).rejects.toThrow(/cut off/);
    const big = bookingComFeed(today, Array.from({ length: 12_000 }, (_, i) => ({ uid: `m${i}`, from: i % 700, to: (i % 700) + 1 })));
    await expect(parseFeed(big, { ...limits, timeoutMs: 1 })).rejects.toThrow('This calendar took too long to read');
  }, 60_000);

  it('reads a 1.9 MB feed whole in its worker', async () => {
    const big = bookingComFeed(today, Array.from({ length: 12_000 }, (_, i) => ({ uid: `m${i}`, from: i % 700, to: (i % 700) + 1 })));
    expect(big.length).toBeGreaterThan(1_500_000);
    expect(await parseWithWarning(big, limits)).toEqual({ nights: [{ from: d(0), to: d(700) }] });
  }, 60_000);

  it('ends a read at once when asked (the receiver is closing)', { timeout: 30_000 }, async () => {
    const stop = new AbortController();
    const endless = googleFeed(vevent('UID:daily', `DTSTART;VALUE=DATE:${compact(d(3))}`, 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'));
    const reading = parseFeed(endless, { ...limits, signal: stop.signal });
    stop.abort();
    await expect(reading).rejects.toThrow('the receiver is closing');
  });
});
