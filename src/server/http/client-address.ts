/**
 * The network address of the client that sent a `Request`, when the code that built the `Request` knew it
 * (the Node adapter records `socket.remoteAddress`). Kept in a WeakMap rather than a header so that a client
 * can never forge it.
 */
const addresses = new WeakMap<Request, string>();

/** Records the peer address of `request` (called by adapters). */
export function setClientAddress(request: Request, address: string | undefined): void {
  if (address) addresses.set(request, address);
}

/** The peer address recorded for `request`, if any. */
export function clientAddress(request: Request): string | undefined {
  return addresses.get(request);
}
