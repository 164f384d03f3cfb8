import type { Review } from './review';

/**
 * The six built-in guest reviews of Villa Samudra, a beachside villa in Seminyak run by Wayan (the host)
 * and Putu (the manager). `imageUrl` values are bare file names, resolved against `image-base-path`.
 * Lengths vary on purpose: some need "Read more..." at desktop width, some are a single line.
 */
export const TESTIMONIALS: readonly Review[] = [
  {
    id: 1,
    author: 'Ayu',
    rating: 5,
    text:
      'We woke up every morning to the sound of the waves and had breakfast by the pool before walking straight ' +
      'down the garden path to the beach. Wayan met us at the gate with cold coconuts after a long flight, showed ' +
      'us around the villa and wrote down his favourite warungs in Seminyak for us. When our daughter caught a ' +
      'cold, Putu, the manager, organised a doctor within the hour and checked on us every day. The rooms were ' +
      'spotless, the beds were huge and the sunsets from the terrace were the best of our whole trip. We are ' +
      'already planning to come back next year with the grandparents.',
    imageUrl: 'ayu.jpg',
  },
  {
    id: 2,
    author: 'Lukas',
    rating: 5,
    text: 'Perfect spot, perfect hosts. The beach is thirty steps from the pool.',
    imageUrl: 'lukas.jpg',
  },
  {
    id: 3,
    author: 'Chloe',
    rating: 5,
    text:
      'I spent five weeks here working remotely and it was the calmest, most productive month I have had in years. ' +
      'The Wi-Fi was fast enough for video calls every day, Putu set up a desk in the shaded corner of the ' +
      'living room for me, and Wayan taught me which mornings the surf was gentle enough for a beginner. ' +
      'Housekeeping came every other day and always left frangipani on the pillows. Leaving was genuinely hard.',
    imageUrl: 'chloe.jpg',
  },
  {
    id: 4,
    author: 'Rahul',
    rating: 5,
    text:
      'Our honeymoon could not have been better. Wayan arranged a private dinner on the beach with torches in the ' +
      'sand, and the villa felt completely ours.',
    imageUrl: 'rahul.jpg',
  },
  {
    id: 5,
    author: 'Sophie',
    rating: 5,
    text:
      'Travelling with three kids is never easy, but this villa made it simple. The pool fence gave us peace of ' +
      'mind, the kitchen had everything we needed, and Putu answered every WhatsApp message within minutes, even ' +
      'late in the evening when we could not work out the hot water. Wayan brought the children a kite and flew it ' +
      'with them on the beach at low tide. They still talk about it.',
    imageUrl: 'sophie.jpg',
  },
  {
    id: 6,
    author: 'Kenji',
    rating: 5,
    text: 'Quiet, clean and right on the sand. Wayan and Putu are wonderful hosts.',
    imageUrl: 'kenji.jpg',
  },
];
