/**
 * A stand-in for the receiver's reviews API (src/inbox/reviews-api-types.ts), for tests of its clients while
 * the real one is tested on its own: `reviewsAnswer` answers `GET /api/reviews` for the carousel's browser
 * tests (`case=ok|500|bad|empty|wrong`), and `startReviewsStandIn` is a loopback server that answers the
 * inbox's reviews calls from memory (recording every PATCH and POST body) and passes everything else to a
 * real receiver, so the inbox page, its session and its requests are the real ones.
 */
import { createServer, request as forward } from 'node:http';

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

const admin = (review) => ({ listing: '', status: 'approved', pinned: false, position: 0, requestId: null, consentAt: null, ...review });

/** The reviews the inbox finds: two pending, two approved, one hidden. */
export function cannedAdminReviews() {
  return [
    admin({ ...PUBLIC_REVIEWS[0], id: 'p-1', status: 'pending', position: 5, date: '2026-09-02', name: 'Ketut', lang: 'id', text: 'Villa yang indah, <b>sangat</b> bersih. https://example.com', reply: null, requestId: 'req-1', consentAt: '2026-09-02T03:00:00.000Z' }),
    admin({ id: 'p-2', status: 'pending', name: 'Sophie', text: 'Great host, a little noisy at night.', rating: 3, date: '2026-08-30', source: 'guest', lang: 'fr', reply: null }),
    admin({ ...PUBLIC_REVIEWS[0], position: 0 }),
    admin({ ...PUBLIC_REVIEWS[1], position: 1 }),
    admin({ id: 'h-1', status: 'hidden', name: 'Bot', text: 'Buy followers now, best prices.', rating: 1, date: '2026-07-01', source: 'guest', lang: '', reply: null }),
  ];
}

const json = (res, status, body) => {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
};
const readBody = (req) =>
  new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
  });

/** `date,name,rating,text[,lang]` after a header row; the first bad row refuses the file. */
function importRows(csv) {
  const rows = csv.trim().split(/\r?\n/).slice(1);
  const reviews = [];
  for (const [i, row] of rows.entries()) {
    const [date, name, rating, ...rest] = row.split(',');
    if (!/^\d{4}-\d\d-\d\d$/.test(date ?? '') || !name || !/^[1-5]$/.test(rating ?? '')) {
      return { error: 'The rating must be a whole number from 1 to 5.', line: i + 2 };
    }
    reviews.push({ date, name, rating: Number(rating), text: rest.join(',').replace(/^"|"$/g, '') });
  }
  return { reviews };
}

/**
 * Starts the stand-in in front of `upstream` (a receiver's origin). `calls` records each reviews call the
 * inbox made, with its parsed body.
 */
export async function startReviewsStandIn(upstream) {
  const reviews = cannedAdminReviews();
  const calls = [];
  let made = 0;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const isReviews = path === '/admin/api/reviews' || path.startsWith('/admin/api/reviews/') || /^\/admin\/api\/requests\/[^/]+\/review-request$/.test(path);
    if (!isReviews) {
      const upstreamUrl = new URL(upstream);
      const proxied = forward({ host: upstreamUrl.hostname, port: upstreamUrl.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      proxied.on('error', () => json(res, 502, { error: 'upstream down' }));
      req.pipe(proxied);
      return;
    }
    const text = await readBody(req);
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ method: req.method, path, query: url.search, body });
    if (path.endsWith('/review-request')) {
      made += 1;
      const link = `${upstream}/review/token-${made}`;
      return json(res, 200, { url: link, whatsappText: `Terima kasih! ${link}`, whatsappUrl: `https://wa.me/6281234567890?text=${encodeURIComponent(link)}` });
    }
    if (path === '/admin/api/reviews' && req.method === 'GET') {
      const status = url.searchParams.get('status');
      const listed = reviews
        .filter((r) => r.status === status)
        .sort((a, b) => Number(b.pinned) - Number(a.pinned) || a.position - b.position || b.date.localeCompare(a.date));
      return json(res, 200, { reviews: listed });
    }
    if (path === '/admin/api/reviews/import' && req.method === 'POST') {
      if (body?.attested !== true) return json(res, 400, { error: 'Confirm that the reviews are real.' });
      const read = importRows(body.csv ?? '');
      if (read.error) return json(res, 400, read);
      for (const r of read.reviews) reviews.push(admin({ ...r, id: `i-${reviews.length}`, status: 'pending', source: body.source, lang: '', reply: null }));
      return json(res, 201, { imported: read.reviews.length });
    }
    const review = reviews.find((r) => `/admin/api/reviews/${encodeURIComponent(r.id)}` === path);
    if (!review) return json(res, 404, { error: 'This review was removed.' });
    if (req.method === 'PATCH') {
      Object.assign(review, body);
      return json(res, 200, { review });
    }
    if (req.method === 'DELETE') {
      reviews.splice(reviews.indexOf(review), 1);
      return json(res, 204);
    }
    return json(res, 405, { error: 'Method not allowed.' });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    base: `http://127.0.0.1:${port}`,
    calls,
    reviews,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
