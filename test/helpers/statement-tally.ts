/**
 * Counts the statements and commits one piece of work sends to a store (and only that work: its async
 * context, until it settles), so that a test or the bench can hold a booking to one commit while the
 * dispatcher delivers in the background.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { StatementWatch } from '../../src/server/store/statement-count';

export type Tally = { commits: number; statements: number; sql: string[] };

const current = new AsyncLocalStorage<Tally & { open: boolean }>();
const watched = new WeakSet<StatementWatch>();

/** Starts counting the statements of `watch` for {@link tallied} work (once per store). */
export function tallyStatements(watch: StatementWatch): void {
  if (watched.has(watch)) return;
  watched.add(watch);
  watch.observe((statement) => {
    const tally = current.getStore();
    if (!tally?.open) return;
    tally.statements += 1;
    if (statement.commit) tally.commits += 1;
    tally.sql.push(statement.sql);
  });
}

/** Runs `work`, counting what it sends; a timer it leaves behind (the dispatcher's nudge) is not counted. */
export async function tallied<T>(work: () => Promise<T>): Promise<{ result: T; tally: Tally }> {
  const tally = { commits: 0, statements: 0, sql: [] as string[], open: true };
  try {
    const result = await current.run(tally, work);
    return { result, tally: { commits: tally.commits, statements: tally.statements, sql: tally.sql } };
  } finally {
    tally.open = false;
  }
}
