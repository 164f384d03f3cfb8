/**
 * What the inbox needs from storage. The database-backed implementation sits on the booking store; the
 * in-memory one serves tests of the handler and the page.
 */
import type { ChannelFailure, Delivery, InboxRequest, Related, Status } from '../../inbox/inbox-api-types';
import { createHmac } from 'node:crypto';
import { relatedTo } from './flags';
import { searchTerms } from '../store/search';

export type ListQuery = { limit: number; cursor?: string; status?: Status; q?: string };

export interface InboxData {
  /** Newest first; `nextCursor` when more follow. */
  list(query: ListQuery): Promise<{ requests: InboxRequest[]; nextCursor?: string }>;
  get(id: string): Promise<InboxRequest | undefined>;
  /** Sets the status (`replied` also stamps `repliedAt` the first time); undefined when the request is gone. */
  setStatus(id: string, status: Status, now: Date): Promise<InboxRequest | undefined>;
  /** Erases the request and everything queued for it; false when it was already gone. */
  erase(id: string): Promise<boolean>;
  countNew(): Promise<number>;
  /** Requests filed as spam that came at `since` (ISO) or later (the list's "N filtered as spam this week"). */
  countSpamSince?(since: string): Promise<number>;
  /** For each request, the others that share nights with it and are the same guest or the same listing. */
  related(requests: InboxRequest[]): Promise<Map<string, Related[]>>;
  /** Undefined when notifications are not set up. */
  deliveries?(id: string): Promise<Delivery[] | undefined>;
  /** Sends a failed delivery again soon; false when there is no such failed delivery. */
  retry?(id: string, deliveryId: string): Promise<boolean>;
  /** The channels that are down now; undefined when notifications are not set up. */
  failing?(): Promise<ChannelFailure[]>;
  /** Sends every unfinished delivery of a channel again now; how many. */
  retryChannel?(channel: string, now: Date): Promise<number>;
  /** Erases requests whose check-out is before `day` (YYYY-MM-DD); returns how many. */
  eraseCheckedOutBefore(day: string): Promise<number>;
  sessions: SessionStore;
  /** Closes what was opened for the inbox alone (`openInboxData`). */
  close?(): Promise<void>;
}

/** What keeps a session alive: the token and its generation that made it, and its idle and total time. */
export type SessionRules = { tokenMac: string; generation?: number; idleMs: number; maxAgeMs: number };

/** The token's fingerprint and generation that sessions are made in now. */
export type TokenState = { tokenMac: string; generation: number };

/** Sessions by the SHA-256 of their secret (a copy of the table opens no session). */
export interface SessionStore {
  /** The state for `token`; a token other than the last one starts a new generation and ends every session and device. */
  current(token: string): Promise<TokenState>;
  /** Records a session made by the token whose fingerprint is `tokenMac`, in `generation`. */
  create(hash: string, now: Date, tokenMac: string, generation?: number): Promise<void>;
  /**
   * True and the idle clock restarted when the session exists, was made by the token of `rules.tokenMac`,
   * began within `rules.maxAgeMs` and was used within `rules.idleMs`.
   */
  touch(hash: string, now: Date, rules: SessionRules): Promise<boolean>;
  /** Ends a session and removes the push subscriptions it made. */
  remove(hash: string): Promise<void>;
  /** Ends every session and removes every push subscription (sign out everywhere). */
  removeAll(): Promise<void>;
}

export function memorySessions(): SessionStore {
  const sessions = new Map<string, { created: number; last: number; tokenMac: string; generation: number }>();
  const state = { tokenMac: '', generation: 0 };
  return {
    async current(token) {
      const tokenMac = createHmac('sha256', token).update('bali-widgets inbox session').digest('hex');
      if (tokenMac !== state.tokenMac) {
        Object.assign(state, { tokenMac, generation: state.generation + 1 });
        sessions.clear();
      }
      return { ...state };
    },
    async create(hash, now, tokenMac, generation = 0) {
      sessions.set(hash, { created: now.getTime(), last: now.getTime(), tokenMac, generation });
    },
    async touch(hash, now, { tokenMac, generation = 0, idleMs, maxAgeMs }) {
      const session = sessions.get(hash);
      const at = now.getTime();
      if (!session || session.tokenMac !== tokenMac || session.generation !== generation || at - session.last > idleMs || at - session.created > maxAgeMs) {
        sessions.delete(hash);
        return false;
      }
      session.last = at;
      return true;
    },
    async remove(hash) {
      sessions.delete(hash);
    },
    async removeAll() {
      sessions.clear();
    },
  };
}

/** Matches the search the stores implement (searchTerms): a part of the name, e-mail, phone or listing. */
export function matchesSearch(r: InboxRequest, q: string): boolean {
  const search = searchTerms(q);
  if (!search) return true;
  const has = (value: string | null | undefined) => Boolean(value?.toLowerCase().includes(search.text));
  return has(r.name) || has(r.email) || has(r.whatsapp) || has(r.listing) || Boolean(search.digits && r.whatsapp.includes(search.digits));
}

/** An inbox over an array (tests, previews). Cursor = the index of the next item. */
export function memoryInboxData(initial: InboxRequest[] = []): InboxData & { rows: InboxRequest[] } {
  const rows = [...initial];
  const sorted = () => [...rows].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return {
    rows,
    async list({ limit, cursor, status, q }) {
      const all = sorted().filter((r) => (!status || r.status === status) && (!q || matchesSearch(r, q)));
      const start = Number(cursor ?? 0) || 0;
      const page = all.slice(start, start + limit);
      return { requests: page, ...(start + limit < all.length && { nextCursor: String(start + limit) }) };
    },
    async get(id) {
      return rows.find((r) => r.id === id);
    },
    async setStatus(id, status, now) {
      const row = rows.find((r) => r.id === id);
      if (!row) return undefined;
      row.status = status;
      if (status === 'replied' && !row.repliedAt) row.repliedAt = now.toISOString();
      return { ...row };
    },
    async erase(id) {
      const at = rows.findIndex((r) => r.id === id);
      if (at < 0) return false;
      rows.splice(at, 1);
      return true;
    },
    async countNew() {
      return rows.filter((r) => r.status === 'new').length;
    },
    async countSpamSince(since) {
      return rows.filter((r) => r.status === 'spam' && r.createdAt >= since).length;
    },
    async related(requests) {
      return new Map(requests.map((r) => [r.id, relatedTo(r, rows)]));
    },
    async eraseCheckedOutBefore(day) {
      const before = rows.length;
      for (let i = rows.length - 1; i >= 0; i--) if (rows[i].checkOut < day) rows.splice(i, 1);
      return before - rows.length;
    },
    sessions: memorySessions(),
  };
}
