import { useEffect, type HTMLAttributes, type Ref } from 'react';
import type { BookingErrorDetail, BookingStepDetail, BookingSubmitDetail, BookingSuccessDetail } from '../booking-form/booking-events';
import type { BaliBookingFormElement } from '../booking-form/booking-form.element';
import { bookingFormMeta } from '../booking-form/booking-form.meta';
import type { Assert } from '../shared/element-meta';
import type { BaliEvent } from './jsx';
import { useElementEvents } from './use-element-events';

type Handler<Detail> = (event: BaliEvent<Detail, BaliBookingFormElement>) => void;

export type BaliBookingFormProps = Omit<HTMLAttributes<BaliBookingFormElement>, 'children'> & {
  /** Where the request is POSTed (attribute `endpoint`, default `/api/book-accommodation`). */
  endpoint?: string;
  /** ISO 3166-1 alpha-2 code preselected in the WhatsApp input (attribute `default-country`, default `id`). */
  defaultCountry?: string;
  /** Where the busy nights are read; `off` turns the notice off (attribute `availability`). */
  availability?: string;
  /** Where the estimate for the chosen dates is read; `off` turns it off (attribute `quote`). */
  quote?: string;
  onBookingStep?: Handler<BookingStepDetail>;
  onBookingSubmit?: Handler<BookingSubmitDetail>;
  onBookingSuccess?: Handler<BookingSuccessDetail>;
  onBookingError?: Handler<BookingErrorDetail>;
  ref?: Ref<BaliBookingFormElement>;
};

type Meta = typeof bookingFormMeta;
/** Every attribute and event of the element has its prop (a compile error names one that has not). */
export type BookingFormPropsComplete = Assert<
  [Exclude<Meta['attributes'][number]['property'] | Meta['events'][number]['handler'], keyof BaliBookingFormProps>] extends [never] ? true : false
>;

/**
 * `<bali-booking-form>` as a React client component: the same markup on the server and in the browser (so
 * hydration is clean), the element registered in the browser only, and the callbacks called for the
 * element's events after hydration as after a client render.
 */
export function BaliBookingForm({
  endpoint,
  defaultCountry,
  availability,
  quote,
  onBookingStep,
  onBookingSubmit,
  onBookingSuccess,
  onBookingError,
  ref,
  ...rest
}: BaliBookingFormProps) {
  const handlers = { onBookingStep, onBookingSubmit, onBookingSuccess, onBookingError };
  const element = useElementEvents(bookingFormMeta.events, handlers, ref);
  useEffect(() => void import('../booking-form/booking-form.element'), []);
  return <bali-booking-form ref={element} endpoint={endpoint} default-country={defaultCountry} availability={availability} quote={quote} {...rest} />;
}
