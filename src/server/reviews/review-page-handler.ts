/**
 * `GET|POST <receiver>/review/<token>`: the guest's one-time review page (404 for an unknown link, 410 for
 * a used or expired one), `GET|POST …/review/<token>/opt-out` and the page's stylesheet at
 * `…/review/review.css`. A sent review is stored pending; a bad field answers 400 with the form as typed.
 * A link of the wrong shape is a 404 before any database read; a POST is counted per client (429, the
 * form kept) and its size checked before its body is read (413). With the spam shield on, the page also
 * serves its browser check (`…/review/review.js`, `…/review/challenge`; review-proof.ts): a review whose
 * proof is missing or bad is still stored, flagged for the owner, since the one-time link is the proof.
 */
import { clientKeyFor, requireClientKey, type ClientKeyOptions } from '../http/client-key';
import { readBody } from '../http/json-body';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from '../http/rate-limit';
import { rateLimiterFor, type ReceiverDatabase } from '../store/store-seam';
import { SAFE_HEADERS } from '../inbox/inbox-page';
import { replyLocale } from '../reply/reply-language';
import { wallAt } from '../calendar/local-time';
import { checkName, checkRating, checkText } from './review-input';
import { formPage, messagePage, optOutPage, REVIEW_CSS, REVIEW_PAGE_CSP, thanksPage, type FormErrors, type FormValues } from './review-page';
import { browserCheck, proofPaths, REVIEW_SCRIPT, withScript } from './review-proof';
import { couldBeToken, reviewRequests } from './review-requests';
import type { SpamShield } from '../spam/spam-shield';
import { reviewTexts } from './review-texts';

export type ReviewPageOptions = ClientKeyOptions & {
  database: ReceiverDatabase;
  /** POSTs per minute and client (the receiver's `rateLimitPerMinute`); 0 turns the limit off. */
  rateLimitPerMinute?: number;
  now?: () => Date;
  googleReviewUrl?: string;
  /** The villa's time zone: a review is dated by its day there. */
  timeZone?: string;
  /** The receiver's spam shield: its challenges and check for the page's browser check; none when off. */
  shield?: Pick<SpamShield, 'challengeHandler' | 'checkOnce'>;
};

const MAX_BODY = 16 * 1024;
const PATH = /\/review\/([^/]+)(\/opt-out)?\/?$/;

