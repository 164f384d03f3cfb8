/**
 * Import from a loopback server: Airbnb-, Booking.com-, VRBO- and Google-shaped feeds of one listing become
 * its busy nights; a conditional read, a changed feed, failing and hostile feeds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { airbnbFeed, bookingComFeed, compact, googleFeed, todayUtc, vrboFeed } from '../../../test/helpers/calendar-feeds';
import { startFeedServer, type FeedServer } from '../../../test/helpers/feed-server';
import { setClientAddress } from '../http/client-address';
import { createBookingReceiver, type BookingReceiver } from '../receiver';
import { fetchFeed } from './fetch-feed';
import { addDays } from './nights';

const today = todayUtc();
const d = (offset: number) => addDays(today, offset);
let feeds: FeedServer;
let dir: string;
let receiver: BookingReceiver;
let clock: number;

function open(calendars: Record<string, string[]>) {
  receiver = createBookingReceiver({
    database: join(dir, 'bookings.sqlite'),
    calendars,
    allowPrivateFeeds: true,
    rateLimitPerMinute: 1000,
    trustProxy: false,
    now: () => new Date(clock),
  });
  return receiver;
}

async function busy(listing: string) {
  const request = new Request(`https://villa.example/api/availability?listing=${listing}&from=${d(0)}&to=${d(400)}`);
  setClientAddress(request, '203.0.113.7');
  const response = await receiver.availabilityHandler(request);
  expect(response.status).toBe(200);
  return ((await response.json()) as { busy: unknown[] }).busy;
}

/** Reads what is due after `minutes` more on the clock. */
async function later(minutes: number) {
  clock += minutes * 60_000;
  await (await receiver.calendars())!.sync();
}

