/**
 * The inbox API's path after `api/requests/`, read without trusting it: a malformed escape (`%E0%A4%A`,
 * a lone `%`) is the client's 400, and an id no request can have (too long, with control characters,
 * which PostgreSQL refuses in a query) is a 404 before any query.
 */

/** The decoded parts of `<id>/…`, or undefined when an escape is malformed. */
export function requestPathParts(rest: string): string[] | undefined {
  try {
    return rest.split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

/** Ids are made by the receiver (UUIDs) or by a store of the site's own: short, printable text. */
export const couldBeId = (id: string) => id.length > 0 && id.length <= 200 && !/[\p{Cc}\p{Cs}]/u.test(id);
