/**
 * The inbox's service worker (served as `<base>sw.js`, scope the inbox's base path). It makes the inbox an
 * app that opens without the network: the app shell (its pages as HTML, script, style, icons) comes from
 * the network first and from the cache when there is none, and the last list of requests the owner saw is
 * kept and served offline, marked with `X-Inbox-Offline` (when it was saved), so the page shows it
 * read-only. The kept list holds what the list shows (name, dates, budget, status), never an e-mail
 * address, a phone number or reply links: any script on this origin can read Cache Storage. No other JSON
 * is cached (a direct visit to an API address is not a page), and a 401 deletes everything kept.
 * It shows push alerts and opens the request a tap names.
 */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type PushEvent = ExtendableEvent & { data: { json(): unknown } | null };
type NotificationEvent = ExtendableEvent & { notification: { close(): void; data?: { id?: string } } };
type WindowClient = { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> };
type Worker = {
  registration: { scope: string; showNotification(title: string, options: Record<string, unknown>): Promise<void> };
  clients: { claim(): Promise<void>; matchAll(o: object): Promise<WindowClient[]>; openWindow(url: string): Promise<unknown> };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: never) => void): void;
};

const worker = globalThis as unknown as Worker;
const scope = worker.registration.scope;
const CACHE = 'bali-inbox-1';
/** The key of the last list seen, whatever its filter or search: offline, it stands in for any list. */
const LAST_LIST = `${scope}api/requests#last`;
const OFFLINE_HEADER = 'X-Inbox-Offline';

worker.addEventListener('install', (event: ExtendableEvent) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event: ExtendableEvent) => event.waitUntil(worker.clients.claim()));

/** What is kept of an answer; undefined keeps nothing. */
type Keep = (response: Response) => Promise<Response | undefined>;

/** Pages are kept only as HTML: a navigation to `api/…` answers JSON, which must not become the offline page. */
const keepPage: Keep = async (response) => (/^text\/html\b/i.test(response.headers.get('content-type') ?? '') ? response : undefined);
const keepFile: Keep = async (response) => response;

/** The fields of a listed request the offline list shows; nothing else is kept. */
const SHOWN = ['id', 'createdAt', 'listing', 'status', 'repliedAt', 'name', 'checkIn', 'checkOut', 'budgetCurrency', 'budgetAmount', 'travelType', 'flags'];

/** The list as the list shows it: e-mail, phone and anything else left out. */
const keepList: Keep = async (response) => {
  const answer = (await response.json()) as { requests?: Array<Record<string, unknown>>; newCount?: number };
  const requests = (answer.requests ?? []).map((r) => Object.fromEntries(SHOWN.filter((k) => k in r).map((k) => [k, r[k]])));
  const headers = new Headers({ 'content-type': 'application/json', date: response.headers.get('date') ?? new Date().toUTCString() });
  return new Response(JSON.stringify({ requests, newCount: answer.newCount ?? 0 }), { status: 200, headers });
};

/** Network first; what `keep` makes of a good answer is stored under `keys`; without network the kept one answers. */
async function networkFirst(request: Request, keys: string[], keep: Keep, offline?: (kept: Response) => Response): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    const kept = response.ok ? await keep(response.clone()).catch(() => undefined) : undefined;
    if (kept) await Promise.all(keys.map((key) => cache.put(key, kept.clone())));
    // Signed out (here or in another tab): the guests' data kept for offline use goes with the session.
    if (response.status === 401) await caches.delete(CACHE);
    return response;
  } catch (error) {
    const kept = (await cache.match(keys[0])) ?? (await cache.match(keys[keys.length - 1]));
    if (!kept) throw error;
    return offline ? offline(kept) : kept;
  }
}

/** The kept list, marked with when it was saved (its Date header). */
function markedOffline(kept: Response): Response {
  const headers = new Headers(kept.headers);
  headers.set(OFFLINE_HEADER, new Date(kept.headers.get('date') ?? Date.now()).toISOString());
  return new Response(kept.body, { status: kept.status, headers });
}

worker.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(scope)) return;
  const path = request.url.slice(scope.length).split(/[?#]/)[0];
  if (request.mode === 'navigate') {
    if (!path.startsWith('api/')) event.respondWith(networkFirst(request, [scope], keepPage));
  } else if (path === 'api/requests') event.respondWith(networkFirst(request, [LAST_LIST], keepList, markedOffline)); // one list kept: it names guests
  else if (path === 'inbox.js' || path === 'inbox.css' || path.startsWith('icon-')) event.respondWith(networkFirst(request, [`${scope}${path}`], keepFile));
});

worker.addEventListener('push', (event: PushEvent) => {
  let message: { title?: string; body?: string; id?: string } = {};
  try {
    message = (event.data?.json() ?? {}) as typeof message;
  } catch {
    // A message that is not JSON still buzzes: the owner opens the inbox.
  }
  const title = message.title ?? 'New booking request';
  event.waitUntil(
    worker.registration.showNotification(title, {
      body: message.body ?? '',
      tag: message.id ?? 'inbox',
      data: { id: message.id },
      icon: `${scope}icon-192.png`,
      badge: `${scope}icon-192.png`,
    }),
  );
});

/** A tap opens the request: in an inbox window already open (navigated there), else in a new one. */
worker.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const id = event.notification.data?.id;
  const target = id ? `${scope}requests/${encodeURIComponent(id)}` : scope;
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: 'window' });
      const open = windows.find((w) => w.url.startsWith(scope));
      if (!open) return worker.clients.openWindow(target);
      await open.navigate(target);
      return open.focus().catch(() => undefined);
    })(),
  );
});

export {};
