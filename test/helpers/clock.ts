/**
 * A fake setTimeout/setInterval clock for browser tests (@sinonjs/fake-timers is CommonJS only, which the
 * browser cannot import). React's scheduler and motion keep the real timers: they captured them (or use
 * requestAnimationFrame) before this is installed.
 */
type Timer = { id: number; at: number; fn: () => void; every?: number };

export type FakeClock = { tick(ms: number): void; pending(): number; uninstall(): void };

export function installClock(): FakeClock {
  const real = { setTimeout, clearTimeout, setInterval, clearInterval };
  let now = 0;
  let nextId = 1e6;
  const timers = new Map<number, Timer>();
  const add = (fn: () => void, ms = 0, every?: number) => {
    const id = nextId++;
    timers.set(id, { id, at: now + Math.max(0, ms), fn, every });
    return id;
  };
  const w = window as unknown as Record<string, unknown>;
  w.setTimeout = (fn: () => void, ms?: number) => add(fn, ms);
  w.setInterval = (fn: () => void, ms?: number) => add(fn, ms, Math.max(1, ms ?? 0));
  w.clearTimeout = w.clearInterval = (id?: number) => void (id !== undefined && timers.delete(id));
  return {
    tick(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.values()].filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        now = due.at;
        if (due.every) due.at += due.every;
        else timers.delete(due.id);
        due.fn();
      }
      now = end;
    },
    pending: () => timers.size,
    uninstall: () => Object.assign(window, real),
  };
}
