import { describe, expect, it, vi } from 'vitest';
import { checkDraft } from '../server/offers/offer-draft';
import { setLanguage } from './i18n';
import { serverErrors } from './offer-problems';

const ctx = { checkIn: '2030-03-01', fallbackCurrency: 'IDR', now: new Date('2030-01-01T08:00:00Z'), timeZone: 'Asia/Makassar' };
const refused = (body: unknown, at = ctx) => {
  const result = checkDraft(body, at);
  if (result.ok) throw new Error('expected a refusal');
  return result.errors;
};

// The language switch writes a cookie and the page's lang: a bare stand-in for the page here.
vi.stubGlobal('location', { protocol: 'http:' });
vi.stubGlobal('document', { cookie: '', documentElement: {}, querySelector: () => null });

describe('the receiver\'s offer refusals in the owner\'s language', () => {
  // Every sentence the receiver writes for these fields is one the page knows: none reaches an Indonesian owner in English.
  const cases = [
    refused({ lines: [] }),
    refused({ lines: Array.from({ length: 21 }, () => ({ label: 'Night', amount: 1 })) }),
    refused({ lines: [{ label: '', amount: 5 }] }),
    refused({ lines: [{ label: 'Discount', amount: -5 }] }),
    refused({ lines: [{ label: 'Nights', amount: 5 }], deposit: { amount: 0 } }),
    refused({ lines: [{ label: 'Nights', amount: 5 }], deposit: { percent: 120 }, balanceDays: 400, terms: 'x'.repeat(5001) }),
    refused({ lines: [{ label: 'Nights', amount: 5 }] }, { ...ctx, now: new Date('2030-03-01T08:00:00Z') }),
  ];

  it('matches each sentence to a text of the catalogue, in English and Indonesian', () => {
    for (const errors of cases) {
      setLanguage('id', '/admin/');
      const indonesian = serverErrors(errors, 'IDR');
      setLanguage('en', '/admin/');
      for (const [field, message] of Object.entries(indonesian)) expect({ field, message }).not.toEqual({ field, message: errors[field] });
    }
    expect(serverErrors(refused({ lines: [{ label: 'Nights', amount: 5 }] }, { ...ctx, now: new Date('2030-03-01T08:00:00Z') }), 'IDR')).toEqual({ expiryHours: 'Check-in is too close: the offer would expire before it is read.' });
  });

  it('keeps a sentence it does not know as the receiver wrote it', () => {
    expect(serverErrors({ currency: 'currency must be one of IDR, USD, AUD, EUR.' }, 'IDR')).toEqual({ currency: 'currency must be one of IDR, USD, AUD, EUR.' });
  });
});
