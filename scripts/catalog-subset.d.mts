export const REVIEWS_KEYS: string[];
export function subsetCatalog(code: string, file: string, keys: readonly string[] | null, keep: ReadonlySet<string>, parse: (code: string) => unknown): string;
export function catalogSubset(keepKeys: readonly string[]): { name: string };
