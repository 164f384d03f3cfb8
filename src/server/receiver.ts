/** The receiver as a whole: the booking handler and the owner's listing on one store. */
import { createBookingsAdminHandler } from './admin-listing';
import { createBookingHandler } from './booking-handler';
import type { BookingStore } from './booking-store';
import type { BookingHandler } from './http';
import type { BookingReceiverOptions } from './receiver-options';
import { sharedStore } from './store-seam';

export type BookingReceiver = {
  /** `POST` / `OPTIONS` at the form's endpoint (`/api/book-accommodation`). */
  bookingHandler: BookingHandler;
  /** `GET` for the site owner (`/api/bookings`). */
  adminHandler: BookingHandler;
  /** The shared store (opened on first access). */
  readonly store: BookingStore;
  /** Closes the store if it was opened. */
  close(): Promise<void>;
};

/**
 * Opens the store once and builds {@link createBookingHandler} and {@link createBookingsAdminHandler} on it.
 */
export function createBookingReceiver(options: BookingReceiverOptions): BookingReceiver {
  const shared = sharedStore(options.database);
  const common = { ...options, database: shared.proxy };
  return {
    bookingHandler: createBookingHandler(common),
    adminHandler: createBookingsAdminHandler(common),
    get store() {
      return shared.store();
    },
    close: shared.close,
  };
}
