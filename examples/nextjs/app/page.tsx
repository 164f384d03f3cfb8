import { BaliReviews } from 'bali-widgets/react';
import { Booking } from './booking';

// Avatars are files in public/avatars/, which Next.js serves under the basePath: /services/avatars/tom.jpg.
const reviews = [
  { id: 1, author: 'Komang', rating: 5, text: 'Waking up to the rice fields was the best part of our trip.', imageUrl: 'komang.jpg' },
  { id: 2, author: 'Ines', rating: 5, text: 'Quiet, green and ten minutes by scooter from Ubud market.', imageUrl: 'ines.jpg' },
  { id: 3, author: 'Tom', rating: 4, text: 'Lovely pool and a very helpful host. Bring mosquito spray.', imageUrl: 'tom.jpg' },
];

export default function Home() {
  return (
    <main>
      <h1>Villa Sawah, Ubud</h1>
      <h2>Book your stay</h2>
      <Booking />
      <h2>What guests say</h2>
      <BaliReviews reviews={reviews} label="Villa Sawah reviews" imageBasePath="/services/avatars" />
    </main>
  );
}
