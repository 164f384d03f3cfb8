/**
 * The inbox's offer calls (same session, same errors as api.ts): a refused offer comes back as field errors,
 * a hold on the same nights names the other request, and a refused change (withdrawing a paid offer) says why.
 */
import { CallFailed, sessionFetch } from './api';
import { text } from './i18n';
import type { OfferHeld, OfferSent, OfferView } from './offers-api-types';

export type SendResult = { ok: true; sent: OfferSent } | { ok: false; errors: Record<string, string> } | { ok: false; held: OfferHeld };

export function createOffersClient(base: string) {
  const call = (path: string, init: RequestInit = {}) => sessionFetch(`${base}api/${path}`, init);
  async function read<T>(response: Response): Promise<T & { error?: string }> {
    const body = (await response.json().catch(() => ({}))) as T & { error?: string };
    if (!response.ok) throw new CallFailed(body.error ?? text('error.status', { status: response.status }));
    return body;
  }
  const of = (requestId: string) => `requests/${encodeURIComponent(requestId)}/offers`;
  const change = async (id: string, action: 'withdraw' | 'deposit-received') =>
    (await read<{ offer: OfferView }>(await call(`offers/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: '{}' }))).offer;
  return {
    /** Undefined when the receiver has no offers (an inbox mounted without the receiver). */
    async list(requestId: string): Promise<OfferView[] | undefined> {
      const response = await call(of(requestId));
      return response.status === 404 ? undefined : (await read<{ offers: OfferView[] }>(response)).offers;
    },
    async send(requestId: string, offer: unknown): Promise<SendResult> {
      const response = await call(of(requestId), { method: 'POST', body: JSON.stringify(offer) });
      if (response.status === 400 || response.status === 409) {
        const body = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> } & Partial<OfferHeld>;
        if (body.errors) return { ok: false, errors: body.errors };
        if (body.heldBy) return { ok: false, held: { error: body.error ?? '', heldBy: body.heldBy } };
      }
      return { ok: true, sent: await read<OfferSent>(response) };
    },
    withdraw: (id: string) => change(id, 'withdraw'),
    depositReceived: (id: string) => change(id, 'deposit-received'),
  };
}

export type OffersClient = ReturnType<typeof createOffersClient>;
