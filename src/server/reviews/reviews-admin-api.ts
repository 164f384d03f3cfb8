/**
 * The inbox's reviews calls, behind a session (the inbox checked it and that changes come from its own
 * page): list, change, delete, and import past reviews from CSV with their source and the owner's
 * attestation that they are real. Every refusal is a 4xx `{ error }`, an import's names its line.
 */
import type { AdminReviewList, ReviewImport, ReviewImportResult, ReviewStatus } from '../../inbox/reviews-api-types';
import { json } from '../inbox/inbox-api';
import type { OpenedDatabase } from '../store/open';
import { checkChange } from './review-input';
import { readReviewsCsv } from './review-csv';
import { reviewStore } from './review-store';

export type ReviewsApiContext = { store: Pick<OpenedDatabase, 'db' | 'write'>; now: () => Date };

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
const STATUSES: readonly ReviewStatus[] = ['pending', 'approved', 'hidden'];
const SOURCES: readonly ReviewImport['source'][] = ['airbnb', 'booking', 'google', 'guestbook'];
const ID = /^[0-9a-f-]{36}$/;
/** 2,000 reviews of 2,000 characters fit. */
const MAX_IMPORT = 5 * 1024 * 1024;

async function readJson(request: Request, max: number): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return { ok: false, response: json(415, { error: 'Send JSON (Content-Type: application/json).' }) };
  const text = await request.text().catch(() => undefined);
  if (text === undefined || text.length > max) return { ok: false, response: json(413, { error: `The body can be at most ${Math.round(max / 1024)} KiB.` }) };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, response: json(400, { error: 'The body is not valid JSON.' }) };
  }
}

/** `rest` is the path after `api/reviews`: '', '/import' or '/<id>'. */
export async function reviewsAdminApi(request: Request, rest: string, ctx: ReviewsApiContext): Promise<Response> {
  const reviews = reviewStore(ctx.store);
  const method = request.method;
  if (rest === '') {
    if (method !== 'GET') return json(405, { error: 'Method not allowed.' }, { Allow: 'GET' });
    const params = new URL(request.url).searchParams;
    const listing = params.get('listing') ?? undefined;
    const status = params.get('status') || undefined;
    if (listing && !SLUG.test(listing)) return json(400, { error: 'listing must be a slug: a-z, 0-9 and inner hyphens.' });
    if (status && !STATUSES.includes(status as ReviewStatus)) return json(400, { error: `status must be one of ${STATUSES.join(', ')}.` });
    const [list, listings] = await Promise.all([reviews.list({ listing, status: status as ReviewStatus | undefined }), reviews.listings()]);
    const answer: AdminReviewList = { reviews: list, listings };
    return json(200, answer);
  }
  if (rest === '/import') {
    if (method !== 'POST') return json(405, { error: 'Method not allowed.' }, { Allow: 'POST' });
    const read = await readJson(request, MAX_IMPORT);
    if (!read.ok) return read.response;
    const body = (read.body ?? {}) as Partial<Record<keyof ReviewImport, unknown>>;
    if (typeof body.listing !== 'string' || (body.listing !== '' && !SLUG.test(body.listing))) return json(400, { error: 'listing must be a slug (or empty for the default listing).' });
    if (!SOURCES.includes(body.source as ReviewImport['source'])) return json(400, { error: `source must be one of ${SOURCES.join(', ')}.` });
    if (body.attested !== true) return json(400, { error: 'Confirm that these reviews are real reviews of real stays (attested: true).' });
    if (typeof body.csv !== 'string') return json(400, { error: 'csv must be the file\'s text: date,name,rating,text[,lang].' });
    const csv = readReviewsCsv(body.csv);
    if (!csv.ok) return json(400, { error: csv.error, line: csv.line });
    const at = ctx.now();
    const imported = await reviews.importAll(
      csv.rows.map((r) => ({ listing: body.listing as string, source: body.source as ReviewImport['source'], rating: r.rating, text: r.text, name: r.name, lang: r.lang, day: r.day, attestedAt: at.toISOString() })),
      at,
    );
    const answer: ReviewImportResult = { imported };
    return json(201, answer);
  }
  const id = rest.slice(1);
  if (!ID.test(id)) return json(404, { error: 'This review does not exist.' });
  if (method === 'DELETE') return (await reviews.remove(id)) ? json(204, undefined) : json(404, { error: 'This review does not exist.' });
  if (method === 'GET') {
    const found = await reviews.get(id);
    return found ? json(200, found) : json(404, { error: 'This review does not exist.' });
  }
  if (method !== 'PATCH') return json(405, { error: 'Method not allowed.' }, { Allow: 'GET, PATCH, DELETE' });
  const read = await readJson(request, 16 * 1024);
  if (!read.ok) return read.response;
  const change = checkChange(read.body);
  if (!change.ok) return json(400, { error: change.error });
  const changed = await reviews.change(id, change.value);
  return changed ? json(200, changed) : json(404, { error: 'This review does not exist.' });
}
