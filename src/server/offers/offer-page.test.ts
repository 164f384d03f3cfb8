/**
 * The guest's page in the request's language: the estimate's lines said in it (the owner's own words as
 * typed), the villa's name the owner gave rather than its slug, and the owner's options checked at creation.
 */
import { describe, expect, it } from 'vitest';
import { lineText, offerPage } from './offer-page';
import { checkBankDetails, checkVillaNames, villaName } from './offer-texts';
import type { OfferView } from './offer-view';

const offer: OfferView = {
  id: 'o1', requestId: 'r1', version: 1, listing: 'villa-samudra', state: 'open', checkIn: '2030-03-03', checkOut: '2030-03-07', locale: 'ko',
  createdAt: '2030-01-01T00:00:00.000Z', currency: 'IDR', total: 15_300_000, deposit: 4_590_000, balanceDue: '2030-02-01',
  expiresAt: '2030-01-03T00:00:00.000Z', hold: true, terms: '', termsVersion: 'e3b0c44298fc1c14',
  lines: [
    { kind: 'nights', label: '4 nights', amount: 14_000_000 },
    { kind: 'discount', label: 'Weekly discount 10%', amount: -1_400_000 },
    { kind: 'cleaning', label: 'Cleaning', amount: 500_000 },
    { kind: 'tax', label: 'PBJT 10%', amount: 1_310_000 },
    { kind: 'cleaning', label: 'Deep clean on departure', amount: 500_000 },
    { label: 'Airport transfer', amount: 390_000 },
  ],
};

describe('the guest\'s offer page', () => {
  it('says the estimate\'s lines in the request\'s language and keeps what the owner typed', () => {
    expect(offer.lines.map((line) => lineText(line, 4, 'ko'))).toEqual(['4박', '주간 할인\u00a010%', '청소비', 'PBJT\u00a010%', 'Deep clean on departure', 'Airport transfer']);
    expect(lineText(offer.lines[0]!, 4, 'de')).toBe('4 Nächte');
    // A line the editor started with a no-break space (as the estimate reads now) is still the estimate's line.
    expect(lineText({ kind: 'discount', label: 'Weekly discount\u00a010%', amount: -1 }, 4, 'id')).toBe('Diskon mingguan\u00a010%');
    expect(lineText({ label: 'Honeymoon discount 5%', amount: -1 }, 4, 'id')).toBe('Honeymoon discount\u00a05%');
    const html = offerPage(offer, 'Asia/Makassar', { token: 't' });
    expect(html).toContain('<td>4박</td>');
    expect(html).not.toContain('4 nights');
  });

  it('tells a guest back from the provider\'s page that the payment is being confirmed, with no button to pay twice', () => {
    const accepted: OfferView = { ...offer, state: 'accepted' };
    const providers = [{ name: 'stripe', label: 'Stripe' }];
    expect(offerPage(accepted, 'Asia/Makassar', { token: 't', providers })).toContain('action="t/pay/stripe"><button type="submit">카드로 예약금 결제</button>');
    expect(offerPage(accepted, 'Asia/Makassar', { token: 't', providers: [{ name: 'xendit', label: 'Xendit' }] })).toContain('>Xendit(으)로 예약금 결제</button>');
    const back = offerPage(accepted, 'Asia/Makassar', { token: 't', providers, returning: true });
    expect(back).toContain('<p role="status">감사합니다. 결제를 확인하고 있습니다.');
    expect(back).not.toContain('/pay/');
  });

  it('names the villa as the owner named it, else from its slug', () => {
    expect(offerPage(offer, 'Asia/Makassar', { token: 't', villa: 'Villa Samudra & Spa' })).toContain('<p>Villa Samudra &#38; Spa</p>');
    expect(offerPage(offer, 'Asia/Makassar', { token: 't' })).toContain('<p>Villa Samudra</p>');
    expect(villaName('villa-samudra', { 'villa-samudra': 'Samudra Beach House' })).toBe('Samudra Beach House');
    expect(villaName('villa-samudra', 'Rumah Kita')).toBe('Rumah Kita');
    expect(villaName('constructor', {})).toBe('Constructor');
    expect(villaName('', { other: 'Other' })).toBe('Villa');
  });

  it('refuses a villa name or bank details it cannot show, naming the option', () => {
    expect(() => checkVillaNames('x'.repeat(121))).toThrow(/offers\.villaName/);
    expect(() => checkVillaNames({ a: 'Line\nbreak' })).toThrow(/offers\.villaName/);
    expect(() => checkVillaNames(['Villa'])).toThrow(/offers\.villaName/);
    expect(checkVillaNames({ '': 'Villa Samudra' })).toEqual({ '': 'Villa Samudra' });
    expect(() => checkBankDetails('x'.repeat(2001))).toThrow(/OFFER_BANK_DETAILS/);
    expect(() => checkBankDetails('BCA\u0007')).toThrow(/OFFER_BANK_DETAILS/);
    expect(() => checkBankDetails('   ')).toThrow(/OFFER_BANK_DETAILS/);
    expect(checkBankDetails('BCA 123\r\nPT Villa Samudra')).toBe('BCA 123\r\nPT Villa Samudra');
    expect(checkBankDetails(undefined)).toBeUndefined();
  });
});
