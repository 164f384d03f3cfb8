/**
 * A write inside a write joins it. The booking's rate-limit count, proof claim, row and queued deliveries
 * are each written by their own module; the request path runs them inside one write, so a booking is one
 * commit. Joining ends when the outer work settles: a timer it started (the dispatcher's nudge) writes alone.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type Write<D> = <T>(work: (trx: D) => Promise<T>) => Promise<T>;

export function joinable<D>(write: Write<D>): Write<D> {
  const scope = new AsyncLocalStorage<{ trx: D; open: boolean }>();
  return <T>(work: (trx: D) => Promise<T>): Promise<T> => {
    const outer = scope.getStore();
    if (outer?.open) return work(outer.trx);
    return write(async (trx) => {
      const inner = { trx, open: true };
      try {
        return await scope.run(inner, () => work(trx));
      } finally {
        inner.open = false;
      }
    });
  };
}
