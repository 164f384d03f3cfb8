/**
 * The owner's inbox as one Fetch-API handler, mountable under any base path (`/admin/` by default): the
 * page, its script and stylesheet, and the JSON calls the page makes. Nothing but the sign-in form and
 * its two files answers without a session; every call that changes something must come from the inbox's
 * own origin (403 otherwise).
 */
import { adminLockoutLimit, adminTokenOf } from '../access/admin-auth';
import { guessCounter, guessLimiterFor, warnIfUncounted } from '../access/admin-guesses';
import type { TrustProxy } from '../http/trusted-proxies';
import type { ClientKeyOptions } from '../http/client-key';
import { inboxCalendarRoute } from './calendar-api';
import { ratesApi } from './rates-api';
import { isOffersPath, offersApi } from '../offers/offers-api';
import { channelsApi, json, requestsApi } from './inbox-api';
import type { InboxData } from './inbox-data';
import { refuseForeignMethod } from './inbox-methods';
import { assetLoader, assetResponse, pageResponse, shellLanguage } from './inbox-page';
import { receiverFacts, type SharedReceiver } from '../store/receiver-facts';
import type { Store } from '../store';
import { inboxSource, isReceiver } from './inbox-source';
import { keptFrom } from './retention';
import { appFileLoader, isAppFile } from './app-files';
import { pushApi } from './push-api';
import { fromOwnPage } from './same-origin';
import { checkPublicOrigin } from '../http/public-origin';
import type { PushOptions } from '../notify/push-keys';
import { clearedCookie, isHttps, sessionCookie } from '../access/session-cookie';
import { isSessionPath, sessionRoutes } from './session-routes';
import { mountsOf, normaliseBase, pathIn } from './inbox-mounts';
import { inboxReviewsRoute, isReviewsPath } from '../reviews/inbox-reviews-route';

export type InboxHandlerOptions = {
  /**
   * The receiver's database: the `BookingReceiver` itself (its connection is shared, and closed by it), a
   * SQLite file path or a `postgres://` URL (opened and migrated on first use), or a `Store` you opened
   * with `openStore`. Give this or `data`.
   */
  database?: string | Store | SharedReceiver;
  /** What the inbox reads and changes, instead of `database`. A function is called on first use. */
  data?: InboxData | (() => InboxData | Promise<InboxData>);
  /**
   * The token that signs in: at least 32 characters (a shorter one throws a `TypeError`). Unset or empty:
   * the inbox answers 404 everywhere.
   */
  adminToken?: string;
  /** Where the inbox is mounted, e.g. `/admin/` (the default) or `/owner/inbox/`. */
  basePath?: string;
  /**
   * Wrong tokens per minute and client before every sign-in gets 429, counted with the listing's in the
   * database. Default: the receiver's with `database: receiver`, else 10; at least 1.
   */
  adminAttemptsPerMinute?: number;
  /**
   * As for the booking handler: a reverse proxy of yours sets X-Forwarded-For / -Proto / -Host. With
   * `database: receiver`, the receiver's `trustProxy` and `clientKey` unless given here.
   */
  trustProxy?: TrustProxy;
  /** How to tell clients apart for the sign-in limit; overrides `trustProxy` (`null`: unknown, not counted). */
  clientKey?: (request: Request) => string | undefined | null;
  /**
   * Erase requests this many days after their check-out (with what is queued for them): at the first
   * request and then at most daily, and the inbox says so. Off by default.
   */
  retentionDays?: number;
  /** Folder of inbox.js and inbox.css. Default: next to the server bundle. */
  assetsDir?: string;
  /** Where the receiver serves the exported calendars (`calendarExportHandler`). Default `/api/calendar.ics`. */
  calendarExportPath?: string;
  /** The origin of the calendar link (`https://villa.example`); with `database: receiver`, the receiver's `publicOrigin`. Unset: the request's host. */
  publicOrigin?: string;
  /** Requests per page. Default 20. */
  pageSize?: number;
  /** Push alerts (as the receiver's `notify.push`); with `database: receiver`, the receiver's. */
  push?: PushOptions;
  now?: () => Date;
};

/**
 * The handler; `close()` closes a database it opened itself (from a path or URL); `retain()` erases what
 * `retentionDays` says is due now (a long-running server may call it daily; requests also trigger it).
 */
export type InboxHandler = ((request: Request) => Promise<Response>) & { close(): Promise<void>; retain(): Promise<number> };

