/**
 * The exported feed: Booked requests and owner blocks (never imported events, never more than a first
 * name), valid iCal that ical.js reads back, at a secret URL that stops working when revoked.
 */
import ICAL from 'ical.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { newBooking, validRequest } from '../../../test/helpers/booking-entry';
import { airbnbFeed, todayUtc } from '../../../test/helpers/calendar-feeds';
import { startFeedServer, type FeedServer } from '../../../test/helpers/feed-server';
import { createBookingReceiver, type BookingReceiver } from '../receiver';
import { addDays } from './nights';

const today = todayUtc();
const d = (offset: number) => addDays(today, offset);
let dir: string;
let feeds: FeedServer;
let receiver: BookingReceiver;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bali-export-'));
  feeds = await startFeedServer();
  feeds.set('/a.ics', { body: airbnbFeed(today, [{ uid: 'imported@airbnb.com', from: 60, to: 64 }]) });
  receiver = createBookingReceiver({
    database: join(dir, 'bookings.sqlite'),
    calendars: { 'villa-samudra': [feeds.url('/a.ics')] },
    allowPrivateFeeds: true,
    rateLimitPerMinute: 0,
  });
});
afterEach(async () => {
  await receiver.close();
  await feeds.close();
  rmSync(dir, { recursive: true, force: true });
});

const exportUrl = (listing: string, key: string) => `https://villa.example/api/calendar.ics?listing=${listing}&key=${encodeURIComponent(key)}`;

it('exports Booked requests and blocks as iCal that reads back, with first names only', async () => {
  await receiver.ready();
  const calendars = (await receiver.calendars())!;
  await calendars.sync();
  const bookings = await receiver.bookings();
  const stay = newBooking({ listing: 'villa-samudra', booking: { ...validRequest, name: 'Ji-woo Park', email: 'jiwoo@example.com', checkIn: d(10), checkOut: d(14) } });
  await bookings.save(stay);
  await bookings.setStatus(stay.id, 'booked');
  await bookings.save(newBooking({ listing: 'villa-samudra', booking: { ...validRequest, checkIn: d(20), checkOut: d(22) } }));
  await calendars.addBlock('villa-samudra', { from: d(30), to: d(33) }, 'Owner stay', new Date());
  const key = await calendars.exportToken('villa-samudra', new Date());

  const response = await receiver.calendarExportHandler(new Request(exportUrl('villa-samudra', key)));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const text = await response.text();
  expect(text).not.toMatch(/Park|jiwoo@|\+62|Owner stay|imported@airbnb/);
  expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);

  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(events.map((e) => [e.summary, e.startDate.toString(), e.endDate.toString(), e.startDate.isDate])).toEqual([
    ['Booked: Ji-woo', d(10), d(14), true],
    ['Not available', d(30), d(33), true],
  ]);
  expect(new Set(events.map((e) => e.uid)).size).toBe(2);
  expect(events.every((e) => e.component.getFirstPropertyValue('dtstamp'))).toBe(true);
});

it('answers 404 to a wrong, missing or revoked key, and a new key after revoking', async () => {
  const calendars = (await receiver.calendars())!;
  const key = await calendars.exportToken('villa-samudra', new Date());
  expect(await calendars.exportToken('villa-samudra', new Date())).toBe(key);
  expect((await receiver.calendarExportHandler(new Request(exportUrl('villa-samudra', `${key}x`)))).status).toBe(404);
  expect((await receiver.calendarExportHandler(new Request(exportUrl('villa-lain', key)))).status).toBe(404);
  expect((await receiver.calendarExportHandler(new Request('https://villa.example/api/calendar.ics?listing=villa-samudra'))).status).toBe(404);
  await calendars.revokeExport('villa-samudra');
  expect((await receiver.calendarExportHandler(new Request(exportUrl('villa-samudra', key)))).status).toBe(404);
  const fresh = await calendars.exportToken('villa-samudra', new Date());
  expect(fresh).not.toBe(key);
  expect((await receiver.calendarExportHandler(new Request(exportUrl('villa-samudra', fresh)))).status).toBe(200);
});
