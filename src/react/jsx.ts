/**
 * Typed JSX for the tags themselves in React 19 / TSX hosts (types only): `<bali-booking-form>` and
 * `<bali-reviews>` written directly. React 19 sets the attributes as written and adds a listener for every
 * `on<event>` prop whose value is a function, with the event name exactly as written after `on`:
 * `onbookingsuccess` listens for `bookingsuccess`. It adds none while hydrating server markup, which is why
 * the components in ./index.ts attach their listeners themselves.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { BaliBookingFormElement } from '../booking-form/booking-form.element';
import type { bookingFormMeta } from '../booking-form/booking-form.meta';
import type { BookingErrorDetail, BookingStepDetail, BookingSubmitDetail, BookingSuccessDetail } from '../booking-form/booking-events';
import type { BaliReviewsElement, ReviewChangeDetail } from '../reviews/reviews.element';
import type { reviewsMeta } from '../reviews/reviews.meta';
import type { Assert, ElementMeta } from '../shared/element-meta';

/** `detail` of every event, by event name. */
export interface BaliBookingFormEventDetails {
  bookingstep: BookingStepDetail;
  bookingsubmit: BookingSubmitDetail;
  bookingsuccess: BookingSuccessDetail;
  bookingerror: BookingErrorDetail;
}
export interface BaliReviewsEventDetails {
  reviewchange: ReviewChangeDetail;
}

type EventNames<M extends ElementMeta> = M['events'][number]['name'];
/** The maps above name exactly the events of the metadata (a compile error otherwise). */
type SameKeys<A, B> = [Exclude<A, B> | Exclude<B, A>] extends [never] ? true : false;
export type BookingFormEventsMatch = Assert<SameKeys<EventNames<typeof bookingFormMeta>, keyof BaliBookingFormEventDetails>>;
export type ReviewsEventsMatch = Assert<SameKeys<EventNames<typeof reviewsMeta>, keyof BaliReviewsEventDetails>>;

/** An event whose `currentTarget` is the element the listener was set on. */
export type BaliEvent<Detail, Target extends HTMLElement> = CustomEvent<Detail> & { readonly currentTarget: Target };

/** The element's attributes as JSX props: string attributes take strings, number attributes numbers or strings. */
type AttributeProps<M extends ElementMeta> = {
  [A in M['attributes'][number] as A['name']]?: A['kind'] extends 'number' ? number | string : string;
};

/** `on<event>` props, lower-case like the event names. */
type EventProps<Details, Target extends HTMLElement> = {
  [E in keyof Details & string as `on${E}`]?: (event: BaliEvent<Details[E], Target>) => void;
};

type BaseProps<Target extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<Target>, Target>;

export type BaliBookingFormElementProps = BaseProps<BaliBookingFormElement> &
  AttributeProps<typeof bookingFormMeta> &
  EventProps<BaliBookingFormEventDetails, BaliBookingFormElement>;

export type BaliReviewsElementProps = BaseProps<BaliReviewsElement> &
  AttributeProps<typeof reviewsMeta> &
  EventProps<BaliReviewsEventDetails, BaliReviewsElement>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'bali-booking-form': BaliBookingFormElementProps;
      'bali-reviews': BaliReviewsElementProps;
    }
  }
}
