/** What every receiver answer shares: the Fetch handler type and JSON answers that are never cached or sniffed. */

/** A Fetch-API request handler. */
export type BookingHandler = (request: Request) => Promise<Response>;

/** Headers on every answer: personal data is never cached, and a JSON body is never read as HTML. */
export const baseHeaders = (): Record<string, string> => ({
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
});

/** A JSON answer with the base headers (and `headers` on top). */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...baseHeaders(), ...headers },
  });
}
