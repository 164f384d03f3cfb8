/**
 * The booking request contract that `<bali-booking-form>` and the receiver share: the schema, its types,
 * limits and messages, the travel tags and their labels, the currencies, ISO dates and the E.164 check. It imports neither
 * side: the form and the server both import it.
 */
export {
  BOOKING_FIELDS,
  createBookingSchema,
  fieldErrors,
  messagesOf,
  schemaBuilders,
  type BookingField,
  type BookingRequest,
  type StoredRequestFields,
  type BookingSchemas,
  type FieldErrors,
} from './booking-schema';
export { CURRENCIES, type Currency } from './currencies';
export { isValidE164 } from './e164';
export { addDays, isIsoDate, localIsoDate } from './iso-date';
export { LIMITS } from './limits';
export { MESSAGES } from './messages';
export { TRAVEL_LABELS } from './travel-labels';
export { TRAVEL_TAGS, inTileOrder, type TravelTag } from './travel-tags';
