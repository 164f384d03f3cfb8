/**
 * The inbox's calls to its handler. Every call is same-origin with the session cookie; a 401 means the
 * session ended (signed out in another tab, idle for 12 hours) and the page returns to the sign-in form.
 */
import { text } from './i18n';
import { noteAnswer } from './offline';
import type { DetailAnswer, DeviceView, InboxRequest, ListAnswer, Status, StatusFilter } from './inbox-api-types';

/** The session is gone: show the sign-in form. */
export class SignedOut extends Error {}
/** The request no longer exists (deleted here, in another tab, or by retention). */
export class Gone extends Error {}
/** Any other failure, with a sentence for the owner. */
export class CallFailed extends Error {}

/**
 * One call of the inbox in its session, as every client makes it: JSON when there is a body (unless
 * `init.headers` says otherwise), a lost
 * connection in the owner's words, and a 401 (after `onAnswer` saw the answer) as {@link SignedOut}.
 */
export async function sessionFetch(url: string, init: RequestInit = {}, onAnswer?: (response: Response) => void): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init, headers: init.headers ?? (init.body ? { 'Content-Type': 'application/json' } : {}) });
  } catch {
    throw new CallFailed(text('error.noConnection'));
  }
  onAnswer?.(response);
  if (response.status === 401) throw new SignedOut();
  return response;
}

export type Api = ReturnType<typeof createApi>;

export function createApi(base: string) {
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await sessionFetch(`${base}api/${path}`, init, noteAnswer);
    if (response.status === 404) throw new Gone();
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      throw new CallFailed(body.error ?? text('error.status', { status: response.status }));
    }
    return response.status === 204 ? (undefined as T) : ((await response.json()) as T);
  }
  const post = <T>(path: string, body?: unknown) => call<T>(path, { method: 'POST', body: JSON.stringify(body ?? {}) });
  const at = (id: string) => `requests/${encodeURIComponent(id)}`;

  return {
    /** Resolves when signed in; 'wrong' or 'limited' otherwise. */
    async signIn(token: string): Promise<'ok' | 'wrong' | 'limited'> {
      const response = await fetch(`${base}api/session`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      }).catch(() => {
        throw new CallFailed(text('error.noConnection'));
      });
      if (response.status === 429) return 'limited';
      if (response.status === 401) return 'wrong';
      if (!response.ok) throw new CallFailed(text('error.status', { status: response.status }));
      return 'ok';
    },
    signOut: () => call<void>('session', { method: 'DELETE' }),
    /** False when the session ended; true when alive or when the network cannot tell. */
    async session(): Promise<boolean> {
      const response = await fetch(`${base}api/session`, { credentials: 'same-origin' }).catch(() => undefined);
      return response?.status !== 401;
    },
    /** Ends every session, on every device. */
    signOutEverywhere: () => call<void>('sessions', { method: 'DELETE' }),
    list(filter: StatusFilter, q: string, cursor?: string) {
      const query = new URLSearchParams({ status: filter });
      if (q) query.set('q', q);
      if (cursor) query.set('cursor', cursor);
      return call<ListAnswer>(`requests?${query}`);
    },
    get: (id: string) => call<DetailAnswer>(at(id)),
    setStatus: (id: string, status: Status) => post<{ request: InboxRequest }>(`${at(id)}/status`, { status }),
    /** Marks replied as a reply link opens: keepalive lets the call finish while the page hands over to WhatsApp. */
    markRepliedOnLeave(id: string) {
      return fetch(`${base}api/${at(id)}/status`, {
        method: 'POST',
        credentials: 'same-origin',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'replied' }),
      });
    },
    erase: (id: string) => call<void>(at(id), { method: 'DELETE' }),
    /** The devices with push alerts; Gone when the receiver has no push alerts. */
    devices: async () => (await call<{ devices: DeviceView[] }>('push-subscriptions')).devices,
    removeDevice: (id: string) => call<void>('push-subscriptions', { method: 'DELETE', body: JSON.stringify({ id }) }),
    /** Every unfinished delivery of a channel is sent again now. */
    retryChannel: (channel: string) => post<{ retried: number }>(`channels/${encodeURIComponent(channel)}/retry`),
    retry: (id: string, deliveryId: string) => post<void>(`${at(id)}/deliveries/${encodeURIComponent(deliveryId)}/retry`),
  };
}
