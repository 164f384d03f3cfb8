import { describe, expect, it } from 'vitest';
import { addDays, localIsoDate, MESSAGES, TRAVEL_TAGS } from '../booking-request';
import { checkRequest, formSchema } from './form-schema';

const [bookingSchema, contactSchema, tripSchema] = [formSchema('booking'), formSchema('contact'), formSchema('trip')];

const today = localIsoDate();
const valid = {
  name: 'Made Wirawan',
  email: 'made@example.com',
  whatsapp: '+6281234567890',
  checkIn: addDays(today, 10),
  checkOut: addDays(today, 14),
  budgetCurrency: 'USD',
  budgetAmount: 1000,
  travelType: [TRAVEL_TAGS[0], TRAVEL_TAGS[2]],
};

describe("the form's schemas", () => {
  it("the form's schemas are built once each and kept", () => {
    expect(formSchema('contact')).toBe(contactSchema);
    expect(formSchema('trip')).toBe(tripSchema);
    expect(formSchema('booking')).toBe(bookingSchema);
    expect(new Set([contactSchema, tripSchema, bookingSchema]).size).toBe(3);
  });
});

describe('checkRequest (what the form sends)', () => {
  it('gives the request as the schema outputs it (trimmed), or the messages and no request', () => {
    expect(checkRequest({ ...valid, name: '  Made Wirawan ' })).toEqual({ request: valid });
    expect(checkRequest({ ...valid, checkIn: addDays(today, -1), budgetAmount: undefined })).toEqual({
      errors: { checkIn: MESSAGES.checkInPast, budgetAmount: MESSAGES.budgetAmount },
    });
  });
});
