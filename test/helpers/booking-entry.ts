/** A valid request, and a booking as the store takes it (`store.bookings.save`). */
import { randomUUID } from 'node:crypto';
import { TRAVEL_TAGS } from '../../src/booking-request';
import type { NewBooking } from '../../src/server/store';

/** A valid request: the one the receiver's tests send and the stores' tests save. */
export const validRequest: NewBooking['booking'] = {
  name: 'Made Wirawan',
  email: 'made@example.com',
  whatsapp: '+6281234567890',
  checkIn: '2027-01-20',
  checkOut: '2027-01-25',
  budgetCurrency: 'USD',
  budgetAmount: 1000,
  travelType: [TRAVEL_TAGS[0]],
};

export const newBooking = (overrides: Partial<NewBooking> = {}): NewBooking => ({
  id: randomUUID(),
  createdAt: new Date().toISOString(),
  booking: { ...validRequest, travelType: [...validRequest.travelType] },
  bodyHash: 'h',
  ...overrides,
});
