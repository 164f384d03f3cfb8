// Demo server: the demo page at /services/ (as a Next.js site with basePath /services would), the bundle
// and the avatars next to it, under the strict CSP the widgets are built for, plus the receiver
// (dist/server.js) at /api/book-accommodation and the owner's listing at /api/bookings. Nothing else is
// served: every other path is 404.
//
// Environment: PORT (default 8080; 0 picks a free port), HOST (default 127.0.0.1: put a proxy in front, or HOST=0.0.0.0),
// BOOKINGS_DB (default data/bookings.sqlite, relative to the project root), ALLOWED_ORIGINS
// (comma-separated), ADMIN_TOKEN, RATE_LIMIT_PER_MINUTE (default 10), TRUST_PROXY (your proxies' addresses/CIDRs,
// e.g. 127.0.0.1 or 10.0.0.0/8; or a count, with a warning),
// RETENTION_DAYS (erase requests that many days after their check-out; off by default);
// notifications (docs/notifications.md): NOTIFY_EMAIL, SMTP_URL, MAIL_FROM, WEBHOOK_URL, WEBHOOK_SECRET,
// PUSH_SUBJECT, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, PUSH_ALLOW_PRIVATE, GUEST_ACK;
// calendars (docs/availability.md): CALENDAR_FEEDS ("villa-samudra=https://… https://…"), CALENDAR_TIME_ZONE
// (default Asia/Makassar), CALENDAR_ALLOW_PRIVATE (1 reads feeds on private addresses and over http);
// PUBLIC_ORIGIN (https://villa.example: where the owner's links point; default the request's host);
// reviews (docs/reviews.md): GOOGLE_REVIEW_URL, REVIEW_ASK_AFTER_DAYS (default 1; asking needs e-mail and PUBLIC_ORIGIN).
// A value it cannot use stops the start with a message naming the variable.
// the spam shield (docs/server.md): SPAM_SHIELD (on by default; off turns it off), SPAM_SECRET, SPAM_DIFFICULTY.
// offers (docs/offers.md): OFFER_BANK_DETAILS (what the guest reads after Accept; \n for a new line),
// STRIPE_SECRET_KEY with STRIPE_WEBHOOK_SECRET, XENDIT_SECRET_KEY with XENDIT_CALLBACK_TOKEN (STRIPE_API_BASE, XENDIT_API_BASE for a stand-in);
// rates (docs/rates.md): the demo listing gets demo rates once (the inbox's Rates page changes them);
// EXCHANGE_RATES=ecb reads the ECB's daily reference rates (EXCHANGE_RATES_URL another address).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerMalformed, notFound, readOnly } from './refusals.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const fail = (message) => {
  console.error(message);
  process.exit(1);
};
const receiverModule = await import('../dist/server.js').catch((error) =>
  fail(`Cannot load dist/server.js (${error.code ?? error.message}); run \`npm run build\` first.`),
);
const { createBookingReceiver, redactLocation, describeNotify, notifyOptionsFromEnv, toNodeListener, createInboxHandler, parseRetentionDays, calendarFeedsFromEnv, spamShieldFromEnv, envFlag, trustProxyFromEnv, offerProvidersFromEnv, describeOfferProviders, reviewsOptionsFromEnv } =
  receiverModule;

