/** The inbox's rates calls (same session, same errors as api.ts); a refused card comes back as field errors. */
import { CallFailed, sessionFetch } from './api';
import { text } from './i18n';
import type { RatesAnswer, RatesSaved } from './rates-api-types';
import { refusalText, type ServerRefusal } from './server-error';

export type RatesResult = { ok: true; saved: RatesSaved } | { ok: false; errors: Record<string, string> };

export function createRatesClient(base: string) {
  const call = (path: string, init: RequestInit = {}) => sessionFetch(`${base}api/rates${path}`, init);
  async function saved(response: Response): Promise<RatesResult> {
    const body = (await response.json().catch(() => ({}))) as RatesSaved & ServerRefusal & { errors?: Record<string, string> };
    if (response.ok) return { ok: true, saved: body };
    // A refused file's code gives its words in the owner's language; a field error stays as the server wrote it.
    if (response.status === 400 && body.errors) return { ok: false, errors: body.code && body.errors.csv ? { ...body.errors, csv: refusalText(body, body.errors.csv) } : body.errors };
    throw new CallFailed(body.error ?? text('error.status', { status: response.status }));
  }
  const q = (listing: string) => `?listing=${encodeURIComponent(listing)}`;
  return {
    async read(listing: string): Promise<RatesAnswer> {
      const response = await call(q(listing));
      if (!response.ok) throw new CallFailed(text('rates.failed'));
      return (await response.json()) as RatesAnswer;
    },
    save: async (listing: string, card: unknown) =>
      saved(await call(q(listing), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(card) })),
    importCsv: async (listing: string, csv: string) =>
      saved(await call(`/import${q(listing)}`, { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: csv })),
  };
}

export type RatesClient = ReturnType<typeof createRatesClient>;
