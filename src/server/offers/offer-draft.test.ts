import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/nights';
import { checkDraft, type DraftContext } from './offer-draft';

const now = new Date(`${new Date().toISOString().slice(0, 10)}T02:00:00.000Z`);
const today = now.toISOString().slice(0, 10);
const ctx = (over: Partial<DraftContext> = {}): DraftContext => ({ checkIn: addDays(today, 60), fallbackCurrency: 'IDR', now, timeZone: 'Asia/Makassar', ...over });
const lines = [{ label: '5 nights', amount: 17_500_000 }, { label: 'Cleaning', amount: 500_000 }, { label: 'Discount', amount: -1_000_001 }];

describe('an offer draft', () => {
  it('takes 30 % now, the balance 30 days before check-in, 48 hours and a hold by default; the total is the sum of the lines', () => {
    const result = checkDraft({ lines }, ctx());
    expect(result).toMatchObject({ ok: true, draft: { currency: 'IDR', total: 16_999_999, deposit: 5_100_000, balanceDue: addDays(today, 30), hold: true } });
    if (result.ok) expect(Date.parse(result.draft.expiresAt) - now.getTime()).toBe(48 * 3_600_000);
  });

  it('starts from the stored estimate when the body has no lines', () => {
    const result = checkDraft({}, ctx({ quote: { currency: 'USD', lines: [{ label: 'Nights', amount: 90_000 }] } }));
    expect(result).toMatchObject({ ok: true, draft: { currency: 'USD', total: 90_000, lines: [{ label: 'Nights', amount: 90_000 }] } });
  });

  it('caps a fixed deposit above the total at the total, with a note', () => {
    const result = checkDraft({ lines, deposit: { amount: 99_000_000 } }, ctx());
    expect(result).toMatchObject({ ok: true, draft: { deposit: 16_999_999, depositNote: expect.stringContaining('capped') } });
    if (result.ok) expect(result.draft.balanceDue).toBeUndefined();
  });

  it('asks for everything now when the balance would fall within 3 days', () => {
    const result = checkDraft({ lines, balanceDays: 30 }, ctx({ checkIn: addDays(today, 20) }));
    expect(result).toMatchObject({ ok: true, draft: { deposit: 16_999_999 } });
  });

  it('never expires past the day before check-in, in the villa\'s time zone', () => {
    const result = checkDraft({ lines, expiryHours: 168 }, ctx({ checkIn: addDays(today, 2) }));
    expect(result.ok && result.draft.expiresAt).toBe(`${addDays(today, 1)}T16:00:00.000Z`);
  });

  it.each([
    [{ lines: [{ label: 'Nights', amount: 0 }] }, 'total'],
    [{ lines: [{ label: 'Discount', amount: -5 }] }, 'total'],
    [{ lines: Array.from({ length: 21 }, () => ({ label: 'x', amount: 1 })) }, 'lines'],
    [{ lines: [{ label: 'Nights', amount: 1.5 }] }, 'lines.0.amount'],
    [{ lines, expiryHours: 12 }, 'expiryHours'],
    [{ lines, terms: 'x'.repeat(5001) }, 'terms'],
    [{ lines, currency: 'GBP' }, 'currency'],
    [{ lines, deposit: { percent: 0 } }, 'deposit'],
    [{ lines: 'many' }, 'lines'],
  ])('refuses %j naming %s', (body, field) => {
    const result = checkDraft(body, ctx());
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toContain(field);
  });

  it('refuses an expiry in the past (check-in today)', () => {
    expect(checkDraft({ lines }, ctx({ checkIn: today }))).toMatchObject({ ok: false, errors: { expiryHours: expect.any(String) } });
  });
});
