import * as z from 'zod/mini';
import { TESTIMONIALS } from './testimonials';

// zod's JIT probe calls `new Function`, which a CSP without 'unsafe-eval' reports as a violation.
z.config({ jitless: true });

/** One guest review, as in the built-ins and in a site owner's JSON override. */
export interface Review {
  id: number | string;
  author: string;
  rating: number;
  text: string;
  /** A bare file name (resolved against `image-base-path`), a path starting with `/`, or a full URL. */
  imageUrl?: string;
}

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

function createReviewListSchema() {
  const review = z.object({
    id: z.union([z.number(), z.string().check(z.minLength(1))]),
    author: text(80),
    rating: z.number().check(z.gte(0), z.lte(5)),
    text: text(5000),
    imageUrl: z.optional(text(2048)),
  });
  return z.array(review).check(
    z.minLength(1),
    z.maxLength(50),
    z.refine((list) => new Set(list.map((r) => String(r.id))).size === list.length, 'Review ids must be unique.'),
  );
}

let listSchema: ReturnType<typeof createReviewListSchema> | undefined;
/**
 * Built on first use: most pages have no override, and building zod schemas while the bundle is evaluated
 * is host-page start-up time.
 */
const reviewListSchema = () => (listSchema ??= createReviewListSchema());

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
    const issues = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.length ? issue.path.join('.') : '(list)'}: ${issue.message}`)
      .join('; ');
    return { reviews: TESTIMONIALS, source: 'built-in', problem: issues };
  }
  return { reviews: result.data, source: 'override' };
}