export function createInboxHandler(options: InboxHandlerOptions): InboxHandler {
  const token = adminTokenOf(options.adminToken);
  const base = normaliseBase(options.basePath);
  const mounts = mountsOf(base);
  const now = options.now ?? (() => new Date());
  // Given the receiver, the inbox tells clients apart and counts guesses as it does, unless told otherwise.
  const inherited = isReceiver(options.database) ? receiverFacts(options.database) : undefined;
  const clients: ClientKeyOptions = { trustProxy: options.trustProxy ?? inherited?.clients.trustProxy, clientKey: options.clientKey ?? inherited?.clients.clientKey };
  const trustProxy = clients.trustProxy;
  const attempts = adminLockoutLimit(options.adminAttemptsPerMinute ?? inherited?.adminAttemptsPerMinute);
  const from = inboxSource(options);
  const assets = assetLoader(options.assetsDir);
  const appFile = appFileLoader(options.assetsDir);
  let opening: Promise<InboxData> | undefined;
  const store = () => {
    opening ??= Promise.resolve(from.data());
    opening.catch(() => (opening = undefined));
    return opening;
  };
  const days = options.retentionDays;
  const retainNow = async () => (days ? (await store()).eraseCheckedOutBefore(keptFrom(now(), days)) : 0);
  // Retention also runs with the traffic (serverless hosts have no timers), at most once a day.
  let retainedAt = -Infinity;
  const retain = () => {
    if (!days || now().getTime() - retainedAt < 86_400_000) return;
    retainedAt = now().getTime();
    retainNow().catch((error: unknown) => console.error(`bali-widgets: retention failed: ${(error as Error)?.message ?? error}`));
  };
  const links = { publicOrigin: checkPublicOrigin(options.publicOrigin) ?? inherited?.publicOrigin, trustProxy: clients.trustProxy };
  const calendarRoute = inboxCalendarRoute(options.database, options.calendarExportPath, now, links);
  const ctx = { now, pageSize: options.pageSize ?? 20, retentionDays: options.retentionDays, channels: inherited?.channels };
  if (token) warnIfUncounted(clients);
  const guess = guessCounter(guessLimiterFor(from.database, attempts), clients, now);
  const { sessionOf, handle: sessionRoute } = sessionRoutes({ token, store, guess, now });
  const push = options.push ?? inherited?.push;
  const pushCtx = { push: from.store && push, now, db: async () => (await from.store!()).db };

  /** The browser's copy of the cookie lives as long as the session: 12 hours from the last use. */
  const renewed = (response: Response, secret: string, cookie: { path: string; secure: boolean }) => {
    response.headers.append('Set-Cookie', sessionCookie(secret, cookie));
    return response;
  };

  return Object.assign(handleInbox, { close: from.close, retain: retainNow });

  async function handleInbox(request: Request): Promise<Response> {
    if (!token) return json(404, { error: 'Not found.' });
    retain();
    try {
      return await route(request);
    } catch (error) {
      const { code, message } = (error ?? {}) as { code?: string; message?: string };
      console.error(`bali-widgets: the inbox failed: ${code ?? ''} ${message ?? error}`);
      return json(500, { error: 'The inbox could not reach its database. Try again in a moment.' });
    }
  }

  async function route(request: Request): Promise<Response> {
    const path = pathIn(mounts, new URL(request.url).pathname);
    if (path === undefined) return json(404, { error: 'Not found.' });
    const method = request.method;
    const foreign = refuseForeignMethod(path, method);
    if (foreign) return foreign;
    const head = method === 'HEAD';
    const reading = method === 'GET' || head;

    if (path === 'inbox.js' || path === 'inbox.css') {
      if (!reading) return json(405, { error: 'Method not allowed.' }, { Allow: 'GET, HEAD' });
      const files = await assets();
      return assetResponse(path === 'inbox.js' ? files.js : files.css, head);
    }
    if (isAppFile(path)) return appFile(path, base, method, new URL(request.url).search);
    if (!reading && !fromOwnPage(request, trustProxy)) return json(403, { error: 'Cross-site request refused.' });
    // Without the trailing slash, the cookie also reaches the bare base (`/admin`), and still no sibling (`/administrator`).
    const cookie = { path: base === '/' ? '/' : base.slice(0, -1), secure: isHttps(request, trustProxy) };

    if (isSessionPath(path)) return sessionRoute(request, path, cookie);

    const session = await sessionOf(request);
    if (path === '' || path === 'calendar' || path === 'rates' || path === 'reviews' || /^requests\/[^/]+$/.test(path)) {
      if (!reading) return json(405, { error: 'Method not allowed.' }, { Allow: 'GET, HEAD' });
      // Without a session the page is the sign-in form: same shell, no data.
      const page = pageResponse(base, Boolean(session), await assets(), head, shellLanguage(request));
      return session ? renewed(page, session.secret, cookie) : page;
    }
    const api = apiRoute(path);
    if (!api) return json(404, { error: 'Not found.' });
    if (!session) return json(401, { error: 'Signed out.' }, { 'Set-Cookie': clearedCookie(cookie) });
    return renewed(await api(request, session.hash), session.secret, cookie);
  }

  /** The JSON call at `path`, behind a session. */
  function apiRoute(path: string): ((request: Request, sessionHash: string) => Promise<Response>) | undefined {
    const under = (prefix: string) => (path === prefix || path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : undefined);
    if (isReviewsPath(path)) {
      const opened = from.store;
      if (!opened) return async () => json(404, { error: 'Reviews need the inbox to be given the receiver\'s database.' });
      return async (request) => inboxReviewsRoute(request, path, { store: await opened(), now, links });
    }
    if (isOffersPath(path)) return async (request) => offersApi(request, path, inherited?.offers, links.publicOrigin ?? new URL(request.url).origin);
    const requests = under('api/requests');
    if (requests !== undefined) return async (request) => requestsApi(request, requests, { ...ctx, data: await store() });
    const channels = under('api/channels');
    if (channels !== undefined) return async (request) => channelsApi(request, channels.slice(1), { ...ctx, data: await store() });
    if (path === 'api/push-key' || path === 'api/push-subscriptions') return (request, sessionHash) => pushApi(request, path, pushCtx, { sessionHash });
    const calendar = under('api/calendar');
    if (calendar !== undefined) return async (request) => calendarRoute(request, calendar, await store());
    if (path !== 'api/rates' && path !== 'api/rates/import') return undefined;
    return async (request) => {
      if (!from.store) return json(404, { error: 'Rates need the inbox to be given the receiver\'s database.' });
      const opened = await from.store();
      const listings = async () => (await opened.db.selectFrom('bookings').select('listing').distinct().execute()).flatMap((r) => (r.listing ? [r.listing] : []));
      return ratesApi(request, path.slice('api/rates'.length), { store: opened, now, listings });
    };
  }
}
