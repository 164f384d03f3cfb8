/** Types of quote-stand-in.mjs (plain JavaScript: the browser test runner's config loads it too). */
export function quoteAnswer(query: URLSearchParams): { status: number; body: Record<string, unknown> };
