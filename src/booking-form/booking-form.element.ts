import r2wc from '@r2wc/react-to-web-component';
import { defineElement } from '../shared/define-element';
import { hostStyles } from '../shared/host.styles';
import { BookingForm } from './booking-form';
import { bookingFormStyles } from './booking-form.styles';
import { phoneInputStyles } from './phone-field.styles';
import type { BookingErrorDetail, BookingStepDetail, BookingSubmitDetail, BookingSuccessDetail } from './booking-events';

const EVENT_INIT = { bubbles: true, composed: true } as const;

/**
 * A two-step booking request form that POSTs JSON to the site's endpoint.
 *
 * @summary Booking request form for holiday-rental sites.
 * @tag bali-booking-form
 * @attr {string} endpoint - Where the request is POSTed (relative or absolute URL). Default `/api/book-accommodation`.
 * @attr {string} default-country - ISO 3166-1 alpha-2 code preselected in the WhatsApp input. Default `id`.
 * @fires {CustomEvent<{ step: 1 | 2 }>} bookingstep - The visible step changed.
 * @fires {CustomEvent<{ request: BookingRequest }>} bookingsubmit - A request is about to be sent.
 * @fires {CustomEvent<{ request: BookingRequest, status: number }>} bookingsuccess - The endpoint answered 2xx.
 * @fires {CustomEvent<{ request: BookingRequest, status?: number, reason: 'http' | 'network' | 'timeout' }>} bookingerror - Sending failed.
 */
export const BaliBookingFormElement = defineElement(
  'bali-booking-form',
  r2wc(BookingForm, {
    shadow: 'open',
    props: { endpoint: 'string', defaultCountry: 'string' },
    events: {
      onBookingStep: EVENT_INIT,
      onBookingSubmit: EVENT_INIT,
      onBookingSuccess: EVENT_INIT,
      onBookingError: EVENT_INIT,
    },
  }),
  [hostStyles, phoneInputStyles, bookingFormStyles],
);

declare global {
  interface HTMLElementTagNameMap {
    'bali-booking-form': HTMLElement & { endpoint?: string; defaultCountry?: string };
  }
  interface GlobalEventHandlersEventMap {
    bookingstep: CustomEvent<BookingStepDetail>;
    bookingsubmit: CustomEvent<BookingSubmitDetail>;
    bookingsuccess: CustomEvent<BookingSuccessDetail>;
    bookingerror: CustomEvent<BookingErrorDetail>;
  }
}
