import { BaliReviews } from 'bali-widgets/react';
import { Booking } from './booking';

const reviews = [
  { id: 1, author: 'Komang', rating: 5, text: 'Waking up to the rice fields was the best part of our trip.' },
  { id: 2, author: 'Ines', rating: 5, text: 'Quiet, green and ten minutes by scooter from Ubud market.' },
  { id: 3, author: 'Tom', rating: 4, text: 'Lovely pool and a very helpful host. Bring mosquito spray.' },
];

export default function Home() {
  return (
    <main>
      <h1>Villa Sawah, Ubud</h1>
      <h2>Book your stay</h2>
      <Booking />
      <h2>What guests say</h2>
      <BaliReviews reviews={reviews} label="Villa Sawah reviews" />
    </main>
  );
}
