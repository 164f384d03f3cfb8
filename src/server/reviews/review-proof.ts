/**
 * The review page's browser check, on while the spam shield is: one small script of the receiver's own
 * origin (`…/review/review.js`, allowed by `script-src 'self'`; no inline script, no eval) fetches a
 * challenge at `…/review/challenge`, solves it with `crypto.subtle` and puts the solution in the form's
 * hidden `proof` field. Sending waits for it at most 4 s, then goes without: a guest is never held up by
 * their browser or network, and the server stores the review flagged instead of refusing it.
 */
import type { BrowserCheck, SpamShield } from '../spam/spam-shield';

/** The page's CSP with the script: `connect-src 'self'` for the challenge, nothing else loosened. */
export const withScript = (csp: string) => csp.replace("default-src 'none';", "default-src 'none'; script-src 'self'; connect-src 'self';");

/** Where the script and the challenge live, beside the page's stylesheet. */
export const proofPaths = (cssPath: string) => ({ script: cssPath.replace(/review\.css$/, 'review.js'), challenge: cssPath.replace(/review\.css$/, 'challenge') });

/** The claim key of a review's proof: a solution serves one review request once. */
export const proofKey = (requestId: string) => `review:${requestId}`;

/** What the form's field says, `undefined` when the shield is off (nothing is checked then). */
export async function browserCheck(shield: Pick<SpamShield, 'checkOnce'> | undefined, field: string | null, requestId: string, now: Date): Promise<BrowserCheck | undefined> {
  return shield?.checkOnce(field || null, proofKey(requestId), now);
}

/**
 * Plain ES2020 for every browser the page supports. Without `crypto.subtle` (a plain-http page) or a
 * challenge, the field says `unavailable`; with no script at all it stays empty (`proof-missing`).
 */
export const REVIEW_SCRIPT = `(() => {
  const form = document.querySelector('form[data-challenge]');
  const field = form && form.querySelector('input[name=proof]');
  if (!field) return;
  const subtle = self.crypto && crypto.subtle;
  const say = (value) => (field.value = btoa(JSON.stringify(value)));
  const hex = (b) => Array.from(new Uint8Array(b), (x) => x.toString(16).padStart(2, '0')).join('');
  const solve = async (c) => {
    const bytes = new TextEncoder();
    // At most a million tries, 200 at a time with a timer between: typing is never blocked.
    for (let n = 0; n <= Math.min(c.maxnumber, 1e6); n += 200) {
      const hashes = await Promise.all(Array.from({ length: 200 }, (_, i) => subtle.digest('SHA-256', bytes.encode(c.salt + (n + i)))));
      const i = hashes.findIndex((h) => hex(h) === c.challenge);
      if (i >= 0) return Object.assign({}, c, { number: n + i });
      await new Promise((next) => setTimeout(next));
    }
  };
  const solved = subtle
    ? fetch(form.dataset.challenge, { credentials: 'omit' }).then((r) => (r.ok ? r.json() : undefined)).then((c) => c && solve(c)).catch(() => undefined)
    : Promise.resolve();
  const ready = solved.then((payload) => say(payload || { unavailable: true }));
  let sending = false;
  form.addEventListener('submit', (event) => {
    if (field.value) return;
    event.preventDefault();
    if (sending) return;
    sending = true;
    Promise.race([ready, new Promise((next) => setTimeout(next, 4000))]).then(() => {
      if (!field.value) say({ unavailable: true });
      form.submit();
    });
  });
})();
`;
