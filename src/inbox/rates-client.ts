/** The inbox's rates calls (same session, same errors as api.ts); a refused card comes back as field errors. */
import { CallFailed, SignedOut } from './api';
import type { RatesAnswer, RatesSaved } from './rates-api-types';
import { refusalText, type ServerRefusal } from './server-error';

export type RatesResult = { ok: true; saved: RatesSaved } | { ok: false; errors: Record<string, string> };

export function createRatesClient(base: string) {
  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${base}api/rates${path}`, { credentials: 'same-origin', ...init });
    } catch {
      throw new CallFailed('No connection. Check your internet and try again.');
    }
    if (response.status === 401) throw new SignedOut();
    return response;
  }
  async function saved(response: Response): Promise<RatesResult> {
    const body = (await response.json().catch(() => ({}))) as RatesSaved & ServerRefusal & { errors?: Record<string, string> };
    if (response.ok) return { ok: true, saved: body };
    // A refused file's code gives its words in the owner's language; a field error stays as the server wrote it.
    if (response.status === 400 && body.errors) return { ok: false, errors: body.code && body.errors.csv ? { ...body.errors, csv: refusalText(body, body.errors.csv) } : body.errors };
    throw new CallFailed(body.error ?? `Something went wrong (${response.status}). Try again.`);
  }
  const q = (listing: string) => `?listing=${encodeURIComponent(listing)}`;
  return {
    async read(listing: string): Promise<RatesAnswer> {
      const response = await call(q(listing));
      if (!response.ok) throw new CallFailed(`The rates could not be read (${response.status}). Try again.`);
      return (await response.json()) as RatesAnswer;
    },
    save: async (listing: string, card: unknown) =>
      saved(await call(q(listing), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(card) })),
    importCsv: async (listing: string, csv: string) =>
      saved(await call(`/import${q(listing)}`, { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: csv })),
  };
}

export type RatesClient = ReturnType<typeof createRatesClient>;
