/** The options of the receiver's handlers, in one place so that each part reads only what it needs. */
import type { CalendarOptions } from './calendar/calendar-options';
import type { ClientKeyOptions } from './http/client-key';
import type { NotifyOptions } from './notify/notify-options';
import type { OffersOptions } from './offers/offer-service';
import type { PricingOptions } from './pricing/pricing-options';
import type { SpamShieldOptions } from './spam/spam-options';
import type { ReviewsOptions } from './reviews/reviews-options';
import type { DatabaseOption, ReceiverDatabase } from './store/store-seam';

/** Options shared by the booking handler and the admin listing. */
export type CommonReceiverOptions = ClientKeyOptions & {
  /**
   * Where bookings are stored: the path of a SQLite file (created with its folder if missing), a
   * `postgres://` or `postgresql://` URL, a store opened with `openStore(location)`, or a `BookingStore`
   * of your own.
   */
  database: DatabaseOption | ReceiverDatabase;
  /**
   * Bookings per minute and client (sliding window; counted in the database on PostgreSQL, so shared by
   * every instance). Default 10. `0` or `Infinity` turns the limit off.
   */
  rateLimitPerMinute?: number;
  /** The clock (tests). Default `() => new Date()`. */
  now?: () => Date;
  /**
   * Where the site is reached (`https://villa.example`, `PUBLIC_ORIGIN`): every absolute link the receiver
   * makes (the calendar link, e-mails, push) starts with it. Unset: the request's `Host` (with `trustProxy`,
   * `X-Forwarded-Host` and `-Proto`).
   */
  publicOrigin?: string;
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
  /**
   * The bearer token that unlocks the listing: at least 32 characters (a shorter one throws a `TypeError`
   * saying how to make one). Unset or empty: the listing answers `404`.
   */
  adminToken?: string;
  /**
   * Wrong admin tokens per minute and client (the listing and the inbox's sign-in together) before every
   * attempt gets `429`, the right token too; each guess is counted before it is compared. Default 10, at
   * least 1: the lockout stays on whatever `rateLimitPerMinute` says. Clients that cannot be told apart are
   * not counted (see `clientKey`).
   */
  adminAttemptsPerMinute?: number;
};

/** Options of {@link createBookingReceiver}: everything, for one shared store. */
export type BookingReceiverOptions = BookingHandlerOptions &
  BookingsAdminHandlerOptions &
  CalendarOptions &
  PricingOptions & {
    /**
     * Announce every stored booking by e-mail and/or a signed webhook (docs/notifications.md). Needs the
     * receiver's own database (a path, a `postgres://` URL or an opened store).
     */
    notify?: NotifyOptions;
    /**
     * The spam shield (docs/server.md): signed proof-of-work challenges at `challengeHandler`, a honeypot,
     * a time trap and links in the name; spam gets the same 201 and is stored as `spam`, never notified.
     * On by default; `false` turns it off (a site posting from its own server, a test).
     */
    spamShield?: SpamShieldOptions | boolean;
    /**
     * Priced offers (docs/offers.md): the bank details shown after Accept and the payment providers.
     * The guest's pages are served by `offerHandler` at `/offer/<token>`.
     */
    offers?: OffersOptions;
    /**
     * Reviews (docs/reviews.md): the owner's Google review link and when guests are asked. Asking by e-mail
     * needs `notify.email` and `publicOrigin`.
     */
    reviews?: ReviewsOptions;
  };
