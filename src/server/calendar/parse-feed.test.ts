import { describe, expect, it } from 'vitest';
import { airbnbFeed, bookingComFeed, compact, googleFeed, todayUtc } from '../../../test/helpers/calendar-feeds';
import { addDays } from './nights';
import { FeedError, parseFeed as parseWithWarning, type ParseLimits } from './parse-feed';

const parseFeed = async (text: string, limits: ParseLimits) => (await parseWithWarning(text, limits)).nights;

const today = todayUtc();
const d = (offset: number) => addDays(today, offset);
const limits = { windowFrom: d(-30), windowTo: d(731), timeZone: 'Asia/Makassar' };
const vevent = (...rows: string[]) => ['BEGIN:VEVENT', `DTSTAMP:${compact(today)}T000000Z`, ...rows, 'END:VEVENT'];

describe('parseFeed', () => {
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
