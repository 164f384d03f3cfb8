import { describe, expect, it } from 'vitest';
import { csvStream, parseListing } from './listing';
import type { StoredBooking } from '../store';

const url = (query: string) => new URL(`https://villa.example/api/bookings${query}`);

describe('parseListing', () => {
  it('takes the defaults and every valid parameter', () => {
    expect(parseListing(url(''))).toEqual({ ok: true, format: 'json', query: {} });
    expect(parseListing(url('?limit=1000&cursor=abc&status=replied&q=%20Ayu%20&format=csv'))).toEqual({
      ok: true,
      format: 'csv',
      query: { limit: 1000, cursor: 'abc', status: 'replied', q: 'Ayu' },
    });
  });

  it('names every bad parameter', () => {
    const result = parseListing(url(`?limit=1001&status=deleted&format=xml&q=${'x'.repeat(201)}`));
    expect(result.ok).toBe(false);
    expect(Object.keys((result as { errors: object }).errors).sort()).toEqual(['format', 'limit', 'q', 'status']);
    for (const limit of ['0', '-1', '1.5', 'ten', '']) expect(parseListing(url(`?limit=${limit}`)).ok).toBe(false);
  });
});

const booking = (i: number): StoredBooking => ({
  id: `id-${i}`,
  createdAt: '2027-01-10T12:00:00.000Z',
  name: `=Guest ${i}, "the" ${'x'.repeat(200)}`,
  email: 'g@example.com',
  whatsapp: '+6281234567890',
  checkIn: '2027-01-20',
  checkOut: '2027-01-25',
  budgetCurrency: 'USD',
  budgetAmount: 1000,
  travelType: ['Airbnb Guest - Honeymoon', 'Airbnb Guest - Family Holiday'],
  listing: 'villa-sawah',
  status: 'new',
});

describe('csvStream', () => {
  it('pulls rows as the client reads, never the whole listing at once', async () => {
    let produced = 0;
    async function* rows() {
      for (let i = 0; i < 100_000; i++) {
        produced++;
        yield booking(i);
      }
    }
    const reader = (await csvStream(rows())).getReader();
    const first = new TextDecoder('utf-8', { ignoreBOM: true }).decode((await reader.read()).value);
    expect(first.startsWith('\uFEFFid,createdAt,name,email,whatsapp,checkIn,checkOut,budgetCurrency,budgetAmount,travelType,listing,locale,status,repliedAt,quoteCurrency,quoteTotal,quoteNights,quoteMinStay\r\n')).toBe(true);
    expect(first).toContain(`id-0,2027-01-10T12:00:00.000Z,"'=Guest 0, ""the"" `);
    expect(first).toContain(',Airbnb Guest - Honeymoon; Airbnb Guest - Family Holiday,villa-sawah,,new,,,,,\r\n');
    expect(produced).toBeLessThan(1000);
    let lines = first.split('\r\n').length - 2;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      lines += new TextDecoder().decode(value).split('\r\n').length - 1;
    }
    expect(lines).toBe(100_000);
  });

  it('stops reading the store when the client goes away', async () => {
    let produced = 0;
    let finished = false;
    async function* rows() {
      try {
        for (let i = 0; i < 100_000; i++) {
          produced++;
          yield booking(i);
        }
      } finally {
        finished = true;
      }
    }
    const reader = (await csvStream(rows())).getReader();
    await reader.read();
    await reader.cancel();
    expect(finished).toBe(true);
    expect(produced).toBeLessThan(1000);
  });

  it('reads the first rows before answering, so a broken store fails before the headers', async () => {
    // eslint-disable-next-line require-yield
    async function* broken(): AsyncGenerator<StoredBooking> {
      throw new Error('connection terminated');
    }
    await expect(csvStream(broken())).rejects.toThrow('connection terminated');
  });
});
