/** The inbox's calendar calls (same session, same errors as api.ts). */
import { refusalText, type ServerRefusal } from './server-error';
import { CallFailed, Gone, sessionFetch } from './api';
import { text } from './i18n';
import type { CalendarAnswer, CollisionsAnswer, OwnerBlock, OwnerFeed } from './calendar-api-types';

export type CalendarClient = ReturnType<typeof createCalendarClient>;

export function createCalendarClient(base: string) {
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await sessionFetch(`${base}api/calendar${path}`, init);
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as ServerRefusal;
      if (response.status === 404 && !body.error) throw new Gone();
      throw new CallFailed(refusalText(body, body.error ?? text('error.status', { status: response.status })));
    }
    return response.status === 204 ? (undefined as T) : ((await response.json()) as T);
  }
  const post = <T>(path: string, body: unknown) => call<T>(path, { method: 'POST', body: JSON.stringify(body) });
  const q = (listing: string) => `listing=${encodeURIComponent(listing)}`;
  return {
    month: (listing: string, from: string, to: string) => call<CalendarAnswer>(`?${q(listing)}&from=${from}&to=${to}`),
    collisions: (id: string) => call<CollisionsAnswer>(`/requests/${encodeURIComponent(id)}`),
    addFeed: (listing: string, url: string) => post<{ feed: OwnerFeed }>('/feeds', { listing, url }),
    removeFeed: (id: string) => call<void>(`/feeds/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    block: (listing: string, from: string, to: string, note: string) => post<{ block: OwnerBlock }>('/blocks', { listing, from, to, note }),
    free: (id: string) => call<void>(`/blocks/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    makeExport: (listing: string) => call<{ exportUrl: string }>(`/export?${q(listing)}`, { method: 'POST' }),
    revokeExport: (listing: string) => call<void>(`/export?${q(listing)}`, { method: 'DELETE' }),
  };
}