beforeEach(async () => {
  feeds = await startFeedServer();
  dir = mkdtempSync(join(tmpdir(), 'bali-calendar-'));
  clock = Date.now();
});
afterEach(async () => {
  await receiver?.close();
  await feeds.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('calendar import', () => {
  it('reads Airbnb, Booking.com, VRBO and Google feeds into one listing\'s busy nights', async () => {
    feeds.set('/airbnb.ics', { body: airbnbFeed(today, [{ uid: 'a1@airbnb.com', from: 10, to: 13 }, { uid: 'a2@airbnb.com', from: 60, to: 63, summary: 'Airbnb (Not available)' }]) });
    feeds.set('/booking.ics', { body: bookingComFeed(today, [{ uid: 'b1', from: 13, to: 15 }, { uid: 'b2', from: 30, to: 32, extra: ['STATUS:CANCELLED'] }]) });
    feeds.set('/vrbo.ics', { body: vrboFeed(today, [{ uid: 'v1', from: 40, to: 42, summary: 'Reserved - Jane' }]) });
    feeds.set('/google.ics', {
      body: googleFeed([
        'BEGIN:VEVENT', 'UID:g1', `DTSTART;TZID=Europe/London:${compact(d(80))}T230000`, `DTEND;TZID=Europe/London:${compact(d(82))}T090000`,
        'RRULE:FREQ=WEEKLY;COUNT=3', `EXDATE;TZID=Europe/London:${compact(d(87))}T230000`, 'END:VEVENT',
      ]),
    });
    open({ 'villa-samudra': ['/airbnb.ics', '/booking.ics', '/vrbo.ics', '/google.ics'].map(feeds.url) });
    await receiver.ready();
    await (await receiver.calendars())!.sync();

    expect(await busy('villa-samudra')).toEqual([
      { from: d(10), to: d(15) },
      { from: d(40), to: d(42) },
      { from: d(60), to: d(63) },
      // 23:00 in London is the next morning in Bali: the stays start a night later there; the second is excluded.
      { from: d(81), to: d(82) },
      { from: d(95), to: d(96) },
    ]);
    expect(await busy('villa-lain')).toEqual([]);
    const listed = await (await receiver.calendars())!.feeds('villa-samudra');
    // Named by their PRODID: the owner knows "Airbnb", not a host name.
    expect(listed.map((f) => [f.label, Boolean(f.lastOkAt), f.lastError]).sort()).toEqual([
      ['Airbnb', true, undefined],
      ['Booking.com', true, undefined],
      ['Google Calendar', true, undefined],
      ['VRBO', true, undefined],
    ]);
  }, 60_000);

  it('asks again with the ETag, and a removed event frees its nights', async () => {
    feeds.set('/a.ics', { etag: '"v1"', body: airbnbFeed(today, [{ uid: 'a1', from: 5, to: 8 }, { uid: 'a2', from: 20, to: 25 }]) });
    open({ 'villa-samudra': [feeds.url('/a.ics')] });
    await receiver.ready();
    await later(0);
    expect(await busy('villa-samudra')).toEqual([{ from: d(5), to: d(8) }, { from: d(20), to: d(25) }]);

    await later(5); // not due yet: nothing is read
    expect(feeds.hits('/a.ics').total).toBe(1);
    await later(11);
    expect(feeds.hits('/a.ics')).toEqual({ total: 2, notModified: 1 });
    expect(await busy('villa-samudra')).toEqual([{ from: d(5), to: d(8) }, { from: d(20), to: d(25) }]);

    feeds.set('/a.ics', { etag: '"v2"', body: airbnbFeed(today, [{ uid: 'a2', from: 20, to: 25 }]) });
    await later(16);
    expect(await busy('villa-samudra')).toEqual([{ from: d(20), to: d(25) }]);
  }, 60_000);

  it('keeps the last good copy of a feed that fails, and says why', async () => {
    feeds.set('/a.ics', { body: airbnbFeed(today, [{ uid: 'a1', from: 5, to: 8 }]) });
    open({ '': [feeds.url('/a.ics')] });
    await receiver.ready();
    await later(0);
    const cases: [Parameters<FeedServer['set']>[1], RegExp][] = [
      [{ status: 500 }, /HTTP 500/],
      [{ redirect: '/a.ics' }, /redirects more than 5 times/],
      [{ body: '<!doctype html><title>Sign in</title>' }, /does not give a calendar \(iCal\)/],
      [{ body: `BEGIN:VCALENDAR\r\n${'X-PAD:'.padEnd(1000, 'x')}\r\n`.repeat(2200) }, /larger than 2 MiB/],
    ];
    for (const [answer, error] of cases) {
      feeds.set('/a.ics', answer);
      await later(16);
      const [feed] = await (await receiver.calendars())!.feeds('');
      expect(feed.lastError).toMatch(error);
      expect(await busy('')).toEqual([{ from: d(5), to: d(8) }]);
    }
    feeds.set('/a.ics', { body: airbnbFeed(today, [{ uid: 'a1', from: 6, to: 9 }]) });
    await later(6); // a failed feed is tried again after 5 minutes
    const [feed] = await (await receiver.calendars())!.feeds('');
    expect(feed.lastError).toBeUndefined();
    expect(await busy('')).toEqual([{ from: d(6), to: d(9) }]);
  }, 60_000);
});

describe('a partial read', () => {
  it('keeps every readable event, tells the owner what was skipped, and clears that once the feed is clean', async () => {
    const good = ['BEGIN:VEVENT', 'UID:ok', `DTSTART;VALUE=DATE:${compact(d(5))}`, `DTEND;VALUE=DATE:${compact(d(8))}`, 'END:VEVENT'];
    feeds.set('/g.ics', {
      body: googleFeed([
        ...good,
        'BEGIN:VEVENT', 'UID:endless', `DTSTART;VALUE=DATE:${compact(d(3))}`, 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', 'END:VEVENT',
        'BEGIN:VEVENT', 'UID:broken', 'DTSTART:2027-13-45', 'END:VEVENT',
      ]),
    });
    open({ '': [feeds.url('/g.ics')] });
    await receiver.ready();
    await later(0);
    expect(await busy('')).toEqual([{ from: d(5), to: d(8) }]);
    let [feed] = await (await receiver.calendars())!.feeds('');
    expect(feed).toMatchObject({
      lastWarning: 'This calendar has an event that repeats without end; it was skipped. 1 event could not be read and was skipped. Every other event was read.',
    });
    expect(feed.lastError).toBeUndefined();

    feeds.set('/g.ics', { body: googleFeed(good) });
    await later(16);
    [feed] = await (await receiver.calendars())!.feeds('');
    expect(feed.lastWarning).toBeUndefined();
    expect(await busy('')).toEqual([{ from: d(5), to: d(8) }]);
  }, 60_000);
});

describe('fetchFeed', () => {
  it('reads only https on public addresses unless private feeds are allowed', async () => {
    feeds.set('/a.ics', { body: 'BEGIN:VCALENDAR' });
    await expect(fetchFeed(feeds.url('/a.ics'), {})).rejects.toThrow('Only https:// feeds are read; CALENDAR_ALLOW_PRIVATE=1 (option allowPrivateFeeds) also reads');
    await expect(fetchFeed('https://127.0.0.1/a.ics', {})).rejects.toThrow('private address');
    await expect(fetchFeed('https://[::1]/a.ics', {})).rejects.toThrow('private address');
    await expect(fetchFeed('https://localhost/a.ics', {})).rejects.toThrow('private address');
    await expect(fetchFeed(feeds.url('/a.ics'), {}, { allowPrivate: true })).resolves.toMatchObject({ status: 'fetched', text: 'BEGIN:VCALENDAR' });
  });

  it('gives up on a feed that does not answer in time', async () => {
    feeds.set('/slow.ics', { stall: true });
    await expect(fetchFeed(feeds.url('/slow.ics'), {}, { allowPrivate: true, timeoutMs: 300 })).rejects.toThrow('did not answer');
  });
});

describe('configured feeds', () => {
  it('are replaced by a receiver given `calendars`, and left alone by one without', async () => {
    feeds.set('/a.ics', { body: airbnbFeed(today, [{ uid: 'a1', from: 5, to: 8 }]) });
    feeds.set('/b.ics', { body: airbnbFeed(today, [{ uid: 'b1', from: 9, to: 10 }]) });
    open({ 'villa-samudra': [feeds.url('/a.ics'), feeds.url('/b.ics')] });
    await later(0);
    await receiver.close();
    receiver = createBookingReceiver({ database: join(dir, 'bookings.sqlite'), rateLimitPerMinute: 0, allowPrivateFeeds: true, now: () => new Date(clock) });
    await later(0);
    expect((await (await receiver.calendars())!.feeds()).length).toBe(2);
    await receiver.close();
    open({ 'villa-samudra': [feeds.url('/b.ics')] });
    await later(0);
    expect((await (await receiver.calendars())!.feeds()).map((f) => f.url)).toEqual([feeds.url('/b.ics')]);
    expect(await busy('villa-samudra')).toEqual([{ from: d(9), to: d(10) }]);
  }, 60_000);
});

describe('a refused feed', () => {
  it('is said once in the server log with the reason and the switch, and read at once after the restart that turns it on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      feeds.set('/a.ics', { body: airbnbFeed(today, [{ uid: 'a1', from: 5, to: 8 }]) });
      const calendars = { 'villa-samudra': [feeds.url('/a.ics')] };
      receiver = createBookingReceiver({ database: join(dir, 'bookings.sqlite'), calendars, rateLimitPerMinute: 0, trustProxy: false, now: () => new Date(clock) });
      await later(0);
      await later(6); // tried again after 5 minutes: the same reason is not said twice
      const lines = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('calendar feed'));
      expect(lines).toEqual([
        `bali-widgets: calendar feed ${new URL(feeds.url('/')).host} of listing "villa-samudra" not read: Only https:// feeds are read; CALENDAR_ALLOW_PRIVATE=1 (option allowPrivateFeeds) also reads http:// feeds and private addresses.`,
      ]);
      expect(lines[0]).not.toContain('a.ics'); // the path of a feed URL is its secret
      await receiver.close();
      clock += 60_000; // a minute later, well before the 5 minutes after a failure
      open(calendars);
      await later(0);
      expect(await busy('villa-samudra')).toEqual([{ from: d(5), to: d(8) }]);
    } finally {
      warn.mockRestore();
    }
  });
});
