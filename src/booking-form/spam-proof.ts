/**
 * The invisible spam proof: a challenge fetched from `booking-challenge` next to the endpoint, solved with
 * SHA-256 (WebCrypto, or plain JavaScript where a plain-`http` page has no `crypto.subtle`) in short slices
 * that let the page's other tasks in between (typing is never blocked), one solution per Idempotency-Key. A 404 means the receiver
 * offers no challenge: the request goes without a proof. A challenge that cannot be had (network error,
 * another status, no answer in 5 s) is tried once more at send time, then the request says so in the
 * header: the receiver never takes that alone for spam.
 */
import { besideEndpoint } from './beside-endpoint';
import { sha256 } from './sha256';

type Challenge = { algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number };
/** A solved payload; null when the receiver has no challenge to offer; undefined when none could be had. */
type Solved = object | null | undefined;

/** Hashes per slice: one slice is a few ms of the main thread on a slow phone, so a key press waits at most that. */
const SLICE = 50;
const HOUR = 3_600_000;
const FETCH_MS = 5_000;

/**
 * Lets waiting tasks run (a key press first: the browser runs input before posted messages). A message, not a
 * timer: timers chained more than five deep wait at least 4 ms each, which would idle the solver between slices.
 */
const yieldToPage = () => new Promise<void>((next) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => (channel.port1.close(), next());
  channel.port2.postMessage(0);
});

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

async function solve(c: Challenge): Promise<Solved> {
  const bytes = new TextEncoder();
  const subtle = globalThis.crypto?.subtle;
  const digest = (text: string) => (subtle ? subtle.digest('SHA-256', bytes.encode(text)) : sha256(bytes.encode(text)));
  // The first byte rules out 255 of 256 hashes before the full comparison.
  const first = parseInt(c.challenge.slice(0, 2), 16);
  // At most a million tries (the receiver's ceiling): a bogus challenge cannot hold the booking for long.
  for (let n = 0; n <= Math.min(c.maxnumber, 1e6); n += SLICE) {
    const hashes = await Promise.all(Array.from({ length: SLICE }, (_, i) => digest(c.salt + (n + i))));
    const found = hashes.findIndex((hash) => new Uint8Array(hash)[0] === first && hex(hash) === c.challenge);
    if (found >= 0) return { ...c, number: n + found };
    // Digests of a few bytes resolve within the same task: the yield between slices lets key presses in.
    await yieldToPage();
  }
}

async function fetchAndSolve(url: string): Promise<Solved> {
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(FETCH_MS) });
    return answer.status === 404 ? null : answer.ok ? await solve(await answer.json()) : undefined;
  } catch {
    // Offline, blocked or slow: tried again when the booking is sent.
  }
}

/**
 * The challenge URL beside `endpoint`, with the endpoint's trailing slash (Next.js `trailingSlash`):
 * `/api/book-accommodation?listing=x` → `/api/booking-challenge`, `/api/book/` → `/api/booking-challenge/`.
 */
export function challengeUrl(endpoint: string): string {
  return besideEndpoint('booking-challenge', endpoint, document.baseURI).href;
}

export function createSpamProofs() {
  let next: { at: number; solved: Promise<Solved> } | undefined;
  let url = '';
  // Once the receiver said 404 it is not asked again: one line in the console, not one per booking.
  let offered = true;
  const byKey = new Map<string, Promise<Solved>>();
  const start = () =>
    (next = { at: Date.now(), solved: offered ? fetchAndSolve(url).then((s) => ((offered = s !== null), s)) : Promise.resolve(null) });
  return {
    /** Starts solving one ahead (step 1 is shown). */
    prepare(endpoint: string) {
      url = challengeUrl(endpoint);
      if (!next) start();
    },
    /** The `X-Bali-Proof` header for the attempt under `key` (undefined: send without one). */
    async header(key: string, trap: boolean): Promise<string | undefined> {
      let solved = byKey.get(key);
      if (!solved) {
        // A challenge expires after 2 h: one older than an hour is replaced rather than sent.
        if (!next || Date.now() - next.at > HOUR) start();
        byKey.set(key, (solved = next!.solved.then((s) => (s === undefined ? fetchAndSolve(url) : s))));
        start();
      }
      const payload = await solved;
      // No challenge to be had: the header says so (and carries the honeypot's state).
      return payload === null ? undefined : btoa(JSON.stringify({ ...(payload ?? { unavailable: true }), trap }));
    },
  };
}
