/**
 * The guest's side of an offer under the receiver: `GET /offer/<token>` (the page), `POST /offer/<token>`
 * (Accept, a plain form), `POST /offer/<token>/pay/<provider>` (a page that moves on to the provider's) and
 * `POST /api/offers/webhook/<provider>` (each client's failed verifications limited per minute as the admin
 * token's guesses are; verified by the provider, applied once per event id).
 */
import { json } from '../http/answers';
import type { OfferService } from './offer-service';
import { handoffPage, offerPage, PAGE_CSP, pageLanguage, plainPage } from './offer-page';
import { OFFER_TEXTS, type OfferTexts } from './offer-texts';
import { PaymentRefusedError } from './payment-refused';
import { isLive } from './offer-view';
import { TOKEN_SHAPE } from './offers-store';

const PAGE = /\/offer\/([^/]+)(?:\/pay\/([a-z]+))?\/?$/;
const HOOK = /\/api\/offers\/webhook\/([a-z]+)$/;
const MAX_FORM = 4096;
const MAX_HOOK = 256 * 1024;

const html = (status: number, body: string, extra: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': PAGE_CSP, 'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store', ...extra,
    },
  });

async function limitedText(request: Request, max: number): Promise<string | undefined> {
  const text = await request.text().catch(() => undefined);
  return text !== undefined && text.length <= max ? text : undefined;
}

export function createOfferHandler(service: OfferService) {
  return async function handleOffer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    try {
      const hook = HOOK.exec(url.pathname);
      if (hook) return await webhook(request, hook[1]!);
      const match = PAGE.exec(url.pathname);
      const token = match?.[1] ?? '';
      if (!match || !TOKEN_SHAPE.test(token)) return html(404, plainPage(undefined, 'missing'));
      const found = await service.byToken(token);
      if (!found) return html(404, plainPage(undefined, 'missing'));
      if (!(isLive(found.offer.state) || found.offer.state === 'paid')) return html(410, plainPage(found.offer.locale, 'gone'));
      if (match[2]) return await pay(request, token, match[2], service.origin(request), url.pathname);
      if (request.method === 'GET' || request.method === 'HEAD') {
        const returning = url.searchParams.get('paid') === '1';
        return html(200, offerPage(found.offer, service.timeZone, { ...service.pageExtras(found.offer, token), returning }));
      }
      if (request.method !== 'POST') return html(405, plainPage(found.offer.locale, 'missing'), { Allow: 'GET, HEAD, POST' });
      return await accept(request, token, url);
    } catch (error) {
      service.onError(error);
      return json(503, { error: 'The offer cannot be read now. Try again in a moment.' }, { 'Retry-After': '30' });
    }
  };

  async function accept(request: Request, token: string, url: URL): Promise<Response> {
    const found = (await service.byToken(token))!;
    const lang = pageLanguage(found.offer.locale);
    const t = OFFER_TEXTS[lang];
    const text = await limitedText(request, MAX_FORM);
    const form = new URLSearchParams(text ?? '');
    const values = { adults: form.get('adults') ?? '', children: form.get('children') ?? '', arrival: form.get('arrival') ?? '' };
    const errors: string[] = [];
    if (form.get('agree') !== 'yes') errors.push(t.mustAgree);
    const count = (v: string, min: number) => (/^\d{1,2}$/.test(v) && Number(v) >= min && Number(v) <= 30 ? Number(v) : undefined);
    const adults = count(values.adults, 1);
    const children = count(values.children || '0', 0);
    if (adults === undefined || children === undefined) errors.push(t.badCount);
    if (values.arrival && !/^([01]\d|2[0-3]):[0-5]\d$/.test(values.arrival)) errors.push(t.badTime);
    const page = (status: number, list: string[]) => html(status, offerPage(found.offer, service.timeZone, { ...service.pageExtras(found.offer, token), errors: list, values }));
    if (text === undefined) return page(413, [t.badCount]);
    if (errors.length) return page(400, errors);
    const done = await service.moves.accept(token, { adults: adults!, children: children!, ...(values.arrival && { arrivalTime: values.arrival }), termsVersion: form.get('termsVersion') ?? '', locale: lang }, service.now());
    if (done.outcome === 'done') return new Response(null, { status: 303, headers: { Location: url.pathname, 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' } });
    if (done.outcome === 'missing') return html(404, plainPage(undefined, 'missing'));
    if (done.state === 'accepted' || done.state === 'paid') {
      const now = (await service.byToken(token))!.offer;
      return html(409, offerPage(now, service.timeZone, service.pageExtras(now, token)));
    }
    return done.state === 'open' ? page(409, [done.message]) : html(410, plainPage(found.offer.locale, 'gone'));
  }

  async function pay(request: Request, token: string, name: string, origin: string, path: string): Promise<Response> {
    // A pay address opened again (a reload, a bookmark) leads back to the offer's page.
    if (request.method !== 'POST') return new Response(null, { status: 303, headers: { Location: `${path.replace(/\/pay\/[a-z]+\/?$/, '')}`, 'Cache-Control': 'no-store' } });
    // A refusal or a provider that fails: the guest's page again, saying so in the guest's language.
    const again = async (status: number, error?: (t: OfferTexts) => string) => {
      const now = (await service.byToken(token))!.offer;
      const errors = error ? [error(OFFER_TEXTS[pageLanguage(now.locale)])] : [];
      return html(status, offerPage(now, service.timeZone, { ...service.pageExtras(now, token), errors }));
    };
    let started: Awaited<ReturnType<OfferService['startPayment']>>;
    try {
      started = await service.startPayment(token, name, origin);
    } catch (error) {
      if (error instanceof PaymentRefusedError) return again(409, (t) => `${t.unavailableProvider}: ${error.message}`);
      service.onError(error);
      return again(502, (t) => t.payFailed);
    }
    // An unknown provider is named unavailable; an offer not accepted (or already paid) shows where it stands.
    if (!started.ok) return started.status === 404 ? again(404, (t) => t.unavailableProvider) : again(409);
    return html(200, handoffPage(started.locale, { name, label: started.label }, started.url));
  }

  async function webhook(request: Request, name: string): Promise<Response> {
    if (request.method !== 'POST') return json(405, { error: 'Method not allowed.' }, { Allow: 'POST' });
    const provider = service.provider(name);
    if (!provider) return json(404, { error: 'No such payment provider.' });
    // Counted before the body is read and the secret compared: a client out of guesses is never compared.
    const guess = await service.guess(request);
    if (guess.refused) return json(429, { error: 'Too many requests.' }, { 'Retry-After': '60' });
    const raw = await limitedText(request, MAX_HOOK);
    if (raw === undefined) return json(413, { error: 'Body too large.' });
    const read = provider.readWebhook(raw, request.headers, service.now());
    if (!read.ok) return json(read.status, { error: read.error });
    await guess.right();
    if (!read.event) return json(200, { received: true });
    const outcome = await service.moves.applyPayment(read.event, service.now());
    if (outcome === 'unknown') return json(404, { error: 'No such offer.' });
    return json(200, { received: true, outcome });
  }
}
