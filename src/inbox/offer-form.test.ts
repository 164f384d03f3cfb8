import { describe, expect, it } from 'vitest';
import { checkDraft } from '../server/offers/offer-draft';
import type { QuoteSnapshot } from '../server/pricing/quote-snapshot';
import { bodyOf, estimateStart, figuresOf, formOf, readSigned, type OfferForm } from './offer-form';

const quote = { currency: 'IDR' as const, lines: [{ label: '4 nights', amount: 14_000_000 }, { label: 'Cleaning', amount: 500_000 }] };
const form = (patch: Partial<OfferForm> = {}): OfferForm => ({ ...formOf(quote, 'USD'), ...patch });
const today = '2030-01-01';

describe('the offer editor form', () => {
  it('starts from the stored estimate, or one blank line in the budget\'s currency', () => {
    expect(formOf(quote, 'USD')).toMatchObject({ currency: 'IDR', lines: [{ label: '4 nights', amount: '14.000.000' }, { label: 'Cleaning', amount: '500.000' }], depositKind: 'percent', depositPercent: '30', balanceDays: '30', expiryHours: 48, hold: true });
    expect(formOf(undefined, 'USD')).toMatchObject({ currency: 'USD', lines: [{ label: '', amount: '' }] });
  });

  it('words the estimate\'s lines in the guest\'s language, not the owner\'s: the offer goes to the guest; taxes stay as typed', () => {
    const stored: QuoteSnapshot = {
      currency: 'IDR', nights: 8, total: 31_300_000, minStay: 2, ratesVersion: 1,
      lines: [
        { kind: 'nights', label: '8 nights', amount: 28_000_000 },
        { kind: 'discount', label: 'Weekly discount 10%', amount: -2_800_000 },
        { kind: 'cleaning', label: 'Cleaning', amount: 500_000 },
        { kind: 'tax', label: 'PBJT 10%', amount: 5_600_000 },
      ],
    };
    const labels = (locale: string | null) => estimateStart(stored, locale)!.lines.map((l) => l.label);
    expect(labels('ko-KR')).toEqual(['8박', '주간 할인\u00a010%', '청소비', 'PBJT\u00a010%']);
    expect(labels('id-ID')).toEqual(['8 malam', 'Diskon mingguan\u00a010%', 'Biaya kebersihan', 'PBJT\u00a010%']);
    expect(labels(null)).toEqual(['8 nights', 'Weekly discount\u00a010%', 'Cleaning', 'PBJT\u00a010%']);
    expect(labels('pt-BR')).toEqual(labels(null));
    expect(estimateStart(stored, 'ko')!.lines.map((l) => l.amount)).toEqual(stored.lines.map((l) => l.amount));
    // The discount's amount field starts with the minus sign, which reads back as the same discount.
    const discount = formOf(estimateStart(stored, 'id-ID'), 'USD').lines[1]!.amount;
    expect(discount).toBe('\u22122.800.000');
    expect(readSigned(discount, 'IDR')).toEqual({ ok: true, amount: -2_800_000 });
    expect(estimateStart(undefined, 'ko')).toBeUndefined();
  });

  it('reads a discount typed with a minus (or the true minus sign)', () => {
    expect(readSigned('-500.000', 'IDR')).toEqual({ ok: true, amount: -500_000 });
    expect(readSigned('\u221212.50', 'USD')).toEqual({ ok: true, amount: -1250 });
    expect(readSigned('12.5', 'IDR')).toMatchObject({ ok: false, reason: 'decimals' });
  });

  it('computes the live figures exactly as the receiver does: deposit, capped deposit, balance day, everything now', () => {
    const lines = [...form().lines, { label: 'Early-bird discount', amount: '-1.000.001' }];
    const cases: Partial<OfferForm>[] = [
      { lines },
      { lines, depositPercent: '33.33' },
      { lines, depositKind: 'amount', depositAmount: '99.000.000' },
      { lines, balanceDays: '60' },
      { lines, balanceDays: String(60 + 1) },
    ];
    for (const patch of cases) {
      const f = form(patch);
      const figures = figuresOf(f, '2030-03-01', today);
      const server = checkDraft(bodyOf(f).body, { checkIn: '2030-03-01', fallbackCurrency: 'IDR', now: new Date(`${today}T08:00:00Z`), timeZone: 'Asia/Makassar' });
      expect(server.ok).toBe(true);
      if (!server.ok) continue;
      expect({ total: figures.total, deposit: figures.deposit, balanceDue: figures.balanceDue }).toEqual({ total: server.draft.total, deposit: server.draft.deposit, balanceDue: server.draft.balanceDue });
      expect(figures.capped).toBe(Boolean(server.draft.depositNote));
    }
    expect(figuresOf(form({ depositKind: 'amount', depositAmount: '99.000.000' }), '2030-03-01', today)).toMatchObject({ capped: true, allNow: 'whole', deposit: 14_500_000 });
    expect(figuresOf(form({ balanceDays: '58' }), '2030-03-01', today)).toMatchObject({ allNow: 'soon', deposit: 14_500_000, balanceDue: undefined });
  });

  it('names each field it cannot read with the receiver\'s paths, and sends nothing it guessed', () => {
    const { problems } = bodyOf(form({ lines: [{ label: ' ', amount: '1.000' }, { label: 'Transfer', amount: 'lots' }], depositPercent: '120', balanceDays: '-1', terms: 'x'.repeat(5001) }));
    expect(problems).toEqual({ 'lines.0.label': 'label', 'lines.1.amount': 'amount', deposit: 'percent', balanceDays: 'days', terms: 'terms' });
    expect(bodyOf(form({ lines: [{ label: 'Discount', amount: '-5' }] })).problems).toEqual({ total: 'total' });
    expect(bodyOf(form({ depositKind: 'amount', depositAmount: '' })).problems).toEqual({ deposit: 'fixed' });
    expect(bodyOf(form({ lines: Array.from({ length: 21 }, () => ({ label: 'Night', amount: '1' })) })).problems).toMatchObject({ lines: 'lines' });
  });

  it('starts a new version from the one it replaces: lines, fixed deposit, hold and terms', () => {
    const previous = { currency: 'USD', lines: [{ label: 'Nights', amount: 120_000 }], total: 120_000, deposit: 50_000, hold: false, terms: 'No parties.' } as Parameters<typeof formOf>[2];
    expect(formOf(quote, 'IDR', previous)).toMatchObject({ currency: 'USD', lines: [{ label: 'Nights', amount: '1,200.00' }], depositKind: 'amount', depositAmount: '500.00', hold: false, terms: 'No parties.' });
  });
});
