import r2wc from '@r2wc/react-to-web-component';
import { defineElement } from '../shared/define-element';
import { r2wcOptions } from '../shared/element-meta';
import { hostStyles } from '../shared/host.styles';
import { BookingForm } from './booking-form';
import { bookingFormStyles } from './booking-form.styles';
import { phoneInputStyles } from './phone-field.styles';
import type { BookingErrorDetail, BookingStepDetail, BookingSubmitDetail, BookingSuccessDetail } from './booking-events';
import { bookingFormMeta } from './booking-form.meta';

/**
 * `<bali-booking-form>`: a two-step booking request form that POSTs JSON to the site's endpoint.
 * Its attributes, events, CSS custom properties and parts are listed once, in `booking-form.meta.ts`
 * (the r2wc options below are derived from it; `dist/custom-elements.json` is generated from it).
 *
 * @tag bali-booking-form
 */
export interface BaliBookingFormElement extends HTMLElement {
  /** Where the request is POSTed (relative or absolute URL). Attribute `endpoint`, default `/api/book-accommodation`. */
  endpoint?: string;
  /** ISO 3166-1 alpha-2 code preselected in the WhatsApp input. Attribute `default-country`, default `id`. */
  defaultCountry?: string;
  /** Where the busy nights are read; `off` turns the notice off. Attribute `availability`, default `availability` beside `endpoint`. */
  availability?: string;
  /** Where the estimate for the chosen dates is read; `off` turns it off. Attribute `quote`, default `quote` beside `endpoint`. */
  quote?: string;
}

export const BaliBookingFormElement = defineElement(
  bookingFormMeta.tagName,
  () => r2wc(BookingForm, r2wcOptions(bookingFormMeta)),
  [hostStyles, phoneInputStyles, bookingFormStyles],
) as unknown as { new (): BaliBookingFormElement; prototype: BaliBookingFormElement };

declare global {
  interface HTMLElementTagNameMap {
    'bali-booking-form': BaliBookingFormElement;
  }
  interface GlobalEventHandlersEventMap {
    bookingstep: CustomEvent<BookingStepDetail>;
    bookingsubmit: CustomEvent<BookingSubmitDetail>;
    bookingsuccess: CustomEvent<BookingSuccessDetail>;
    bookingerror: CustomEvent<BookingErrorDetail>;
  }
}
