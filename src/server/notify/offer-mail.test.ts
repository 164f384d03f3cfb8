/**
 * The guest's offer e-mails in each of the eight languages: every text filled (no placeholder or
 * "undefined" left), the page's language chosen from the request's, amounts that add up, the expiry in the
 * villa's time zone, and the confirmation's calendar event at SEQUENCE 1, confirmed, with the request's UID.
 */
import { describe, expect, it } from 'vitest';
import type { OffersTable } from '../offers/offers-schema';
import { REPLY_LANGUAGES } from '../reply/reply-language';
import type { NotifiedBooking } from './booking-event';
import { confirmationMail, offerMail } from './offer-mail';
import type { OfferNotice } from './offer-notice';

const offer: OffersTable = {
  id: 'offer-1', booking_id: '5f0c6a52-1f7e-4a0b-9d4e-2b9a4c1e7d3f', version: 2, listing: 'villa-samudra', token_hash: 'h', state: 'open',
  check_in: '2027-03-12', check_out: '2027-03-19', currency: 'USD', lines: '[]', total: 250_000, deposit: 75_000, deposit_note: null,
  balance_due: '2027-02-10', expires_at: '2027-01-12T09:00:00.000Z', hold: 1, terms: '', terms_version: 'v1', locale: 'en',
  created_at: '2027-01-10T09:00:00.000Z', accepted_at: null, accepted_terms: null, accepted_locale: null, adults: null, children: null,
  arrival_time: null, paid_at: null, paid_by: null, ended_at: null,
};
const booking: NotifiedBooking = {
  id: offer.booking_id, createdAt: '2027-01-01T00:00:00.000Z', name: 'Sarah <b>Miller</b>', email: 'sarah@example.com', whatsapp: '+61412345678',
  checkIn: offer.check_in, checkOut: offer.check_out, budgetCurrency: 'USD', budgetAmount: 2500, travelType: [], locale: 'en-AU', listing: 'villa-samudra',
};
const notice = (type: string, locale = 'en'): OfferNotice => ({ id: 'n1', type, payload: null, createdAt: '2027-01-10T09:00:00.000Z', offer: { ...offer, locale } });
const LINK = 'https://villa.example/offer/AbCdEfGhIjKlMnOpQrStUvWxYz012345';

describe('the guest\'s offer e-mails', () => {
  it.each(REPLY_LANGUAGES)('are whole in %s', (lang) => {
    const mails = [offerMail(booking, notice('offer.email', lang), LINK, 'Asia/Makassar'), confirmationMail(booking, notice('offer.confirmation', lang), new Date('2027-01-11T00:00:00Z'))];
    for (const mail of mails) {
      expect(mail.lang).toBe(lang);
      expect(mail.html).toContain(`<html lang="${lang}">`);
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/undefined|NaN|\{\w+\}/);
      expect(mail.html).not.toContain('<b>Miller');
    }
    expect(mails[0].text).toContain(LINK);
    expect(mails[1].text).not.toContain(LINK);
  });

  it('says what the offer holds, with the expiry in the villa\'s time zone, in the guest\'s own English', () => {
    const mail = offerMail(booking, notice('offer.email'), LINK, 'Asia/Makassar');
    expect(mail.subject).toBe('Your offer for Villa Samudra');
    expect(mail.text).toContain('Hello Sarah,');
    expect(mail.text).toMatch(/valid until 12 January 2027(, | at )05:00 pm GMT\+8/i);
    expect(mail.text).toContain('Total: USD\u00a02,500.00');
    expect(mail.text).toContain('Deposit now: USD\u00a0750.00');
    expect(mail.text).toContain('Balance by 10 February 2027: USD\u00a01,750.00');
  });

  it('confirms the booking with the acknowledgement\'s event at SEQUENCE 1, confirmed', () => {
    const mail = confirmationMail(booking, notice('offer.confirmation', 'ko'), new Date('2027-01-11T00:00:00Z'));
    expect(mail.subject).toMatch(/^예약 확정: Villa Samudra, /);
    const ics = mail.icalEvent!.content;
    expect(ics).toContain(`UID:${booking.id}@bali-widgets\r\n`);
    expect(ics).toContain('SEQUENCE:1\r\n');
    expect(ics).toContain('STATUS:CONFIRMED\r\n');
    expect(ics).toContain('DTSTART;VALUE=DATE:20270312\r\nDTEND;VALUE=DATE:20270319\r\n');
  });

  it('says nothing is left to pay when the deposit is the whole amount', () => {
    const mail = confirmationMail(booking, { ...notice('offer.confirmation'), offer: { ...offer, deposit: 250_000, balance_due: null } }, new Date());
    expect(mail.text).toContain('Balance: Nothing more to pay.');
  });
});
