// React 19 / TSX host: typed JSX for both tags from `bali-widgets/react`.
import { BaliBookingForm, BaliReviews, type BaliReviewsProps } from 'bali-widgets/react';
import type { BaliBookingFormElement, BookingRequest } from 'bali-widgets';
import { useRef } from 'react';

export function BookingPage({ onBooked }: { onBooked: (request: BookingRequest) => void }) {
  const ref = useRef<BaliBookingFormElement>(null);
  return (
    <main>
      <bali-booking-form
        ref={ref}
        id="booking"
        className="booking"
        endpoint="/services/api/book-accommodation"
        default-country="au"
        onbookingstep={(event) => {
          const step: 1 | 2 = event.detail.step;
          console.log(step);
        }}
        onbookingsubmit={(event) => console.log(event.detail.request.email)}
        onbookingsuccess={(event) => {
          const status: number = event.detail.status;
          const element: BaliBookingFormElement = event.currentTarget;
          console.log(status, element.endpoint);
          onBooked(event.detail.request);
        }}
        onbookingerror={(event) => {
          const reason: 'http' | 'network' | 'timeout' = event.detail.reason;
          console.log(reason);
        }}
      />
      <bali-reviews
        image-base-path="/services/images"
        image-optimizer="/services/_next/image"
        autoplay-delay={5000}
        onreviewchange={(event) => {
          const index: number = event.detail.index;
          const id: number | string = event.detail.id;
          console.log(index, id);
        }}
      >
        <script type="application/json">{JSON.stringify([{ id: 1, author: 'Komang', rating: 5, text: 'Lovely.' }])}</script>
      </bali-reviews>

      <bali-booking-form
        // @ts-expect-error: endpoint is a string attribute
        endpoint={42}
      />
      <bali-booking-form
        // @ts-expect-error: bookingsuccess has no reason
        onbookingsuccess={(event) => console.log(event.detail.reason)}
      />
      <bali-reviews
        // @ts-expect-error: events are lower-case, exactly as dispatched
        onReviewChange={() => undefined}
      />
      <bali-reviews
        // @ts-expect-error: reviewchange's detail has no step
        onreviewchange={(event) => console.log(event.detail.step)}
      />
    </main>
  );
}

// The React components: camelCase props, typed callbacks, the element through `ref`.
export function ComponentsPage() {
  const form = useRef<BaliBookingFormElement>(null);
  const reviews: BaliReviewsProps['reviews'] = [{ id: 1, author: 'Komang', rating: 5, text: 'Lovely.', imageUrl: 'komang.jpg' }];
  return (
    <main>
      <BaliBookingForm
        ref={form}
        className="booking"
        endpoint="/services/api/book-accommodation"
        defaultCountry="au"
        onBookingStep={(event) => console.log(event.detail.step)}
        onBookingSubmit={(event) => console.log(event.detail.request.email)}
        onBookingSuccess={(event) => console.log(event.detail.status, event.currentTarget.endpoint)}
        onBookingError={(event) => console.log(event.detail.reason)}
      />
      <BaliReviews
        reviews={reviews}
        label="Guest reviews"
        imageBasePath="/services/images"
        imageOptimizer="/services/_next/image"
        autoplayDelay={5000}
        onReviewChange={(event) => console.log(event.detail.index, event.detail.id)}
      />
      {/* @ts-expect-error: autoplayDelay is a number */}
      <BaliReviews autoplayDelay="5000" />
      {/* @ts-expect-error: the success detail has no reason */}
      <BaliBookingForm onBookingSuccess={(event) => console.log(event.detail.reason)} />
      {/* @ts-expect-error: a review needs its text */}
      <BaliReviews reviews={[{ id: 1, author: 'Komang', rating: 5 }]} />
    </main>
  );
}
