/** Small helpers for browser tests that drive the built widgets like a visitor would. */
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import './readable-failures';

const mounted: Element[] = [];

/** Drops an emulated prefers-reduced-motion: the browser's own setting again (the `reset-motion` command). */
export const resetMotion = () => executeServerCommand('reset-motion');

/** Adds markup to the page and returns its first element; `cleanup()` removes everything added. */
export function fixture<T extends HTMLElement = HTMLElement>(html: string): T {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const el = template.content.firstElementChild as T;
  document.body.append(el);
  mounted.push(el);
  return el;
}

export function cleanup(): void {
  while (mounted.length) mounted.pop()?.remove();
}

/** Resolves once `check` returns a truthy value (checked every frame), or fails after `timeout` ms. */
export async function until<T>(check: () => T, what = 'condition', timeout = 4000): Promise<NonNullable<T>> {
  const start = performance.now();
  for (;;) {
    const value = check();
    if (value) return value as NonNullable<T>;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => requestAnimationFrame(r));
  }
}

export const frame = () => new Promise((r) => requestAnimationFrame(r));

/** Resolves once every running animation in the element's shadow root ended (a cancelled one counts as ended). */
export async function settled(host: Element): Promise<void> {
  await Promise.all((host.shadowRoot as ShadowRoot).getAnimations().map((a) => a.finished.catch(() => undefined)));
}

/** The element's shadow root, once React rendered into it. */
export const shadow = (host: Element) => host.shadowRoot as ShadowRoot;

export function q<T extends Element = HTMLElement>(host: Element, selector: string): T | null {
  return shadow(host).querySelector<T>(selector);
}

/** The shadow root's button whose text is `name` (exact, trimmed). */
export function button(host: Element, name: string): HTMLButtonElement | undefined {
  return [...shadow(host).querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
}

/** Types with the real keyboard into `input` (focused first), as a visitor would. */
export async function type(input: HTMLElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ type: text });
}

/** Sets a value the way the browser does for pickers (date inputs, selects), so React sees the change. */
export function pick(input: HTMLInputElement | HTMLSelectElement, value: string): void {
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

export type FetchCall = { url: string; init: RequestInit; body: unknown; headers: Record<string, string> };

/** The spam shield's challenge beside the endpoint: answered 404 (no shield) and not recorded as a booking call. */
const isChallenge = (input: RequestInfo | URL) => String(input).endsWith('/booking-challenge');
const noChallenge = () => new Response('{}', { status: 404 });
/**
 * The listing's availability and the estimate for the chosen dates, read beside the booking: served for real
 * (a test endpoint, or a 404), never recorded.
 */
const isAvailability = (input: RequestInfo | URL) => /\/(availability|quote|__test\/(availability[\w-]*|quote))\?/.test(String(input));

/**
 * Replaces `fetch` for the page. `answer` decides each response (a status, a thrown error, or a promise
 * that never settles); the calls are recorded. Returns the recorded calls and a restore function.
 */
export function stubFetch(answer: (call: FetchCall, index: number) => number | Error | 'hang') {
  const calls: FetchCall[] = [];
  const original = window.fetch;
  window.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (isChallenge(input)) return noChallenge();
    if (isAvailability(input)) return original(input, init);
    const call: FetchCall = {
      url: String(input),
      init,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      headers: { ...(init.headers as Record<string, string>) },
    };
    calls.push(call);
    const outcome = answer(call, calls.length - 1);
    if (outcome instanceof Error) throw outcome;
    if (outcome === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    }
    return new Response(outcome === 204 ? null : '{}', { status: outcome });
  }) as typeof fetch;
  return { calls, restore: () => (window.fetch = original) };
}

/** `stubFetch` whose requests stay in flight until `release()`: for reading the form while it is sending. */
export function stubHeldFetch(answer: Parameters<typeof stubFetch>[0]) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const stub = stubFetch(answer);
  const answered = window.fetch;
  window.fetch = (async (...args: Parameters<typeof fetch>) => {
    if (isChallenge(args[0]) || isAvailability(args[0])) return answered(...args);
    await gate;
    return answered(...args);
  }) as typeof fetch;
  return { ...stub, release };
}
