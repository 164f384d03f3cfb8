import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../booking-request';
import { isQuotable, loadQuote, quoteUrl, readQuote } from './quote';

const today = new Date().toISOString().slice(0, 10);
const d = (n: number) => addDays(today, n);
const stay = { checkIn: d(10), checkOut: d(14) };
const answer = {
  currency: 'IDR',
  nights: 4,
  lines: [{ kind: 'nights', label: '4 × Rp 3.500.000', amount: 14_000_000, text: 'Rp 14.000.000' }],
  total: 14_000_000,
  totalText: 'Rp 14.000.000',
  minStay: 3,
  notes: [],
  ratesVersion: 2,
};

describe('quoteUrl', () => {
  const base = 'https://villa.example/stay/';
  const query = `checkIn=${d(10)}&checkOut=${d(14)}&lang=de&currency=AUD`;
  it("is `quote` beside the endpoint with its listing, or the attribute, or nothing when off", () => {
    expect(quoteUrl('/api/book-accommodation?listing=villa-samudra', undefined, base, stay, 'de', 'AUD')).toBe(
      `https://villa.example/api/quote?listing=villa-samudra&${query}`,
    );
    expect(quoteUrl('https://api.example/book', '', base, stay, 'de', 'AUD')).toBe(`https://api.example/quote?${query}`);
    expect(quoteUrl('/api/book', '/prices?listing=x', base, stay, 'de', 'AUD')).toBe(`https://villa.example/prices?listing=x&${query}`);
    expect(quoteUrl('/api/book', ' Off ', base, stay, 'de', 'AUD')).toBeUndefined();
  });
});

describe('isQuotable', () => {
  it('takes the stays the form takes: from today, within two years, 1 to 365 nights', () => {
    expect(isQuotable(stay, today)).toBe(true);
    expect(isQuotable({ checkIn: today, checkOut: d(365) }, today)).toBe(true);
    expect(isQuotable({ checkIn: today, checkOut: d(366) }, today)).toBe(false);
    expect(isQuotable({ checkIn: d(-1), checkOut: d(2) }, today)).toBe(false);
    expect(isQuotable({ checkIn: d(4), checkOut: d(4) }, today)).toBe(false);
    expect(isQuotable({ checkIn: addDays(today, 1, 2), checkOut: addDays(today, 3, 2) }, today)).toBe(false);
    // A year still being typed into the date field.
    expect(isQuotable({ checkIn: '0002-03-05', checkOut: d(3) }, today)).toBe(false);
    expect(isQuotable({ checkIn: '', checkOut: d(3) }, today)).toBe(false);
  });
});

describe('readQuote and loadQuote', () => {
  afterEach(() => vi.unstubAllGlobals());
  it("take the receiver's answer for these nights, and nothing else", () => {
    expect(readQuote(answer, 4)).toEqual(answer);
    expect(readQuote({ ...answer, approx: { currency: 'AUD', total: 142_000, totalText: 'AUD 1,420' } }, 4)?.approx?.totalText).toBe('AUD 1,420');
    expect(readQuote(answer, 5), "another stay's answer").toBeUndefined();
    expect(readQuote({ ...answer, totalText: '' }, 4)).toBeUndefined();
    expect(readQuote({ ...answer, lines: [{ label: 'x' }] }, 4)).toBeUndefined();
    expect(readQuote({ ...answer, approx: {} }, 4)).toBeUndefined();
    expect(readQuote({ ...answer, notes: 'min-stay' }, 4)).toBeUndefined();
    expect(readQuote(null, 4)).toBeUndefined();
  });

  it('give nothing for no prices (404), a failure or no answer', async () => {
    const signal = new AbortController().signal;
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(answer), { status: 200 }));
    expect(await loadQuote('https://villa.example/api/quote', 4, signal)).toEqual(answer);
    vi.stubGlobal('fetch', async () => new Response('{"error":"no prices"}', { status: 404 }));
    expect(await loadQuote('https://villa.example/api/quote', 4, signal)).toBeUndefined();
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 200 }));
    expect(await loadQuote('https://villa.example/api/quote', 4, signal)).toBeUndefined();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    expect(await loadQuote('https://villa.example/api/quote', 4, signal)).toBeUndefined();
  });

  it('stop waiting when the time is up (5 s in the form)', async () => {
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))));
    expect(await loadQuote('https://villa.example/api/quote', 4, new AbortController().signal, 20)).toBeUndefined();
  });
});
