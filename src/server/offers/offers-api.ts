/**
 * The inbox's offer calls, behind its session: `GET|POST api/requests/<id>/offers` (list; make or replace
 * the offer, starting from the request's estimate when the body has no lines) and
 * `POST api/offers/<id>/withdraw|deposit-received`.
 */
import { json } from '../http/answers';
import type { OfferService } from './offer-service';

const ID = /^[0-9a-f-]{36}$/;
const MAX_BODY = 64 * 1024;

async function readJson(request: Request): Promise<{ ok: true; body: unknown } | { ok: false }> {
  const text = await request.text().catch(() => undefined);
  if (text === undefined || text.length > MAX_BODY) return { ok: false };
  if (text.trim() === '') return { ok: true, body: {} };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** `path` is the inbox path after the mount; undefined when it is not an offer call. */
export function isOffersPath(path: string): boolean {
  return /^api\/requests\/[^/]+\/offers$/.test(path) || /^api\/offers\/[^/]+\/(withdraw|deposit-received)$/.test(path);
}

export async function offersApi(request: Request, path: string, service: OfferService | undefined, origin: string): Promise<Response> {
  if (!service) return json(404, { error: 'Offers need the inbox to be given the receiver (database: receiver).' });
  const [, kind, id = '', action] = path.split('/');
  if (!ID.test(id)) return json(404, { error: 'Not found.' });
  if (kind === 'requests') {
    if (request.method === 'GET' || request.method === 'HEAD') return json(200, { offers: await service.list(id) });
    if (request.method !== 'POST') return json(405, { error: 'Method not allowed.' }, { Allow: 'GET, POST' });
    const read = await readJson(request);
    if (!read.ok) return json(400, { errors: { body: 'Send the offer as JSON, at most 64 KiB.' } });
    const made = await service.create(id, read.body, origin);
    return json(made.status, made.body);
  }
  if (request.method !== 'POST') return json(405, { error: 'Method not allowed.' }, { Allow: 'POST' });
  const done = action === 'withdraw' ? await service.withdraw(id) : await service.depositReceived(id);
  if (done.outcome === 'missing') return json(404, { error: 'No such offer.' });
  if (done.outcome === 'refused') return json(409, { error: done.message, state: done.state });
  return json(200, { offer: done.offer });
}
