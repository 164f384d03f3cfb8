/**
 * What a walk does in a page, the same in every engine: real pointer clicks and real key presses on
 * elements inside a widget's shadow root, and scripts that read the page. Each engine has its adapter
 * (puppeteer-page.ts for Firefox, webdriver-page.ts for WebKit).
 */

/** An element inside the shadow root of the first `host` in the page; with `text`, the one whose text is that. */
export type Target = { host: string; selector: string; text?: string };

/** Keys that are not characters. */
export type NamedKey = 'End' | 'Tab';

export interface EnginePage {
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page with `args` (it must use nothing from the test's scope) and returns its result. */
  evaluate<A extends unknown[], T>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<Awaited<T>>;
  /** Scrolls the element into view and presses and releases the mouse at its centre. */
  click(target: Target): Promise<void>;
  /** Scrolls the element into view and focuses it (a script's focus(), where a guest would tap it). */
  focus(target: Target): Promise<void>;
  /** Focuses the element and types `text` with the keyboard. */
  type(target: Target, text: string): Promise<void>;
  /** Types `text` with the keyboard into whatever has focus. */
  keys(text: string): Promise<void>;
  press(key: NamedKey): Promise<void>;
  /** Types an ISO date into a date input with the keyboard, in the en-US segments month, day, year. */
  typeDate(target: Target, iso: string): Promise<void>;
}

/** The en-US segments of an ISO date, in the order a date input shows them. */
export function dateSegments(iso: string): [string, string, string] {
  const [year, month, day] = iso.split('-');
  return [month, day, year];
}

/** The element a Target names, or null; runs in the page (self-contained). */
export function findTarget(host: string, selector: string, text: string | null): Element | null {
  const root = document.querySelector(host)?.shadowRoot;
  if (!root) return null;
  return [...root.querySelectorAll(selector)].find((el) => text === null || el.textContent?.trim() === text) ?? null;
}
