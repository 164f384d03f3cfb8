import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../booking-request';
import { availabilityUrl, loadBusy, nearestFreeStays, readBusy, takenNights } from './availability';

const today = new Date().toISOString().slice(0, 10);
const d = (n: number) => addDays(today, n);

describe('availabilityUrl', () => {
  const base = 'https://villa.example/stay/';
  it('is the endpoint\'s sibling with its listing, or the attribute, or nothing when off', () => {
    expect(availabilityUrl('/api/book-accommodation?listing=villa-samudra', undefined, base, today)).toBe(
      `https://villa.example/api/availability?listing=villa-samudra&from=${today}&to=${d(731)}`,
    );
    expect(availabilityUrl('https://api.example/book', '', base, today)).toBe(`https://api.example/availability?from=${today}&to=${d(731)}`);
    expect(availabilityUrl('/api/book', '/calendar/free?listing=x', base, today)).toBe(`https://villa.example/calendar/free?listing=x&from=${today}&to=${d(731)}`);
    expect(availabilityUrl('/api/book', ' OFF ', base, today)).toBeUndefined();
  });

  it('sits beside an endpoint written with its trailing slash (Next.js trailingSlash), slash and all', () => {
    expect(availabilityUrl('/services/api/book-accommodation/?listing=ocean', undefined, base, today)).toBe(
      `https://villa.example/services/api/availability/?listing=ocean&from=${today}&to=${d(731)}`,
    );
  });
});

describe('readBusy and loadBusy', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('take only { busy: [{ from, to }] } and give nothing for anything else', async () => {
    expect(readBusy({ busy: [{ from: d(1), to: d(3) }] })).toEqual([{ from: d(1), to: d(3) }]);
    expect(readBusy({ busy: [{ from: d(3), to: d(1) }] })).toBeUndefined();
    expect(readBusy({ busy: 'x' })).toBeUndefined();
    expect(readBusy(null)).toBeUndefined();
    vi.stubGlobal('fetch', async () => new Response('{"busy":[]}', { status: 500 }));
    expect(await loadBusy('https://villa.example/api/availability')).toBeUndefined();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    expect(await loadBusy('https://villa.example/api/availability')).toBeUndefined();
    vi.stubGlobal('fetch', async () => Response.json({ busy: [{ from: d(1), to: d(2) }] }));
    expect(await loadBusy('https://villa.example/api/availability')).toEqual([{ from: d(1), to: d(2) }]);
  });
});

describe('takenNights and nearestFreeStays', () => {
  const busy = [{ from: d(10), to: d(14) }, { from: d(16), to: d(20) }];
  it('name the chosen nights that look taken; the check-out day is free', () => {
    expect(takenNights(busy, { checkIn: d(12), checkOut: d(17) })).toEqual([{ from: d(12), to: d(14) }, { from: d(16), to: d(17) }]);
    expect(takenNights(busy, { checkIn: d(14), checkOut: d(16) })).toEqual([]);
    expect(takenNights(busy, { checkIn: d(6), checkOut: d(10) })).toEqual([]);
  });
  it('offer the nearest free stays of the same length, never before today', () => {
    expect(nearestFreeStays(busy, { checkIn: d(11), checkOut: d(13) }, today)).toEqual([
      { checkIn: d(7), checkOut: d(9) },
      { checkIn: d(8), checkOut: d(10) },
      { checkIn: d(14), checkOut: d(16) },
    ]);
    expect(nearestFreeStays([{ from: d(0), to: d(5) }], { checkIn: d(1), checkOut: d(3) }, today)).toEqual([
      { checkIn: d(5), checkOut: d(7) },
      { checkIn: d(6), checkOut: d(8) },
      { checkIn: d(7), checkOut: d(9) },
    ]);
  });
});
