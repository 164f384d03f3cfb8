/** The inbox's reviews calls (same session, same errors as api.ts); a refused import comes back with its line. */
import { CallFailed, sessionFetch } from './api';
import { text } from './i18n';
import type { AdminReviewList, ReviewChange, ReviewImport, ReviewImportResult, ReviewRequestLink, ReviewStatus } from './reviews-api-types';

export type ImportResult = { ok: true; imported: number } | { ok: false; error: string; line?: number };

export function createReviewsClient(base: string) {
  const call = (path: string, init: RequestInit = {}) => sessionFetch(`${base}api/${path}`, init);
  async function body<T>(response: Response): Promise<T> {
    const read = (await response.json().catch(() => ({}))) as T & { error?: string };
    if (!response.ok) throw new CallFailed(read.error ?? text('error.status', { status: response.status }));
    return read;
  }
  const at = (id: string) => `reviews/${encodeURIComponent(id)}`;
  return {
    async list(listing: string, status: ReviewStatus): Promise<AdminReviewList> {
      const query = new URLSearchParams({ listing, status });
      return body<AdminReviewList>(await call(`reviews?${query}`));
    },
    change: async (id: string, change: ReviewChange) => {
      const response = await call(at(id), { method: 'PATCH', body: JSON.stringify(change) });
      // The answer may be the review or nothing: the page reads the lists again after every change.
      if (!response.ok) await body(response);
    },
    /** Erases the review for good (a review already gone is fine: the lists are read again). */
    remove: async (id: string) => {
      const response = await call(at(id), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await body(response);
    },
    async importCsv(request: ReviewImport): Promise<ImportResult> {
      const response = await call('reviews/import', { method: 'POST', body: JSON.stringify(request) });
      if (response.status === 400) {
        const refused = (await response.json().catch(() => ({}))) as { error?: string; line?: number };
        return { ok: false, error: refused.error ?? text('error.status', { status: 400 }), line: refused.line };
      }
      return { ok: true, imported: (await body<ReviewImportResult>(response)).imported };
    },
    ask: async (requestId: string) =>
      body<ReviewRequestLink>(await call(`requests/${encodeURIComponent(requestId)}/review-request`, { method: 'POST', body: '{}' })),
  };
}

export type ReviewsClient = ReturnType<typeof createReviewsClient>;
