import type { BookingRequest } from '../booking-request';

/** `detail` of each event `<bali-booking-form>` dispatches (bubbling, composed). */
export type BookingStepDetail = { step: 1 | 2 };
export type BookingSubmitDetail = { request: BookingRequest };
export type BookingSuccessDetail = { request: BookingRequest; status: number };
export type BookingErrorReason = 'http' | 'network' | 'timeout';
export type BookingErrorDetail = { request: BookingRequest; status?: number; reason: BookingErrorReason };
