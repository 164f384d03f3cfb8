/**
 * The inbox's rates calls, behind a session: read a listing's card, save it whole (every field checked,
 * a 400 naming each bad one, nothing saved), and import `date,nightly[,minStay]` CSV into its days.
 */
import type { RatesAnswer, RatesSaved } from '../../inbox/rates-api-types';
import { readRatesCsv } from '../pricing/rates-csv';
import { checkRateCard } from '../pricing/rate-card-check';
import { ratesStore } from '../pricing/rates-store';
import type { OpenedDatabase } from '../store/open';
import { json } from './inbox-api';

export type RatesApiContext = { store: Pick<OpenedDatabase, 'db' | 'write'>; now: () => Date; listings: () => Promise<string[]> };

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
/** A whole card with 100 seasons and 800 days stays well under this. */
const MAX_BODY = 256 * 1024;

async function readText(request: Request): Promise<string | undefined> {
  const text = await request.text().catch(() => undefined);
  return text !== undefined && text.length <= MAX_BODY ? text : undefined;
}

/** `rest` is the path after `api/rates`: '' or '/import'. */
export async function ratesApi(request: Request, rest: string, ctx: RatesApiContext): Promise<Response> {
  const url = new URL(request.url);
  const listing = url.searchParams.get('listing') ?? '';
  if (listing !== '' && !SLUG.test(listing)) return json(400, { errors: { listing: 'listing must be a slug.' } });
  const rates = ratesStore(ctx.store);
  const saved = (result: RatesSaved) => json(200, result);

  if (rest === '') {
    if (request.method === 'GET') {
      const [stored, withRates, others] = await Promise.all([rates.card(listing), rates.listings(), ctx.listings()]);
      const answer: RatesAnswer = {
        listing,
        listings: [...new Set(['', ...withRates.map((r) => r.listing), ...others, listing])].sort(),
        ...(stored && { card: stored.card, version: stored.version, updatedAt: stored.updatedAt }),
      };
      return json(200, answer);
    }
    if (request.method !== 'POST') return json(405, { error: 'Method not allowed.' }, { Allow: 'GET, POST' });
    const text = await readText(request);
    let body: unknown;
    try {
      body = text === undefined ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (body === undefined) return json(400, { errors: { body: 'Send the rates as JSON, at most 256 KiB.' } });
    const checked = checkRateCard(body);
    if (!checked.ok) return json(400, { errors: checked.errors });
    const { card, version, updatedAt } = await rates.save(listing, checked.card, ctx.now());
    return saved({ card, version, updatedAt });
  }

  if (rest === '/import') {
    if (request.method !== 'POST') return json(405, { error: 'Method not allowed.' }, { Allow: 'POST' });
    const stored = await rates.card(listing);
    if (!stored) return json(400, { errors: { csv: 'Save the base rate and currency first; imported days use the same currency.' }, code: 'rates.noCard' });
    const text = await readText(request);
    if (text === undefined) return json(400, { errors: { csv: 'The file is larger than 256 KiB.' }, code: 'rates.tooLarge' });
    const today = ctx.now().toISOString().slice(0, 10);
    const read = readRatesCsv(text, stored.card.currency, today);
    if (!read.ok) return json(400, { errors: { csv: read.message }, line: read.line });
    const checked = checkRateCard({ ...stored.card, days: read.days });
    if (!checked.ok) return json(400, { errors: { csv: Object.values(checked.errors)[0] ?? 'The file could not be read.' } });
    const result = await rates.save(listing, checked.card, ctx.now());
    return saved({ card: result.card, version: result.version, updatedAt: result.updatedAt });
  }
  return json(404, { error: 'Not found.' });
}
