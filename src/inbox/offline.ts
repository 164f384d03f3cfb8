/**
 * Whether the page shows what the service worker kept because the network is gone: it marks such an
 * answer with `X-Inbox-Offline` (when the list was saved). Any answer from the server ends the state.
 */
import { useSyncExternalStore } from 'react';

const HEADER = 'X-Inbox-Offline';
let savedAt: string | undefined;
const listeners = new Set<() => void>();

/** Called with every answer the inbox's calls get. */
export function noteAnswer(response: Response): void {
  const next = response.headers.get(HEADER) ?? undefined;
  if (next === savedAt) return;
  savedAt = next;
  listeners.forEach((listener) => listener());
}

/** When the shown list was saved, while offline; undefined online. */
export function useOfflineSince(): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => savedAt,
    () => undefined,
  );
}

/** Signing out also forgets the list the service worker kept for offline use (it names guests). */
export function forgetOfflineList(): Promise<unknown> {
  return typeof caches === 'undefined' ? Promise.resolve() : caches.delete('bali-inbox-1').catch(() => false);
}
