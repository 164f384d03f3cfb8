/** Types of reviews-stand-in.mjs (plain JavaScript: the browser test runner's config loads it too). */
import type { PublicReview } from '../../src/inbox/reviews-api-types';

export const PUBLIC_REVIEWS: PublicReview[];
export function reviewsAnswer(query: URLSearchParams): { status: number; type: string; body: string };
