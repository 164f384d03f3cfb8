/** The options of the receiver's handlers, in one place so that each part reads only what it needs. */
import type { ClientKeyOptions } from './client-key';
import type { DatabaseOption } from './store-seam';

/** Options shared by the booking handler and the admin listing. */
export type CommonReceiverOptions = ClientKeyOptions & {
  /**
   * Where bookings are stored: the path of a SQLite file (created with its folder if missing), or a
   * {@link BookingStore} you opened yourself (`openBookingStore(path)`, or your own implementation).
   */
  database: DatabaseOption;
  /**
   * Requests per minute and client (sliding window). Default 10. `0` or `Infinity` turns the limit off.
   * For the admin listing it limits failed token attempts.
   */
  rateLimitPerMinute?: number;
  /** The clock (tests). Default `() => new Date()`. */
  now?: () => Date;
};

/** Options of {@link createBookingHandler}. */
export type BookingHandlerOptions = CommonReceiverOptions & {
  /**
   * Origins (`https://villa.example`) whose pages may POST here cross-origin (CORS). Same-origin requests
   * (no `Origin` header, or the request's own origin) are always allowed; any other origin gets `403`.
   */
  allowedOrigins?: readonly string[];
  /** Largest accepted body in bytes. Default 16 KiB. */
  maxBodyBytes?: number;
  /**
   * Called when storing fails (the client gets `500`). Default: `console.error` of the error's code and
   * message, which never contain the booking's personal data.
   */
  onError?: (error: unknown) => void;
};

/** Options of {@link createBookingsAdminHandler}. */
export type BookingsAdminHandlerOptions = CommonReceiverOptions & {
  /** The bearer token that unlocks the listing. Unset or empty: the listing answers `404`. */
  adminToken?: string;
};

/** Options of {@link createBookingReceiver}: everything, for one shared store. */
export type BookingReceiverOptions = BookingHandlerOptions & BookingsAdminHandlerOptions;
