/** The receiver as a whole: the booking handler and the owner's listing on one database. */
import { adminTokenOf } from './access/admin-auth';
import { createBookingsAdminHandler } from './access/admin-listing';
import { createBookingHandler } from './booking/booking-handler';
import { receiverCalendarSide, type ReceiverCalendars } from './calendar/receiver-calendar';
import { json, type BookingHandler } from './http/answers';
import { currentGeneration } from './access/token-generation';
import { receiverNotifications } from './notify/receiver-notify';
import { checkPublicOrigin } from './http/public-origin';
import { createOfferHandler } from './offers/offer-routes';
import { offerService } from './offers/offer-service';
import { receiverPricing, type ReceiverPricing } from './pricing/receiver-pricing';
import { receiverReviews } from './reviews/receiver-reviews';
import { recordReceiverFacts } from './store/receiver-facts';
import type { BookingReceiverOptions } from './receiver-options';
import { spamSettings } from './spam/spam-options';
import { createSpamShield } from './spam/spam-shield';
import { isOwnDatabase, receiverDatabase } from './store/store-seam';
import type { BookingStore, Store } from './store';

export type BookingReceiver = {
  /** `POST` / `OPTIONS` at the form's endpoint (`/api/book-accommodation`). */
  bookingHandler: BookingHandler;
  /**
   * `GET` at the challenge URL next to the booking endpoint (`/api/booking-challenge`): the spam shield's
   * challenges. With `spamShield: false` it answers 404, and the form then sends without a proof.
   */
  challengeHandler: BookingHandler;
  /** `GET` for the site owner (`/api/bookings`). */
  adminHandler: BookingHandler;
  /** `GET` of a listing's busy nights (`/api/availability?listing=&from=&to=`), for the form. */
  availabilityHandler: BookingHandler;
  /** `GET` of a listing's exported iCal feed at its secret URL (`/api/calendar.ics?listing=&key=`). */
  calendarExportHandler: BookingHandler;
  /** `GET` of what a stay costs (`/api/quote?listing=&checkIn=&checkOut=&lang=&currency=`), for the form. */
  quoteHandler: BookingHandler;
  /**
   * The guest's offer pages and the providers' webhooks: `GET`/`POST` at `/offer/<token>` (and
   * `/offer/<token>/pay/<provider>`), `POST` at `/api/offers/webhook/<provider>`.
   */
  offerHandler: BookingHandler;
  /** `GET` of a listing's approved reviews (`/api/reviews?listing=`) and their summary (`/api/reviews/summary?listing=`). */
  reviewsHandler: BookingHandler;
  /**
   * `GET`/`POST` of the guest's one-time review page (`/review/<token>`, its opt-out and `/review/review.css`;
   * with the spam shield on also `/review/review.js` and `/review/challenge`, its browser check).
   */
  reviewPageHandler: BookingHandler;
  /** Queues the review requests due now and sends them (a cron on a host without timers; tests). */
  askForReviews(): Promise<void>;
  /** The owner's rate cards; undefined for a `BookingStore` of your own. */
  rates: ReceiverPricing['rates'];
  /** The owner's calendar actions (feeds, blocks, export URL); undefined for a `BookingStore` of your own. */
  calendars(): Promise<ReceiverCalendars | undefined>;
  /**
   * Opens the database now (and applies its migrations) rather than on the first request: a server calls
   * it at start so that a wrong `database` stops the start with a clear message (`StoreOpenError`).
   */
  ready(): Promise<void>;
  /** The booking store both handlers use (opened on first call). */
  bookings(): Promise<BookingStore>;
  /** The opened database behind it; undefined for a `BookingStore` of your own. */
  store(): Promise<Store | undefined>;
  /** Closes the database if this receiver opened it. */
  close(): Promise<void>;
};

export { receiverFacts, type ReceiverFacts } from './store/receiver-facts';

/** Builds {@link createBookingHandler} and {@link createBookingsAdminHandler} on one database. */
export function createBookingReceiver(options: BookingReceiverOptions): BookingReceiver {
  const publicOrigin = checkPublicOrigin(options.publicOrigin);
  // Notifications queue their deliveries through the store's bookings; the dispatcher starts when it opens.
  const notifications = options.notify ? receiverNotifications(options.notify, options.now, options.calendarTimeZone) : undefined;
  const ownDatabase = isOwnDatabase(options.database);
  if (notifications?.channels && !ownDatabase) {
    // Deliveries are queued in the booking's own transaction; a store of yours has no outbox to queue them in.
    throw new TypeError(
      'bali-widgets: `notify` needs a database the receiver opens (a file path, a postgres:// URL or a store from openStore()); with a BookingStore of your own, send notifications from its save().',
    );
  }
  // A changed admin token ends every session and removes every push device before the first booking is queued.
  const token = adminTokenOf(options.adminToken);
  const onOpen = token ? (store: Store) => currentGeneration(store, token) : undefined;
  const database = receiverDatabase(options.database, { wrap: notifications?.wrap, onOpen });
  const common = { ...options, database };
  // Feeds are read from the moment the database opens (at ready() or the first calendar request).
  const calendar = receiverCalendarSide(options, database);
  const pricing = receiverPricing(options, database);
  const offers = ownDatabase ? offerService({ database, offers: options.offers, mail: Boolean(notifications?.options.email), links: { publicOrigin, trustProxy: options.trustProxy }, clients: { trustProxy: options.trustProxy, clientKey: options.clientKey }, attemptsPerMinute: options.adminAttemptsPerMinute, timeZone: options.calendarTimeZone ?? 'Asia/Makassar', now: options.now ?? (() => new Date()) }) : undefined;
  const shieldSettings = spamSettings(options.spamShield, true);
  const shield = shieldSettings && createSpamShield(shieldSettings, {
    ...common,
    trustProxy: Boolean(options.trustProxy),
    clients: { trustProxy: options.trustProxy, clientKey: options.clientKey },
  });
  const reviews = receiverReviews(options, database, shield || undefined);
  const receiver: BookingReceiver = {
    bookingHandler: createBookingHandler(common, shield),
    challengeHandler: shield?.challengeHandler ?? (async () => json(404, { error: 'Not found.' })),
    adminHandler: createBookingsAdminHandler(common),
    availabilityHandler: calendar.availabilityHandler,
    calendarExportHandler: calendar.calendarExportHandler,
    calendars: calendar.calendars,
    quoteHandler: pricing.quoteHandler,
    offerHandler: offers ? createOfferHandler(offers) : async () => json(404, { error: 'Not found.' }),
    rates: pricing.rates,
    reviewsHandler: reviews.reviewsHandler,
    reviewPageHandler: reviews.reviewPageHandler,
    askForReviews: reviews.tick,
    ready: async () => {
      await database.bookings();
      calendar.start();
      pricing.start();
      offers?.start();
      reviews.start();
    },
    bookings: () => database.bookings(),
    store: () => database.store(),
    close: async () => {
      await notifications?.stop();
      await calendar.stop();
      pricing.stop();
      await offers?.stop();
      await reviews.stop();
      await database.close();
    },
  };
  const { trustProxy, clientKey, adminAttemptsPerMinute } = options;
  recordReceiverFacts(receiver, {
    ownDatabase, publicOrigin, channels: notifications?.states ?? [], clients: { trustProxy, clientKey }, adminAttemptsPerMinute, push: notifications?.options.push, allowPrivateFeeds: Boolean(options.allowPrivateFeeds), offers,
  });
  return receiver;
}
