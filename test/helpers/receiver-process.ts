/**
 * One receiver instance as its own process, for the multi-instance test and the storage bench (bundled by
 * scripts/receiver-bundle.mjs). Environment: BOOKINGS_DB, RATE_LIMIT_PER_MINUTE, ADMIN_TOKEN, and the
 * notification variables (NOTIFY_EMAIL, SMTP_URL, WEBHOOK_URL, WEBHOOK_SECRET, NOTIFY_LEASE_SECONDS), SPAM_SHIELD=on with
 * SPAM_SECRET (the challenges at /api/booking-challenge), CALENDAR_FEEDS (JSON, listing → feed URLs, read on
 * loopback) with CALENDAR_INTERVAL_MS. `GET /api/statement-tally` answers the commits and statements its 201s
 * sent to the database on their request path and the process's CPU time so far (the bench prints them per booking). Clients are
 * told apart by X-Forwarded-For (trustProxy), so one test process can act as many guests. Prints
 * `{"port":N}` once the database is open and the server listens on 127.0.0.1; exits on SIGTERM or when its
 * parent goes away.
 */
import { createServer } from 'node:http';
import { createBookingReceiver, notifyOptionsFromEnv, spamShieldFromEnv, toNodeListener } from '../../src/server/index';
import { bodyLimitOf, setBodyLimit } from '../../src/server/http/json-body';
import { tallied, tallyStatements } from './statement-tally';

const env = process.env;
const receiver = createBookingReceiver({
  database: env.BOOKINGS_DB ?? '',
  trustProxy: true,
  rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 10),
  adminToken: env.ADMIN_TOKEN,
  onError: () => {},
  notify: notifyOptionsFromEnv(env),
  // Off unless SPAM_SHIELD=on: the storage tests post from a script, as a site's own server would.
  spamShield: env.SPAM_SHIELD === 'on' ? spamShieldFromEnv(env) : false,
  ...(env.CALENDAR_FEEDS && {
    calendars: JSON.parse(env.CALENDAR_FEEDS) as Record<string, string[]>,
    allowPrivateFeeds: true,
    calendarIntervalMs: Number(env.CALENDAR_INTERVAL_MS ?? 60_000),
  }),
});
try {
  await receiver.ready();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const store = await receiver.store();
if (store) tallyStatements(store.statements);
const totals = { bookings: 0, commits: 0, statements: 0, cpuMs: 0 };
const counted = async (request: Request) => {
  const { result, tally } = await tallied(() => receiver.bookingHandler(request));
  if (result.status === 201) {
    totals.bookings += 1;
    totals.commits += tally.commits;
    totals.statements += tally.statements;
  }
  return result;
};
/** The CPU time (user and system) this process has spent so far, in ms. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
setBodyLimit(counted, bodyLimitOf(receiver.bookingHandler)!);
const book = toNodeListener(counted, { trustProxy: true });
const list = toNodeListener(receiver.adminHandler, { trustProxy: true });
const challenge = toNodeListener(receiver.challengeHandler, { trustProxy: true });
const server = createServer((req, res) =>
  req.url === '/api/statement-tally' ? res.end(JSON.stringify({ ...totals, cpuMs: cpuMs() })) : req.url?.startsWith('/api/bookings') ? list(req, res) : req.url?.startsWith('/api/booking-challenge') ? challenge(req, res) : book(req, res),
);
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});
const stop = () => {
  server.close();
  server.closeAllConnections();
  void receiver.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);
// A test that dies must not leave instances behind: stdin closes with the parent.
process.stdin.on('end', stop).resume();
