import { describe, expect, it } from 'vitest';
import { memoryInboxData } from './inbox-data';
import { keptFrom, parseRetentionDays, startRetention } from './retention';

describe('retention', () => {
  it('keeps check-outs from the given number of days ago', () => {
    expect(keptFrom(new Date('2026-11-25T09:00:00Z'), 30)).toBe('2026-10-26');
  });
  it('erases requests whose check-out is that many days past, and nothing else', async () => {
    const row = (id: string, checkOut: string) =>
      ({ id, checkOut, checkIn: '2026-01-01', createdAt: '2026-01-01T00:00:00Z', name: id, email: '', whatsapp: '', budgetCurrency: 'USD', budgetAmount: 1, travelType: [], status: 'new' }) as const;
    const data = memoryInboxData([row('old', '2026-10-25'), row('edge', '2026-10-26'), row('new', '2026-11-30')].map((r) => ({ ...r, travelType: [] })));
    const retention = startRetention({ days: 30, data: () => data, now: () => new Date('2026-11-25T09:00:00Z') });
    try {
      expect(await retention.run()).toBe(1);
      expect(data.rows.map((r) => r.id)).toEqual(['edge', 'new']);
    } finally {
      retention.stop();
    }
  });
  it('is off unless RETENTION_DAYS is a whole number of days', () => {
    expect(parseRetentionDays(undefined)).toBeUndefined();
    expect(parseRetentionDays(' ')).toBeUndefined();
    expect(parseRetentionDays('90')).toBe(90);
    expect(() => parseRetentionDays('0')).toThrow(/RETENTION_DAYS/);
    expect(() => parseRetentionDays('1.5')).toThrow(/RETENTION_DAYS/);
  });
});
