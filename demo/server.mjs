// Demo server: serves demo/ at /services/ (as a Next.js site with basePath /services would) and the
// bundle next to it, under the strict CSP the widgets are built for, plus the
// reference receiver (dist/server.js) at /api/book-accommodation and the owner's listing at /api/bookings.
//
// Environment: PORT (default 8080; 0 picks a free port), HOST (default: all interfaces),
// BOOKINGS_DB (default ./data/bookings.sqlite), ALLOWED_ORIGINS (comma-separated), ADMIN_TOKEN,
// RATE_LIMIT_PER_MINUTE (default 10), TRUST_PROXY (1 when behind your own reverse proxy),
// RETENTION_DAYS (erase requests that many days after their check-out; off by default);
// notifications (docs/notifications.md): NOTIFY_EMAIL, SMTP_URL, MAIL_FROM, WEBHOOK_URL, WEBHOOK_SECRET.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
let receiverModule;
try {
  receiverModule = await import('../dist/server.js');
} catch (error) {
  console.error(`Cannot load dist/server.js (${error.code ?? error.message}); run \`npm run build\` first.`);
  process.exit(1);
}
const { createBookingReceiver, describeNotify, notifyOptionsFromEnv, toNodeListener, createInboxHandler, parseRetentionDays } =
  receiverModule;

const env = process.env;
const port = Number(env.PORT ?? 8080);
const host = env.HOST || undefined;
const database = resolve(env.BOOKINGS_DB || 'data/bookings.sqlite');
const allowedOrigins = (env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
const adminToken = env.ADMIN_TOKEN || undefined;
const rateLimitPerMinute = env.RATE_LIMIT_PER_MINUTE === undefined ? 10 : Number(env.RATE_LIMIT_PER_MINUTE);
const trustProxy = env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('PORT must be a port number.');
  process.exit(1);
}
let retentionDays;
try {
  retentionDays = parseRetentionDays(env.RETENTION_DAYS);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (!(rateLimitPerMinute >= 0)) {
  console.error('RATE_LIMIT_PER_MINUTE must be a number (0 turns the limit off).');
  process.exit(1);
}
let notify;
let notifyLine;
try {
  notify = notifyOptionsFromEnv(env);
  notifyLine = describeNotify(notify);
} catch (error) {
  console.error(error.message); // names the variable, never its value
  process.exit(1);
}

const receiver = createBookingReceiver({ database, allowedOrigins, adminToken, rateLimitPerMinute, trustProxy, notify });
try {
  void receiver.store; // open (and create) the database now: a bad BOOKINGS_DB should stop the start, not a guest
} catch (error) {
  console.error(`Cannot open BOOKINGS_DB ${database}: ${error.code ?? ''} ${error.message}`);
  process.exit(1);
}
const book = toNodeListener(receiver.bookingHandler, { trustProxy });
const list = toNodeListener(receiver.adminHandler, { trustProxy });
const inboxHandler = createInboxHandler({ database, adminToken, rateLimitPerMinute, trustProxy, retentionDays, basePath: '/admin/' });
const inbox = toNodeListener(inboxHandler, { trustProxy });
// Retention: erased at start and then daily (requests to the inbox also trigger it, at most daily).
const retain = () => inboxHandler.retain().catch((error) => console.error(`retention: ${error?.message ?? error}`));
if (retentionDays) void retain();
const retention = retentionDays ? setInterval(retain, 86_400_000).unref() : undefined;

const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:";
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.json': 'application/json',
};

/** Maps a URL path under /services/ to a file, refusing anything that escapes its folder. */
function fileFor(pathname) {
  if (pathname === '/services/bali-widgets.js') return join(root, 'dist/bali-widgets.js');
  if (!pathname.startsWith('/services/')) return null;
  let rel;
  try {
    rel = normalize(decodeURIComponent(pathname.slice('/services/'.length)) || 'index.html');
  } catch {
    return null; // malformed %-escape
  }
  if (rel.startsWith('..') || rel.includes('\0')) return null;
  return join(root, 'demo', rel.endsWith('/') ? `${rel}index.html` : rel);
}

async function serveFile(res, file) {
  try {
    const body = await readFile(file);
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Security-Policy': CSP,
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(body);
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  }
}

const server = createServer(async (req, res) => {
  const started = Date.now();
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  // Method, path and status only: never bodies, query strings, addresses or headers (personal data, tokens).
  res.once('finish', () => {
    if (pathname.startsWith('/api/')) console.log(`${req.method} ${pathname} ${res.statusCode} ${Date.now() - started}ms`);
  });
  try {
    if (pathname === '/api/book-accommodation') return await book(req, res);
    if (pathname === '/api/bookings') return await list(req, res);
    if (pathname === '/admin' || pathname.startsWith('/admin/')) return await inbox(req, res);
    if (pathname === '/favicon.ico') {
      res.writeHead(204, { 'Cache-Control': 'max-age=86400' }).end(); // no icon, and no 404 in the console
      return;
    }
    if (pathname === '/' || pathname === '/services') {
      res.writeHead(302, { Location: '/services/' }).end();
      return;
    }
    const file = fileFor(pathname);
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    await serveFile(res, file);
  } catch (error) {
    console.error(`demo server: ${error?.message ?? error}`);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end();
  }
});

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
