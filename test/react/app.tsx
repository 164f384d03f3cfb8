// The page of the SSR + hydration test: rendered to HTML in Node by react-dom/server, then hydrated (or,
// for a client-only page, rendered) in Chromium. Every callback records its call in `window.calls`.
import { BaliBookingForm, BaliReviews } from '../../dist/react.js';

type Call = [name: string, detail: unknown];
const record = (name: string) => (event: CustomEvent) => (globalThis as unknown as { calls: Call[] }).calls.push([name, event.detail]);

export const REVIEWS = [
  { id: 'r1', author: 'Komang', rating: 5, text: 'The pool at sunrise </script><b>was</b> the best part.' },
  { id: 'r2', author: 'Ines', rating: 4, text: 'Quiet, green and ten minutes from the beach.' },
];

export function App() {
  return (
    <main>
      <h1>Villa Sawah</h1>
      <h2>Book your stay</h2>
      <BaliBookingForm
        endpoint="/api/book"
        defaultCountry="id"
        onBookingStep={record('step')}
        onBookingSubmit={record('submit')}
        onBookingSuccess={record('success')}
        onBookingError={record('error')}
      />
      <h2>What guests say</h2>
      <BaliReviews reviews={REVIEWS} autoplayDelay={0} label="Villa Sawah reviews" onReviewChange={record('review')} />
    </main>
  );
}
