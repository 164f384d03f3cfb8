/**
 * What the form knows of a listing's taken nights (`GET /api/availability`): where to ask, which of the
 * chosen nights look taken, and the nearest free stays of the same length. Read once, in the background;
 * anything that goes wrong means "nothing known", never a blocked request.
 */
import { besideEndpoint } from './beside-endpoint';
import { addDays } from '../booking-request';

export type BusyRange = { from: string; to: string };
export type Stay = { checkIn: string; checkOut: string };

/** Nights read at most (the form's two-year window). */
const WINDOW_NIGHTS = 731;

/**
 * The availability URL: the `availability` attribute when given (`off` turns it off), else the endpoint's
 * sibling `availability` with the endpoint's `?listing=` (`/api/book-accommodation?listing=x` →
 * `/api/availability?listing=x`). Undefined when it is off or cannot be made.
 */
export function availabilityUrl(endpoint: string, attribute: string | undefined, base: string, today: string): string | undefined {
  const target = siblingUrl(endpoint, attribute, base, 'availability');
  target?.searchParams.set('from', today);
  target?.searchParams.set('to', addDays(today, WINDOW_NIGHTS));
  return target?.href;
}

/**
 * A URL the form reads beside the endpoint: the attribute when given (`off` turns it off), else `path` beside
 * the endpoint with the endpoint's `?listing=`. Undefined when it is off or cannot be made.
 */
export function siblingUrl(endpoint: string, attribute: string | undefined, base: string, path: string): URL | undefined {
  const given = attribute?.trim();
  if (given?.toLowerCase() === 'off') return undefined;
  try {
    const target = given ? new URL(given, base) : besideEndpoint(path, endpoint, base);
    if (!given) {
      const listing = new URL(endpoint, base).searchParams.get('listing');
      target.search = listing ? `?listing=${encodeURIComponent(listing)}` : '';
    }
    return target;
  } catch {
    return undefined;
  }
}

export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The answer's busy ranges, or undefined for anything that is not `{ busy: [{ from, to }] }`. */
export function readBusy(body: unknown): BusyRange[] | undefined {
  const busy = (body as { busy?: unknown } | null)?.busy;
  if (!Array.isArray(busy) || busy.length > 2000) return undefined;
  const ranges = busy.filter((r): r is BusyRange => DAY.test(r?.from) && DAY.test(r?.to) && r.from < r.to);
  return ranges.length === busy.length ? ranges : undefined;
}

/** Reads the busy nights once: undefined when the endpoint is away, slow (10 s) or answers nonsense. */
export const loadBusy = (url: string, signal?: AbortSignal) => readJson(url, readBusy, signal, 10_000);

/** GETs `url` without credentials and reads its JSON answer: undefined on any failure or after `wait` ms. */
export async function readJson<T>(url: string, read: (body: unknown) => T | undefined, signal: AbortSignal | undefined, wait: number): Promise<T | undefined> {
  try {
    const timeout = AbortSignal.timeout(wait);
    const response = await fetch(url, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout, credentials: 'omit' });
    return response.ok ? read(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}

/** The busy ranges the stay shares a night with, cut to the stay. */
export function takenNights(busy: readonly BusyRange[], stay: Stay): BusyRange[] {
  return busy
    .filter((r) => r.from < stay.checkOut && stay.checkIn < r.to)
    .map((r) => ({ from: r.from > stay.checkIn ? r.from : stay.checkIn, to: r.to < stay.checkOut ? r.to : stay.checkOut }));
}

/** Nights from check-in to check-out. */
export const nightsOf = (stay: Stay) => Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000);

/**
 * Up to `count` free stays of the same length nearest to the chosen one (earlier or later, the nearer
 * first; never before `today`), within two years of today.
 */
export function nearestFreeStays(busy: readonly BusyRange[], stay: Stay, today: string, count = 3): Stay[] {
  const nights = nightsOf(stay);
  if (!(nights > 0)) return [];
  const last = addDays(today, WINDOW_NIGHTS - nights);
  const found: Stay[] = [];
  for (let shift = 1; found.length < count && shift <= WINDOW_NIGHTS; shift += 1) {
    for (const sign of [-1, 1]) {
      const checkIn = addDays(stay.checkIn, sign * shift);
      if (checkIn < today || checkIn > last || found.length >= count) continue;
      const candidate = { checkIn, checkOut: addDays(checkIn, nights) };
      if (takenNights(busy, candidate).length === 0) found.push(candidate);
    }
  }
  return found.sort((a, b) => (a.checkIn < b.checkIn ? -1 : 1));
}