const env = process.env;
const port = env.PORT?.trim() ? Number(env.PORT) : 8080;
// Only this machine reaches the demo unless HOST says otherwise: a port open to all is a port a forged
// X-Forwarded-For can reach.
const host = env.HOST || '127.0.0.1';
const allowedOrigins = (env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
const adminToken = env.ADMIN_TOKEN || undefined;
// Empty turns the limit off, as 0 does; the admin lockout has its own setting and is always on.
const rateLimitPerMinute = env.RATE_LIMIT_PER_MINUTE === undefined ? 10 : Number(env.RATE_LIMIT_PER_MINUTE.trim() || 0);
const adminAttemptsPerMinute = env.ADMIN_ATTEMPTS_PER_MINUTE ? Number(env.ADMIN_ATTEMPTS_PER_MINUTE) : undefined;
let trustProxy;
try {
  trustProxy = trustProxyFromEnv(env.TRUST_PROXY);
} catch (error) {
  fail(error.message);
}
let offerProviders;
try {
  offerProviders = offerProvidersFromEnv(env);
} catch (error) {
  fail(error.message);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) fail('PORT must be a port number.');
if (!(rateLimitPerMinute >= 0)) fail('RATE_LIMIT_PER_MINUTE must be a number (0 or empty turns the limit off).');
if (adminAttemptsPerMinute !== undefined && !(Number.isInteger(adminAttemptsPerMinute) && adminAttemptsPerMinute >= 1)) {
  fail('ADMIN_ATTEMPTS_PER_MINUTE must be a whole number of at least 1.');
}
let retentionDays;
try {
  retentionDays = parseRetentionDays(env.RETENTION_DAYS);
} catch (error) {
  fail(error.message);
}
let calendars;
try {
  calendars = calendarFeedsFromEnv(env.CALENDAR_FEEDS);
} catch (error) {
  fail(error.message);
}
const calendarTimeZone = env.CALENDAR_TIME_ZONE || undefined;
let allowPrivateFeeds;
try {
  allowPrivateFeeds = envFlag(env, 'CALENDAR_ALLOW_PRIVATE');
} catch (error) {
  fail(error.message);
}
let spamShield;
try {
  spamShield = spamShieldFromEnv(env);
} catch (error) {
  fail(error.message); // names the variable, never its value
}
let reviews;
try {
  reviews = reviewsOptionsFromEnv(env);
} catch (error) {
  fail(error.message.replace(/^bali-widgets: /, ''));
}
let notify;
let notifyLine;
try {
  notify = notifyOptionsFromEnv(env);
  notifyLine = describeNotify(notify);
} catch (error) {
  fail(error.message); // names the variable, never its value
}

// Served folders: the database (guests' names and e-mails) must never be a file a browser can ask for.
const SERVED = ['demo', 'dist'].map((folder) => join(root, folder));
const inside = (path, folder) => !relative(folder, path).startsWith('..') && !isAbsolute(relative(folder, path));
const isUrl = /^postgres(ql)?:\/\//i.test(env.BOOKINGS_DB ?? '');
const database = isUrl ? env.BOOKINGS_DB : resolve(root, env.BOOKINGS_DB || 'data/bookings.sqlite');
if (!isUrl) {
  if (SERVED.some((folder) => inside(database, folder))) fail(`BOOKINGS_DB ${database} is inside a served folder; keep it elsewhere (default: data/).`);
  // A FIFO or a device would block the open for good; a folder cannot be a database either.
  let existing;
  try {
    existing = statSync(database, { throwIfNoEntry: false });
  } catch (error) {
    fail(`Cannot open BOOKINGS_DB ${database}: ${error.code ?? error.message}`);
  }
  if (existing && !existing.isFile()) fail(`BOOKINGS_DB ${database} is not a file.`);
}

const shown = isUrl ? redactLocation(database) : database;
let receiver;
let inboxHandler;
try {
  receiver = createBookingReceiver({
    database, allowedOrigins, adminToken, rateLimitPerMinute, adminAttemptsPerMinute, trustProxy, notify, calendars, calendarTimeZone, allowPrivateFeeds, spamShield,
    publicOrigin: env.PUBLIC_ORIGIN, reviews,
    offers: { bankDetails: env.OFFER_BANK_DETAILS?.replace(/\\n/g, '\n') || undefined, ...offerProviders },
    exchangeRates: process.env.EXCHANGE_RATES === 'ecb' ? 'ecb' : false, exchangeRatesUrl: process.env.EXCHANGE_RATES_URL || undefined,
  });
  // Guesses of the token are counted with the listing's (the receiver's adminAttemptsPerMinute and trustProxy).
  inboxHandler = createInboxHandler({ database: receiver, adminToken, retentionDays, basePath: '/admin/' });
} catch (error) {
  // a short ADMIN_TOKEN (the message says how to make one), ALLOWED_ORIGINS, PUBLIC_ORIGIN, a time zone or listing that is not one
  fail(error.message.replace(/^bali-widgets: /, ''));
}
// Opened now: a bad BOOKINGS_DB stops the start (within 10 s), not a guest's request.
const giveUp = new Promise((_, reject) => setTimeout(() => reject(new Error('no answer within 10 s')), 10_000).unref());
// The message names the database with its password masked.
await Promise.race([receiver.ready(), giveUp]).catch((error) =>
  fail(error.name === 'StoreOpenError' ? error.message : `Cannot open BOOKINGS_DB ${shown}: ${error.code ?? ''} ${error.message}`),
);

/** The demo listing's rates, written once: a Bali villa in rupiah with a high season, service and PBJT. */
const DEMO_RATES = {
  currency: 'IDR', nightly: 3_500_000, weekendNightly: 4_000_000, minStay: 2, weeklyDiscount: 10, monthlyDiscount: 20, cleaning: 500_000,
  taxes: [
    { label: 'Service 10%', percent: 10, onCleaning: true, compound: false },
    { label: 'PBJT 10%', percent: 10, onCleaning: true, compound: true },
  ],
  seasons: [
    { name: 'High season', from: '2026-07-01', to: '2026-09-01', nightly: 5_000_000, weekendNightly: 5_500_000, minStay: 3, repeats: true },
    { name: 'Christmas', from: '2026-12-20', to: '2027-01-03', nightly: 7_000_000, minStay: 5, repeats: true },
  ],
};
const rates = await receiver.rates();
if (rates && !(await rates.card(''))) {
  const demo = receiverModule.checkRateCard(DEMO_RATES);
  if (demo.ok) await rates.save('', demo.card, new Date());
}

// Headers of every page: the strict CSP, no framing, no sniffing, no referrer to other sites.
const PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
const HTML = 'text/html; charset=utf-8';
const JS = 'text/javascript; charset=utf-8';

/** The only files served: URL path → [file, content type]. */
const FILES = new Map([
  ['/services/', ['demo/index.html', HTML]],
  ['/services/index.html', ['demo/index.html', HTML]],
  ['/services/demo.css', ['demo/demo.css', 'text/css; charset=utf-8']],
  ['/services/demo.js', ['demo/demo.js', JS]],
  ['/services/bali-widgets.js', ['dist/bali-widgets.js', JS]],
  ...['ayu', 'chloe', 'kenji', 'lukas', 'rahul', 'sophie'].map((name) => [`/services/images/${name}.jpg`, [`demo/images/${name}.jpg`, 'image/jpeg']]),
]);

const exact = new Map();
const prefixes = [];
/** Adds a route: an exact path, or with `{ prefix: true }` every path that starts with it (`/admin/`). */
function route(path, listener, { prefix = false } = {}) {
  if (prefix) prefixes.push([path, listener]);
  else exact.set(path, listener);
}
const routeFor = (pathname) => exact.get(pathname) ?? prefixes.find(([path]) => pathname.startsWith(path))?.[1];
const redirect = (location) => readOnly((req, res) => res.writeHead(302, { Location: location }).end());

route('/api/book-accommodation', toNodeListener(receiver.bookingHandler, { trustProxy }));
route('/api/bookings', toNodeListener(receiver.adminHandler, { trustProxy }));
route('/api/availability', toNodeListener(receiver.availabilityHandler, { trustProxy }));
route('/api/calendar.ics', toNodeListener(receiver.calendarExportHandler, { trustProxy }));
route('/api/quote', toNodeListener(receiver.quoteHandler, { trustProxy }));
// Priced offers (docs/offers.md): the guest's page and the payment providers' webhooks.
const offers = toNodeListener(receiver.offerHandler, { trustProxy });
route('/offer/', offers, { prefix: true });
route('/api/offers/webhook/', offers, { prefix: true });
route('/api/reviews', toNodeListener(receiver.reviewsHandler, { trustProxy }));
route('/api/reviews/summary', toNodeListener(receiver.reviewsHandler, { trustProxy }));
// The guest's one-time review page, its opt-out, its stylesheet and (spam shield on) its script and challenge.
route('/review/', toNodeListener(receiver.reviewPageHandler, { trustProxy }), { prefix: true });
// The spam shield's challenges, next to the booking endpoint (404 with SPAM_SHIELD=off).
route('/api/booking-challenge', toNodeListener(receiver.challengeHandler, { trustProxy }));
const inbox = toNodeListener(inboxHandler, { trustProxy });
route('/admin', inbox);
route('/admin/', inbox, { prefix: true });
// Retention: erased at start and then daily (requests to the inbox also trigger it, at most daily).
const retain = () => inboxHandler.retain().catch((error) => console.error(`retention: ${error?.message ?? error}`));
if (retentionDays) void retain();
const retention = retentionDays ? setInterval(retain, 86_400_000).unref() : undefined;
// No icon, and no 404 in the console.
route('/favicon.ico', readOnly((req, res) => res.writeHead(204, { 'Cache-Control': 'max-age=86400' }).end()));
route('/', redirect('/services/'));
route('/services', redirect('/services/'));

async function serveFile(req, res, [file, type]) {
  const body = await readFile(join(root, file)).catch(() => undefined);
  if (!body) return notFound(res);
  res.writeHead(200, { 'Content-Type': type, ...PAGE_HEADERS }).end(req.method === 'HEAD' ? undefined : body);
}

// Slow clients are cut off: headers within 10 s, the whole request within 30 s (checked every second).
const server = createServer({ headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 }, async (req, res) => {
  const started = Date.now();
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  // Method, path and status only: never bodies, query strings, addresses or headers (personal data, tokens).
  res.once('finish', () => {
    if (pathname.startsWith('/api/')) console.log(`${req.method} ${pathname} ${res.statusCode} ${Date.now() - started}ms`);
  });
  try {
    const file = FILES.get(pathname);
    if (file) return await readOnly(serveFile)(req, res, file);
    const listener = routeFor(pathname);
    if (listener) return await listener(req, res);
    notFound(res);
  } catch (error) {
    console.error(`demo server: ${error?.message ?? error}`);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end();
  }
});

answerMalformed(server);
// A HOST this machine does not have, or a PORT in use, stops the start with the variables' names.
server.once('error', (error) => fail(`Cannot listen on HOST ${host ?? '(all interfaces)'} PORT ${port}: ${error.code ?? error.message}`));

server.listen(port, host, () => {
  const { port: actual } = server.address();
  const origin = `http://${host && host !== '0.0.0.0' && host !== '::' ? (host.includes(':') ? `[${host}]` : host) : 'localhost'}:${actual}`;
  console.log(`bali-widgets demo: ${origin}/services/`);
  console.log(`booking receiver: POST ${origin}/api/book-accommodation -> ${database}`);
  console.log(
    adminToken
      ? `admin listing: GET ${origin}/api/bookings (Authorization: Bearer $ADMIN_TOKEN; ?format=csv)`
      : 'admin listing: disabled (set ADMIN_TOKEN to enable GET /api/bookings)',
  );
  console.log(adminToken ? `owner inbox: ${origin}/admin/` : 'owner inbox: disabled (set ADMIN_TOKEN to enable /admin/)');
  console.log(`retention: ${retentionDays ? `requests erased ${retentionDays} days after check-out` : 'off (set RETENTION_DAYS)'}`);
  console.log(`allowed cross-origin sites: ${allowedOrigins.length ? allowedOrigins.join(', ') : 'none (same-origin only)'}`);
  console.log(`rate limit: ${rateLimitPerMinute > 0 ? `${rateLimitPerMinute} requests per minute per client` : 'off'}`);
  console.log(notifyLine);
  console.log(describeOfferProviders(offerProviders));
  const feedCount = Object.values(calendars).reduce((sum, urls) => sum + urls.length, 0);
  console.log(`availability: GET ${origin}/api/availability?listing=&from=&to=; calendar feeds: ${feedCount || 'none configured (CALENDAR_FEEDS)'}`);
  console.log(`prices: GET ${origin}/api/quote?listing=&checkIn=&checkOut=&lang=&currency=; exchange rates: ${process.env.EXCHANGE_RATES === 'ecb' ? 'ECB, daily' : 'off (EXCHANGE_RATES=ecb)'}`);
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  clearInterval(retention);
  server.close(() => Promise.allSettled([receiver.close(), inboxHandler.close()]).finally(() => process.exit(0)));
  server.closeAllConnections();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
