import { describe, expect, it } from 'vitest';
import { addDays, fieldErrors, localIsoDate, MESSAGES, TRAVEL_TAGS } from '../booking-request';
import { checkRequest, contactFieldMessage, formSchema } from './form-schema';

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

describe('contactFieldMessage (a keystroke checks its own field only)', () => {
  it('gives each contact field the message the contact step gives it', () => {
    const samples = {
      name: ['', ' ', 'M', 'Ma', '  Made  ', '\u200b\u200b', 'Made\u202Eevil', 'x'.repeat(500), 'Made\tWayan'],
      email: ['', 'made', 'made@', 'made@example', 'made@example.com', ' made@example.com ', 'made@xn--e1afmkfd.xn--p1ai', `${'x'.repeat(300)}@example.com`],
      whatsapp: ['', '+', '+62', '+6281234567890', '+628123', '+44 7911 123456', '+447911123456', '6281234567890'],
    } as const;
    for (const name of samples.name)
      for (const email of samples.email)
        for (const whatsapp of samples.whatsapp) {
          const step = fieldErrors(contactSchema, { name, email, whatsapp });
          const alone = Object.fromEntries(
            (['name', 'email', 'whatsapp'] as const).flatMap((field) => {
              const message = contactFieldMessage(field, { name, email, whatsapp }[field]);
              return message === undefined ? [] : [[field, message]];
            }),
          );
          expect(alone).toEqual(step);
        }
  });
});
