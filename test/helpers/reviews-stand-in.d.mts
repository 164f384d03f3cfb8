/** Types of reviews-stand-in.mjs (plain JavaScript: the browser test runner's config loads it too). */
import type { AdminReview, PublicReview } from '../../src/inbox/reviews-api-types';

export const PUBLIC_REVIEWS: PublicReview[];
export function reviewsAnswer(query: URLSearchParams): { status: number; type: string; body: string };
export function cannedAdminReviews(): AdminReview[];
export type StandInCall = { method: string; path: string; query: string; body: unknown };
export function startReviewsStandIn(upstream: string): Promise<{ base: string; calls: StandInCall[]; reviews: AdminReview[]; close(): Promise<void> }>;
