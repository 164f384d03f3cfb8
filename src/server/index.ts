/**
 * `bali-widgets/server`: the reference receiver for booking requests. Fetch-API handlers for Next.js route
 * handlers (or any Fetch runtime on Node), a Node `http` adapter, and the store behind them (SQLite or
 * PostgreSQL).
 */
import { createBookingSchema } from '../booking-request';

export { fieldErrors } from '../booking-request';
/** The whole request's schema, check-in from this machine's today (`createBookingHandler` allows a day of slack). */
export const bookingSchema = createBookingSchema().booking;
export type { BookingRequest, FieldErrors } from '../booking-request';
export { createBookingHandler } from './booking/booking-handler';
export { createBookingsAdminHandler } from './access/admin-listing';
export { createBookingReceiver } from './receiver';
export { spamShieldFromEnv, PROOF_HEADER } from './spam/spam-options';
export type { SpamShieldOptions } from './spam/spam-options';
export { DEFAULT_RATE_LIMIT_PER_MINUTE } from './http/rate-limit';
export { MAX_BODY_BYTES } from './http/json-body';
export type { BookingHandler } from './http/answers';
export type { BookingReceiver } from './receiver';
export type {
  BookingHandlerOptions,
  BookingsAdminHandlerOptions,
  BookingReceiverOptions,
  CommonReceiverOptions,
} from './receiver-options';
export { DEFAULT_ADMIN_ATTEMPTS_PER_MINUTE } from './access/admin-auth';
export { openBookingStore } from './booking/booking-store';
export { BOOKING_STATUSES, openStore, redactLocation, StoreOpenError } from './store';
export type {
  BookingPage,
  BookingStatus,
  BookingStore,
  CustomBookingStore,
  ListQuery,
  NewBooking,
  OpenOptions,
  SaveHook,
  SaveResult,
  Store,
  StoredBooking,
  StoredKey,
} from './store';
export { toNodeListener, toRequest, sendResponse, BodyTooLargeError } from './http/node-adapter';
export type { NodeAdapterOptions } from './http/node-adapter';
export { clientAddress } from './http/client-address';
export { trustProxyFromEnv } from './http/trusted-proxies';
export type { TrustProxy } from './http/trusted-proxies';
export { toCsv, csvCell } from './access/csv';
export * from './inbox';
export { notifyOptionsFromEnv, describeNotify, envFlag } from './notify/notify-options';
export type { NotifyOptions } from './notify/notify-options';
export type { EmailOptions } from './notify/email-channel';
export type { WebhookOptions } from './notify/webhook-channel';
export type { PushOptions } from './notify/push-keys';
export type { DeliveryView } from './notify/outbox-schema';
export { replyGreeting, replySubject, whatsappLink, mailtoLink } from './reply';
export { reviewsOptionsFromEnv } from './reviews/receiver-reviews';
export type { ReviewsOptions } from './reviews/receiver-reviews';
export type * from '../inbox/reviews-api-types';
export { createAvailabilityHandler } from './calendar/availability-handler';
export { createCalendarExportHandler } from './calendar/export-handler';
export { MAX_AVAILABILITY_NIGHTS } from './calendar/availability-query';
export type { CalendarOptions } from './calendar/calendar-options';
export type { ReceiverCalendars } from './calendar/receiver-calendar';
export type { CalendarFeed, CalendarBlock } from './calendar/calendar-store';
export type { BusyRange, BusySource } from './calendar/busy-nights';
export type { NightRange } from './calendar/nights';
export { calendarFeedsFromEnv } from './calendar/calendar-env';
export { createQuoteHandler } from './pricing/quote-handler';
export { priceStay } from './pricing/price-stay';
export { checkRateCard } from './pricing/rate-card-check';
export type { RateCard, Season, TaxLine, RateDay } from './pricing/rate-card';
export type { QuoteBody } from './pricing/quote-answer';
export type { QuoteSnapshot } from './pricing/quote-snapshot';
export type { PricingOptions } from './pricing/receiver-pricing';
export type { OffersOptions } from './offers/offer-service';
export type { PaymentProvider, OfferPayment, PaymentStart, PaymentEvent, WebhookResult } from './offers/payment-provider';
export type { OfferView } from './offers/offer-view';
export { offerProvidersFromEnv, describeOfferProviders, type OfferProviderOptions } from './offers/providers-from-env';
