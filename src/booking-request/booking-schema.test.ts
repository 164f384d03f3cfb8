import { describe, expect, it } from 'vitest';
import { createBookingSchema, fieldErrors } from './booking-schema';
import { addDays, isIsoDate, localIsoDate } from './iso-date';
import { MESSAGES } from './messages';
import { TRAVEL_TAGS } from './travel-tags';

// Check-in from this machine's today, as the form's schemas have it.
const { booking: bookingSchema, contact: contactSchema, trip: tripSchema } = createBookingSchema();

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
const errorsFor = (patch: Record<string, unknown>) => fieldErrors(bookingSchema, { ...valid, ...patch });

describe('booking schema', () => {
  it('accepts a complete request and returns it unchanged', () => {
    expect(fieldErrors(bookingSchema, valid)).toEqual({});
    expect(bookingSchema.parse(valid)).toEqual(valid);
  });

  it('name: at least 2 characters after trimming, at most 100', () => {
    expect(errorsFor({ name: 'A' })).toEqual({ name: MESSAGES.name });
    expect(errorsFor({ name: ' A ' })).toEqual({ name: MESSAGES.name });
    expect(errorsFor({ name: '' })).toEqual({ name: MESSAGES.name });
    expect(errorsFor({ name: 'Al' })).toEqual({});
    expect(errorsFor({ name: 'x'.repeat(100) })).toEqual({});
    expect(errorsFor({ name: 'x'.repeat(101) }).name).toMatch(/at most 100/);
    expect(bookingSchema.parse({ ...valid, name: '  Made  ' }).name).toBe('Made');
  });

  it('name: one line of visible text (what a host reads in a message or an e-mail header)', () => {
    // Pasted tabs and line breaks become spaces; the request carries one line.
    expect(bookingSchema.parse({ ...valid, name: 'Made\tWirawan\r\n' }).name).toBe('Made Wirawan');
    expect(bookingSchema.parse({ ...valid, name: 'Made\u2028Wirawan' }).name).toBe('Made Wirawan');
    // Invisible characters do not count towards the two.
    expect(errorsFor({ name: '\u200B\u200B\u200B' })).toEqual({ name: MESSAGES.name });
    expect(errorsFor({ name: 'A\u200D\u00A0' })).toEqual({ name: MESSAGES.name });
    expect(errorsFor({ name: '\u0000\u0000' })).toEqual({ name: MESSAGES.name });
    // Controls no guest types are refused, with their own message.
    for (const name of ['Made\u0000', 'Made\u001B[31m', 'Made\u007F', 'Made\u202EnasiraW', 'Made\u2066W\u2069', 'Made\uD800', '\uDC00\uD800']) {
      expect(errorsFor({ name })).toEqual({ name: 'Name must not contain control characters.' });
    }
    // Names in any script, with joiners and marks, are fine.
    for (const name of ['Nguyễn Văn An', 'Ni Luh Putu Ayu', 'राजेश्\u200Dकुमार', 'José', '李王', '𠮷田 Ayu']) expect(errorsFor({ name })).toEqual({});
  });

  it('email: a valid address', () => {
    for (const email of ['', 'made', 'made@', 'made@example', '@example.com', 'a b@example.com']) {
      expect(errorsFor({ email })).toEqual({ email: MESSAGES.email });
    }
    expect(errorsFor({ email: 'made.w+villa@mail.example.co.id' })).toEqual({});
    // An internationalised domain as the browser's e-mail field gives it (made@пример.рф).
    expect(errorsFor({ email: 'made@xn--e1afmkfd.xn--p1ai' })).toEqual({});
    for (const email of ['made@example.xn--', 'made@example.x', 'made@example.c0m']) expect(errorsFor({ email })).toEqual({ email: MESSAGES.email });
    expect(errorsFor({ email: `${'a'.repeat(250)}@x.io` })).toEqual({ email: MESSAGES.email });
  });

  it('whatsapp: E.164 and a real number for its country', () => {
    for (const whatsapp of ['', '+62', '+62812', '6281234567890', '+62 812-3456-7890', '+1234', '+999999999999']) {
      expect(errorsFor({ whatsapp })).toEqual({ whatsapp: MESSAGES.whatsapp });
    }
    for (const whatsapp of ['+6281234567890', '+61412345678', '+447911123456', '+12015550123']) {
      expect(errorsFor({ whatsapp })).toEqual({});
    }
  });

  it('check-in: required, a real date, not before today', () => {
    expect(errorsFor({ checkIn: '' })).toEqual({ checkIn: MESSAGES.checkIn });
    expect(errorsFor({ checkIn: '2027-02-30' })).toEqual({ checkIn: MESSAGES.checkIn });
    expect(errorsFor({ checkIn: addDays(today, -1) })).toEqual({ checkIn: MESSAGES.checkInPast });
    expect(errorsFor({ checkIn: today })).toEqual({});
  });

  it('check-out: required, a real date, strictly after check-in', () => {
    expect(errorsFor({ checkOut: '' })).toEqual({ checkOut: MESSAGES.checkOut });
    expect(errorsFor({ checkOut: 'tomorrow' })).toEqual({ checkOut: MESSAGES.checkOut });
    expect(errorsFor({ checkOut: valid.checkIn })).toEqual({ checkOut: MESSAGES.checkOutOrder });
    expect(errorsFor({ checkOut: addDays(valid.checkIn, -1) })).toEqual({ checkOut: MESSAGES.checkOutOrder });
    expect(errorsFor({ checkOut: addDays(valid.checkIn, 1) })).toEqual({});
  });

  it('check-in: at most two years ahead, the same calendar day included', () => {
    const last = addDays(today, 0, 2);
    expect(errorsFor({ checkIn: last, checkOut: addDays(last, 1) })).toEqual({});
    expect(errorsFor({ checkIn: addDays(last, 1), checkOut: addDays(last, 2) })).toEqual({ checkIn: MESSAGES.checkInFar });
    expect(errorsFor({ checkIn: '9999-12-30', checkOut: '9999-12-31' })).toEqual({ checkIn: MESSAGES.checkInFar });
  });

  it('check-out: a stay of at most 365 nights, whatever the year (a leap year has 366 days)', () => {
    expect(errorsFor({ checkOut: addDays(valid.checkIn, 365) })).toEqual({});
    expect(errorsFor({ checkOut: addDays(valid.checkIn, 366) })).toEqual({ checkOut: MESSAGES.stayNights });
    const lenient = createBookingSchema(() => '2027-01-01', () => '2029-01-01').booking;
    // Across February 29th, the same day a year later is 366 nights on.
    expect(fieldErrors(lenient, { ...valid, checkIn: '2027-03-01', checkOut: '2028-02-29' })).toEqual({});
    expect(fieldErrors(lenient, { ...valid, checkIn: '2027-03-01', checkOut: '2028-03-01' })).toEqual({ checkOut: MESSAGES.stayNights });
    expect(fieldErrors(lenient, { ...valid, checkIn: '2027-01-10', checkOut: '2028-01-10' })).toEqual({});
    // Check-out before check-in says so, not that the stay is too long.
    expect(fieldErrors(lenient, { ...valid, checkIn: '2028-01-10', checkOut: '2027-01-01' })).toEqual({ checkOut: MESSAGES.checkOutOrder });
  });

  it('runs the date cross-check even when other fields are invalid', () => {
    expect(errorsFor({ name: '', checkOut: valid.checkIn })).toEqual({
      name: MESSAGES.name,
      checkOut: MESSAGES.checkOutOrder,
    });
  });

  it('budget currency: one of USD, IDR, AUD, EUR', () => {
    for (const budgetCurrency of ['IDR', 'AUD', 'EUR', 'USD']) expect(errorsFor({ budgetCurrency })).toEqual({});
    for (const budgetCurrency of ['', 'usd', 'GBP', undefined]) {
      expect(errorsFor({ budgetCurrency })).toEqual({ budgetCurrency: MESSAGES.budgetCurrency });
    }
  });

  it('budget amount: a number of at least 0; empty is invalid', () => {
    expect(errorsFor({ budgetAmount: 0 })).toEqual({});
    expect(errorsFor({ budgetAmount: 0.5 })).toEqual({});
    for (const budgetAmount of [-0.01, -1, undefined, NaN, Infinity, '1000']) {
      expect(errorsFor({ budgetAmount })).toEqual({ budgetAmount: MESSAGES.budgetAmount });
    }
    expect(errorsFor({ budgetAmount: 1e14 }).budgetAmount).toBe('Budget must be at most 10,000,000,000,000.');
  });

  it('travel type: at least one known tag, no repeats', () => {
    expect(errorsFor({ travelType: [] })).toEqual({ travelType: MESSAGES.travelType });
    expect(errorsFor({ travelType: ['holiday'] })).toEqual({ travelType: MESSAGES.travelType });
    expect(errorsFor({ travelType: [TRAVEL_TAGS[1], TRAVEL_TAGS[1]] })).toEqual({ travelType: MESSAGES.travelType });
    expect(errorsFor({ travelType: [...TRAVEL_TAGS] })).toEqual({});
  });

  it('refuses unknown fields', () => {
    expect(fieldErrors(bookingSchema, { ...valid, admin: true })).toEqual({ admin: 'Unknown field.' });
    expect(Object.keys(fieldErrors(bookingSchema, []))).toContain('body');
  });

  it('splits into a contact step and a trip step', () => {
    const { name, email, whatsapp, ...trip } = valid;
    expect(fieldErrors(contactSchema, { name, email, whatsapp })).toEqual({});
    expect(fieldErrors(tripSchema, trip)).toEqual({});
    expect(Object.keys(fieldErrors(contactSchema, { name: '', email: '', whatsapp: '' }))).toEqual([
      'name',
      'email',
      'whatsapp',
    ]);
  });

  it('takes the earliest check-in date from its caller, and the latest (else two years after the earliest)', () => {
    const lenient = createBookingSchema(() => addDays(today, -1)).booking;
    expect(fieldErrors(lenient, { ...valid, checkIn: addDays(today, -1) })).toEqual({});
    expect(fieldErrors(lenient, { ...valid, checkIn: addDays(today, -1, 2), checkOut: addDays(today, 0, 2) })).toEqual({});
    expect(fieldErrors(lenient, { ...valid, checkIn: addDays(today, 0, 2), checkOut: addDays(today, 1, 2) })).toEqual({ checkIn: MESSAGES.checkInFar });
    const window = createBookingSchema(() => '2027-01-01', () => '2027-06-30').booking;
    expect(fieldErrors(window, { ...valid, checkIn: '2027-06-30', checkOut: '2027-07-01' })).toEqual({});
    expect(fieldErrors(window, { ...valid, checkIn: '2027-07-01', checkOut: '2027-07-02' })).toEqual({ checkIn: MESSAGES.checkInFar });
  });
});

describe('iso dates', () => {
  it('knows real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    // A year typed with two digits is a date (long past), not "no date".
    expect(isIsoDate('0026-01-12')).toBe(true);
    expect(addDays('0026-12-31', 1)).toBe('0027-01-01');
    expect(errorsFor({ checkIn: '0026-01-12', checkOut: '0026-01-15' })).toEqual({ checkIn: MESSAGES.checkInPast });
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('2027-1-01')).toBe(false);
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2026-11-25', 0, 2)).toBe('2028-11-25');
    expect(addDays('2028-02-29', 0, 2)).toBe('2030-03-01');
    expect(addDays('2028-02-29', -1, 2)).toBe('2030-02-28');
    expect(localIsoDate(new Date(2027, 0, 5))).toBe('2027-01-05');
  });
});
