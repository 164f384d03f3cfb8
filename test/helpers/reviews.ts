/**
 * Helpers for <bali-reviews> browser tests: mount the built element, read the carousel as a visitor sees it,
 * wait for slides to come to rest and for React's effects, and drive a fake clock for autoplay.
 */
import { expect } from 'chai';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { resetMotion } from './dom';
import { installClock, type FakeClock } from './clock';
import './readable-failures';

// Avatars are served by the test server from demo/images.
export const IMAGES = '/demo/images';

export type ReviewsElement = HTMLElementTagNameMap['bali-reviews'];
export type ChangeDetail = { index: number; id: number | string };

/** What the tests added to the page (wrappers first), removed by `resetReviews()`. */
export const fixtures: HTMLElement[] = [];
let clock: FakeClock | undefined;

/** Fakes the timers (autoplay's) until `resetReviews()`; rAF and React's scheduler keep running. */
export function fakeClock(): FakeClock {
  clock = installClock();
  return clock;
}

export function frame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Polls `condition` once per animation frame (rAF is never faked). */
export async function until(condition: () => unknown, what: string, timeout = 5000): Promise<void> {
  const start = performance.now();
  while (!condition()) {
    if (performance.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await frame();
  }
}

export interface MountOptions {
  attrs?: Record<string, string>;
  json?: string;
  width?: number;
  /** Mount inside a `hidden` wrapper (display: none), as in a closed tab. */
  hidden?: boolean;
  /** The language of the wrapper (the page around the element). */
  lang?: string;
}

export async function mount({ attrs = {}, json, width = 900, hidden = false, lang }: MountOptions = {}): Promise<ReviewsElement> {
  const wrapper = document.createElement('div');
  if (lang) wrapper.lang = lang;
  wrapper.style.width = `${width}px`;
  wrapper.hidden = hidden;
  const el = document.createElement('bali-reviews');
  el.setAttribute('image-base-path', IMAGES);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  if (json != null) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = json;
    el.append(script);
  }
  wrapper.append(el);
  document.body.append(wrapper);
  fixtures.push(wrapper);
  await until(() => el.shadowRoot?.querySelector('.slide'), 'the slides to render');
  await frame();
  return el;
}

export const root = (el: Element) => el.shadowRoot!;
export const slides = (el: Element) => [...root(el).querySelectorAll<HTMLElement>('.slide[aria-roledescription]')];
export const activeSlide = (el: Element) => {
  const active = slides(el).filter((s) => !s.inert);
  expect(active, 'exactly one slide is not inert').to.have.length(1);
  return active[0];
};
export const activeLabel = (el: Element) => activeSlide(el).getAttribute('aria-label');
export const button = (el: Element, name: string) => {
  const found = [...root(el).querySelectorAll<HTMLButtonElement>('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
};
export const rotationButton = (el: Element) => root(el).querySelector<HTMLButtonElement>('.control--rotation');
export const viewport = (el: Element) => root(el).querySelector<HTMLElement>('.viewport')!;

/** The slide whose box covers the viewport (after the animation has settled). */
export function slideInView(el: Element): HTMLElement | undefined {
  const view = viewport(el).getBoundingClientRect();
  return slides(el).find((s) => Math.abs(s.getBoundingClientRect().left - view.left) < 1);
}

export async function settledOn(el: Element, label: string) {
  await until(() => activeLabel(el) === label && slideInView(el)?.getAttribute('aria-label') === label, `slide ${label} in view`);
}

/**
 * Resolves after React has run the effects of the last commit. A pause or resume shows in the DOM (aria-live)
 * at commit, but the timer is set or cleared in an effect that React's scheduler runs in a later task (posted
 * through a MessageChannel); a message posted now arrives after that task. Not a timer, so the fake clock
 * does not affect it. (The clock's own count is no help here: web-test-runner's commands leave 20 s timers.)
 */
export async function effectsFlushed(): Promise<void> {
  await frame();
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export function recordChanges(el: Element): ChangeDetail[] {
  const seen: ChangeDetail[] = [];
  el.addEventListener('reviewchange', (e) => seen.push((e as CustomEvent<ChangeDetail>).detail));
  return seen;
}

/**
 * Once held (its live region is polite again), the carousel stays put through 10 s of autoplay delays:
 * `changes` is still `expected` afterwards.
 */
export async function staysHeld(el: Element, changes: ChangeDetail[], expected: ChangeDetail[], why: string) {
  await until(() => viewport(el).getAttribute('aria-live') === 'polite', why);
  await effectsFlushed();
  clock!.tick(10000);
  await frame();
  await frame();
  expect(changes).to.deep.equal(expected);
}

/** WCAG contrast ratio of two computed colours ("rgb(…)" or "color(srgb …)"). */
export function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const scale = css.startsWith('color(') ? 1 : 255;
    const [r, g, bl] = css.match(/[\d.]+/g)!.map((v) => Number(v) / scale).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export function center(target: Element) {
  const r = target.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] as [number, number];
}

export async function moveMouseAway() {
  await sendMouse({ type: 'move', position: [1, 1] });
}

/** Run after each test: removes the fixtures, the fake clock, the mouse position and emulated media. */
export async function resetReviews(): Promise<void> {
  clock?.uninstall();
  clock = undefined;
  for (const f of fixtures.splice(0)) f.remove();
  await resetMouse();
  await resetMotion();
  (document.activeElement as HTMLElement | null)?.blur?.();
}
