/**
 * A stand-in for the receiver's `GET /api/reviews` (src/inbox/reviews-api-types.ts), for the carousel's
 * browser tests: `reviewsAnswer` answers as `case=ok|500|bad|empty|wrong` says. The inbox and the whole
 * chain are tested against the real receiver (test/e2e/inbox-reviews.test.ts, review-chain.test.ts).
 */

/** Two approved reviews as `GET /api/reviews` lists them: a Japanese one with the owner's reply, one from Airbnb. */
export const PUBLIC_REVIEWS = [
  {
    id: 'r-ja',
    name: 'ゆき',
    text: '海まで歩いてすぐの素敵なヴィラでした。<a href="https://spam.example">ここ</a>',
    rating: 4,
    date: '2026-08-14',
    source: 'guest',
    lang: 'ja',
    reply: 'Terima kasih, Yuki! See you next year.',
  },
  { id: 'r-en', name: 'Emma', text: 'Lovely stay, the pool was perfect.', rating: 5, date: '2025-12-02', source: 'airbnb', lang: 'en', reply: null },
];

/** The carousel's source: `case` picks the answer. */
export function reviewsAnswer(query) {
  switch (query.get('case')) {
    case '500':
      return { status: 500, type: 'application/json', body: '{"error":"down"}' };
    case 'bad':
      return { status: 200, type: 'application/json', body: '{"reviews": [' };
    case 'empty':
      return { status: 200, type: 'application/json', body: '{"reviews":[]}' };
    case 'wrong':
      return { status: 200, type: 'application/json', body: JSON.stringify({ reviews: [{ id: 1, rating: 9 }] }) };
    default:
      return { status: 200, type: 'application/json', body: JSON.stringify({ reviews: PUBLIC_REVIEWS }) };
  }
}
