/** `bali-widgets/server`: the reference receiver for booking requests. */
export { bookingSchema, fieldErrors } from '../booking-form/booking-schema';
