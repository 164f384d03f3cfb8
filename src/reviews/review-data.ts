import * as z from 'zod/mini';
import type { Review } from './review';
import { TESTIMONIALS } from './testimonials';

// zod's JIT probe calls `new Function`, which a CSP without 'unsafe-eval' reports as a violation.
z.config({ jitless: true });

export type { Review } from './review';

// The messages are for the site owner reading the console warning ("0.rating: must be a number from 0 to
// 5"), where zod's own say only "Invalid input".
const text = (max: number) => {
  const message = `must be text of 1 to ${max} characters`;
  return z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(max, message));
};
const RATING = 'must be a number from 0 to 5';

function createReviewListSchema() {
  const review = z.object(
    {
      id: z.union([z.number(), z.string().check(z.minLength(1))], 'must be a number or text'),
      author: text(80),
      rating: z.number(RATING).check(z.gte(0, RATING), z.lte(5, RATING)),
      text: text(5000),
      imageUrl: z.optional(text(2048)),
    },
    'must be a review object',
  );
  return z.array(review, 'must be an array').check(
    z.minLength(1, 'must hold at least one review'),
    z.maxLength(50, 'must hold at most 50 reviews'),
    z.refine((list) => new Set(list.map((r) => String(r.id))).size === list.length, 'Review ids must be unique.'),
  );
}

let listSchema: ReturnType<typeof createReviewListSchema> | undefined;
/**
 * Built on first use: most pages have no override, and building zod schemas while the bundle is evaluated
 * is host-page start-up time.
 */
const reviewListSchema = () => (listSchema ??= createReviewListSchema());

/** The first problems of a refused value, for the console: "0.rating: must be a number from 0 to 5". */
const problemsOf = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(list)'}: ${issue.message}`)
    .join('; ');

/** A text field of the answer, or undefined. */
const text_ = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The carousel's reviews from a receiver's `GET /api/reviews` answer (`{ reviews: PublicReview[] }`, see
 * src/inbox/reviews-api-types.ts), checked by the override's own schema (`name` is its `author`); throws what
 * is wrong. A date, source, language or reply that is not text is left out, not a reason to refuse the list.
 */
export function reviewsFromAnswer(data: unknown): Review[] {
  const list = (data as { reviews?: unknown } | null)?.reviews;
  if (!Array.isArray(list)) throw new Error('the answer has no list of reviews');
  const result = reviewListSchema().safeParse(list.map((review) => ({ ...review, author: review?.name })));
  if (!result.success) throw new Error(problemsOf(result.error.issues));
  return result.data.map((review, i) => {
    const { date, source, lang, reply } = list[i];
    return { ...review, date: /^\d{4}-\d\d-\d\d$/.test(date) ? date : undefined, source: text_(source), lang: text_(lang), reply: text_(reply) };
  });
}

export type ReviewSource =
  | { reviews: readonly Review[]; source: 'built-in' }
  | { reviews: readonly Review[]; source: 'override' }
  | { reviews: readonly Review[]; source: 'built-in'; problem: string };

/**
 * Reads the reviews a site owner put in a child `<script type="application/json">`.
 * `json` is that script's text, or null when there is none. Invalid JSON or data that fails the schema keeps
 * the built-in reviews and reports `problem` (the caller warns once).
 */
export function reviewsFromJson(json: string | null | undefined): ReviewSource {
  if (json == null || json.trim() === '') return { reviews: TESTIMONIALS, source: 'built-in' };
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    return { reviews: TESTIMONIALS, source: 'built-in', problem: `the JSON does not parse (${(error as Error).message})` };
  }
  const result = reviewListSchema().safeParse(data);
  if (!result.success) {
    return { reviews: TESTIMONIALS, source: 'built-in', problem: problemsOf(result.error.issues) };
  }
  return { reviews: result.data, source: 'override' };
}