const asset = (method: string, body: string, type: string) =>
  new Response(method === 'HEAD' ? null : body, { headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' } });

const valuesOf = (form: URLSearchParams): FormValues => ({
  rating: form.get('rating') ?? undefined, text: form.get('text') ?? '', name: form.get('name') ?? '', consent: form.get('consent') === 'yes',
});

export function createReviewPageHandler(options: ReviewPageOptions) {
  const now = options.now ?? (() => new Date());
  const shield = options.shield;
  const csp = shield ? withScript(REVIEW_PAGE_CSP) : REVIEW_PAGE_CSP;
  const page = (status: number, html: string, extra: Record<string, string> = {}) =>
    new Response(html, { status, headers: { ...SAFE_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp, ...extra } });
  const timeZone = options.timeZone ?? 'Asia/Makassar';
  const limiter = rateLimiterFor(options.database, options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE, 'review-page');
  if (limiter.limited) requireClientKey(options, 'the review page rate limit');
  const dayOf = (at: Date) => {
    const w = wallAt(at.getTime(), timeZone);
    return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
  };

  /** Counts a POST; a count that cannot be kept (a database away) lets it through: the link is the proof. */
  const admitted = async (request: Request) => {
    if (!limiter.limited) return true;
    try {
      return await limiter.hit(clientKeyFor(request, options), now().getTime());
    } catch {
      return true;
    }
  };

  return async function handleReviewPage(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const method = request.method;
    const reading = method === 'GET' || method === 'HEAD';
    const file = /\/review\/(review\.css|review\.js|challenge)$/.exec(url.pathname)?.[1];
    if (file === 'review.css' || (shield && file)) {
      if (!reading) return new Response(null, { status: 405, headers: { ...SAFE_HEADERS, Allow: 'GET, HEAD' } });
      if (file === 'challenge') return shield!.challengeHandler(request);
      return file === 'review.css' ? asset(method, REVIEW_CSS, 'text/css') : asset(method, REVIEW_SCRIPT, 'text/javascript');
    }
    const match = PATH.exec(url.pathname);
    const guestLang = replyLocale(request.headers.get('accept-language')?.split(',')[0]?.split(';')[0]).language;
    const css = url.pathname.replace(PATH, '/review/review.css');
    const proof = shield && proofPaths(css);
    const unknown = () => page(404, messagePage(guestLang, css, reviewTexts(guestLang).title, reviewTexts(guestLang).unknown));
    if (!match || !couldBeToken(match[1]!)) return unknown();
    if (!reading && method !== 'POST') return new Response(null, { status: 405, headers: { ...SAFE_HEADERS, Allow: 'GET, HEAD, POST' } });
    const token = match[1]!;
    const declared = request.headers.get('content-length');
    if (!reading && declared !== null && !(Number(declared) <= MAX_BODY)) {
      request.body?.cancel().catch(() => {});
      const t = reviewTexts(guestLang);
      return page(413, match[2] ? messagePage(guestLang, css, t.title, t.errors.long) : formPage(t, guestLang, url.pathname, css, {}, { text: t.errors.long }, proof));
    }
    const body = reading ? undefined : await readBody(request, MAX_BODY);
    if (!reading && !(await admitted(request))) {
      const t = reviewTexts(guestLang);
      const kept = body?.ok ? valuesOf(new URLSearchParams(body.text)) : {};
      return page(429, formPage(t, guestLang, url.pathname, css, kept, { form: t.errors.busy }, proof), { 'Retry-After': '60' });
    }
    const store = await options.database.store();
    if (!store) return unknown();
    const requests = reviewRequests(store);
    const at = now();

    if (match[2]) {
      if (reading) return page(200, optOutPage(guestLang, url.pathname, css));
      const done = await requests.optOut(token, at);
      const t = reviewTexts(guestLang);
      return done ? page(200, messagePage(guestLang, css, t.optOutTitle, t.optOutDone)) : unknown();
    }

    const link = await requests.open(token, at);
    if (link.state === 'unknown') return unknown();
    const lang = link.state === 'open' ? link.request.lang : guestLang;
    const t = reviewTexts(lang);
    if (link.state === 'gone') return page(410, messagePage(lang, css, t.title, t.used));
    const fallbackName = link.request.first_name;
    if (reading) return page(200, formPage(t, lang, url.pathname, css, { name: fallbackName }, {}, proof));

    if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) return page(415, formPage(t, lang, url.pathname, css, { name: fallbackName }, {}, proof));
    if (!body?.ok) {
      const status = body?.status ?? 400;
      return page(status, formPage(t, lang, url.pathname, css, { name: fallbackName }, status === 413 ? { text: t.errors.long } : { text: t.errors.control }, proof));
    }
    const form = new URLSearchParams(body.text);
    const values = valuesOf(form);
    const errors: FormErrors = {};
    const rating = checkRating(values.rating);
    if (!rating.ok) errors.rating = t.errors.rating;
    const text = checkText(values.text);
    if (!text.ok) errors.text = /control/.test(text.error) ? t.errors.control : /at least/.test(text.error) ? t.errors.short : t.errors.long;
    const name = checkName(values.name, fallbackName);
    if (!name.ok) errors.name = /control/.test(name.error) ? t.errors.control : t.errors.name;
    if (!values.consent) errors.consent = t.errors.consent;
    if (!rating.ok || !text.ok || !name.ok || !values.consent) return page(400, formPage(t, lang, url.pathname, css, values, errors, proof));

    // Checked once the review is valid: a refused form's proof stays unused (the page fetches a new one anyway).
    const checked = await browserCheck(shield, form.get('proof'), link.request.id, at);
    const review = { rating: rating.value, text: text.value, name: name.value, lang, day: dayOf(at), consentAt: at.toISOString(), browserCheck: checked };
    const stored = await requests.submit(token, review, at);
    if (stored.state !== 'open') return page(410, messagePage(lang, css, t.title, t.used));
    return page(201, thanksPage(lang, css, options.googleReviewUrl));
  };
}
