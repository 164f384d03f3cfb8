// Plain TypeScript host: the tags are in HTMLElementTagNameMap, the events in the event map, `detail` typed.
import { BaliBookingFormElement, BaliReviewsElement, type BookingRequest, type ReviewChangeDetail } from 'bali-widgets';
import type { Review } from 'bali-widgets/reviews';
import type { BookingHandler, BookingReceiverOptions } from 'bali-widgets/server';

const form = document.createElement('bali-booking-form');
const formIsTyped: BaliBookingFormElement = form;
form.endpoint = '/services/api/book-accommodation';
form.defaultCountry = 'au';
form.addEventListener('bookingstep', (event) => {
  const step: 1 | 2 = event.detail.step;
  console.log(step);
});
form.addEventListener('bookingsuccess', (event) => {
  const request: BookingRequest = event.detail.request;
  const status: number = event.detail.status;
  console.log(request.checkIn, request.travelType.join(), status);
});
form.addEventListener('bookingerror', (event) => {
  const reason: 'http' | 'network' | 'timeout' = event.detail.reason;
  const status: number | undefined = event.detail.status;
  console.log(reason, status);
});

const reviews = document.querySelector('bali-reviews');
if (reviews) {
  const reviewsAreTyped: BaliReviewsElement = reviews;
  reviews.autoplayDelay = 0;
  reviews.imageBasePath = '/media/avatars';
  reviews.addEventListener('reviewchange', (event) => {
    const detail: ReviewChangeDetail = event.detail;
    const index: number = event.detail.index;
    const id: number | string = event.detail.id;
    console.log(detail, index, id, reviewsAreTyped);
  });
  // @ts-expect-error: autoplayDelay is a number
  reviews.autoplayDelay = '3000';
}

// The classes are constructors of the typed elements.
const made: BaliBookingFormElement = new BaliBookingFormElement();
const madeReviews: BaliReviewsElement = new BaliReviewsElement();
console.log(formIsTyped, made, madeReviews);

// @ts-expect-error: bookingsuccess carries no index
form.addEventListener('bookingsuccess', (event) => event.detail.index);
// @ts-expect-error: the form has no such property
form.endpointUrl = '/x';

// The other subpaths resolve too (the reviews-only bundle, the receiver).
const review: Review = { id: 'r1', author: 'Ayu', text: 'Lovely.', rating: 5 };
const handle: BookingHandler = async () => new Response(null, { status: 201 });
const options: BookingReceiverOptions = { database: 'data/bookings.sqlite', rateLimitPerMinute: 10 };
// @ts-expect-error: the database is a path or a store
const wrongOptions: BookingReceiverOptions = { database: 42 };
console.log(review, handle, options, wrongOptions);
