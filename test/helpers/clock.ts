/**
 * A fake clock for browser tests: @sinonjs/fake-timers (served to the browser as an ES module by
 * web-test-runner.config.mjs), faking only the timer functions. React's scheduler and motion keep running:
 * they captured the real timers (or use requestAnimationFrame) before this is installed.
 */
import { install } from '@sinonjs/fake-timers';

export type FakeClock = ReturnType<typeof install>;

export function installClock(): FakeClock {
  return install({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
}

/** A fake `Date` only (timers stay real), starting at `now`: for what depends on the visitor's calendar day. */
export function installDate(now: Date): FakeClock {
  return install({ toFake: ['Date'], now, shouldAdvanceTime: true });
}
