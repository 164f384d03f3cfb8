import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/nights';
import { readRatesCsv } from './rates-csv';

const TODAY = '2027-03-01';

describe('readRatesCsv', () => {
  it('reads date,nightly[,minStay] rows after a header, quoted amounts and semicolons too', () => {
    const csv = 'date,nightly,minStay\r\n2027-03-05,"4,000,000",3\n2027-03-04;3.500.000\n\n2027-03-06,4000000,\n';
    expect(readRatesCsv(csv, 'IDR', TODAY)).toEqual({
      ok: true,
      days: [
        { date: '2027-03-04', nightly: 3_500_000 },
        { date: '2027-03-05', nightly: 4_000_000, minStay: 3 },
        { date: '2027-03-06', nightly: 4_000_000 },
      ],
    });
  });

  it.each([
    ['2027-03-04,100\n2027-02-30,100', 2, /not a day/],
    ['2027-03-04,100\n2027-03-04,200', 2, /also on line 1/],
    ['2027-03-04,-100', 1, /Type the amount/],
    ['2027-03-04,USD 100', 1, /in USD; the rates are in IDR/],
    ['2027-03-04,100,0', 1, /1 to 365/],
    ['2027-03-04', 1, /date,nightly/],
    [`${addDays(TODAY, -61)},100`, 1, /outside/],
    [`${addDays(TODAY, 732)},100`, 1, /outside/],
    ['', 1, /no rows/],
  ])('refuses the whole file for %j, naming line %i', (csv, line, message) => {
    const result = readRatesCsv(csv, 'IDR', TODAY);
    expect(result).toMatchObject({ ok: false, line });
    expect(!result.ok && result.message).toMatch(message);
    expect(!result.ok && result.message).toMatch(new RegExp(`^Line ${line}:`));
  });

  it('refuses more than 800 rows at the 801st', () => {
    const rows = ['date,nightly', ...Array.from({ length: 801 }, (_, i) => `${addDays(TODAY, (i % 700) - 50)},100`)].join('\n');
    expect(readRatesCsv(rows, 'IDR', TODAY)).toMatchObject({ ok: false, line: 802, message: 'Line 802: a file holds at most 800 rows.' });
    expect(readRatesCsv(rows.split('\n').slice(0, 701).join('\n'), 'IDR', TODAY)).toMatchObject({ ok: true });
  });
});
