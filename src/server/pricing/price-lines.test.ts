import { describe, expect, it } from 'vitest';
import { mailtoLink, whatsappLink } from '../reply/reply-links';
import { priceLines } from './price-lines';
import type { QuoteSnapshot } from './quote-snapshot';

const quote: QuoteSnapshot = {
  currency: 'IDR',
  nights: 7,
  lines: [
    { kind: 'nights', label: '7 nights', amount: 25_500_000 },
    { kind: 'discount', label: 'Weekly discount 10%', amount: -2_550_000 },
    { kind: 'cleaning', label: 'Cleaning', amount: 500_000 },
    { kind: 'tax', label: 'PBJT 10%', amount: 0 },
  ],
  total: 23_450_000,
  minStay: 2,
  ratesVersion: 4,
};
const booking = { name: 'Ji-woo', email: 'jiwoo@example.com', whatsapp: '+821012345678', checkIn: '2027-03-03', checkOut: '2027-03-10', budgetCurrency: 'USD', budgetAmount: 1500 };

describe('priceLines', () => {
  it('writes the estimate in the guest language, keeping the owner\'s tax label', () => {
    expect(priceLines(quote, 'de-DE')).toBe(
      ['Kostenschätzung:', '7 Nächte: 25.500.000 IDR', 'Wochenrabatt\u00a010\u00a0%: \u22122.550.000 IDR', 'Endreinigung: 500.000 IDR', 'PBJT\u00a010%: inklusive', 'Gesamt: 23.450.000 IDR'].join('\n').replace(/ IDR/g, '\u00a0IDR'),
    );
    expect(priceLines(quote, 'ko-KR').split('\n')[1]).toMatch(/^7박: IDR\s?25,500,000$/);
  });

  it('adds the lines to the reply drafts only when asked', () => {
    expect(decodeURIComponent(whatsappLink(booking, 'en', priceLines(quote, 'en')))).toContain('\n\nEstimate:\n7 nights: IDR\u00a025,500,000\n');
    expect(decodeURIComponent(whatsappLink(booking, 'en'))).not.toContain('Estimate');
    expect(decodeURIComponent(mailtoLink(booking, 'en', priceLines(quote, 'en')))).toContain('\r\nTotal: IDR\u00a023,450,000\r\n\r\n');
  });
});
