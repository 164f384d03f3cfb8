/**
 * Retention: with `RETENTION_DAYS` set, requests whose check-out is that many days past are erased (with
 * everything queued for them), once at start and then daily. Every instance may run it: erasing is idempotent.
 */
import type { InboxData } from './inbox-data';

const DAY = 86_400_000;

/** The first day that is kept: check-outs before it are erased. */
export const keptFrom = (now: Date, days: number) => new Date(now.getTime() - days * DAY).toISOString().slice(0, 10);

export type Retention = { stop(): void; run(): Promise<number> };

export function startRetention(options: {
  days: number;
  data: () => InboxData | Promise<InboxData>;
  now?: () => Date;
  onError?: (error: unknown) => void;
}): Retention {
  const now = options.now ?? (() => new Date());
  const onError = options.onError ?? ((e: unknown) => console.error(`bali-widgets: retention failed: ${(e as Error)?.message ?? e}`));
  const run = async () => (await options.data()).eraseCheckedOutBefore(keptFrom(now(), options.days));
  const tick = () => void run().catch(onError);
  const first = setTimeout(tick, 1000);
  const daily = setInterval(tick, DAY);
  first.unref?.();
  daily.unref?.();
  return {
    run,
    stop() {
      clearTimeout(first);
      clearInterval(daily);
    },
  };
}

/** `RETENTION_DAYS`: unset or empty is off; otherwise a whole number of days, at least 1. */
export function parseRetentionDays(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1) throw new Error('RETENTION_DAYS must be a whole number of days (1 or more).');
  return days;
}
