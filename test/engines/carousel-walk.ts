/**
 * The reviews carousel on the demo page, the same in every engine: autoplay moves on by itself, Next and
 * Previous move one review each way, and "Read more..." opens a long review that "Read less..." closes.
 */
import { expect } from 'vitest';
import type { EnginePage, Target } from './engine-page';
import { walkText } from './walk-text';
import { pageErrors, showPage, until } from './walk-page';

const REVIEWS = 'bali-reviews';
const inReviews = (selector: string, text?: string): Target => ({ host: REVIEWS, selector, ...(text !== undefined && { text }) });

/** The slide in view (the one not inert) and its "Read more..." state (runs in the page); `slide` is the slides' role description. */
function carouselState(host: string, slide: string) {
  const root = document.querySelector(host)?.shadowRoot;
  const slides = [...(root?.querySelectorAll<HTMLElement>(`[aria-roledescription="${slide}"]`) ?? [])];
  const active = slides.findIndex((slide) => !slide.hasAttribute('inert'));
  const card = slides[active];
  const toggle = card?.querySelector('[part~="read-more"]');
  const text = card?.querySelector('[part="text"]');
  const viewport = root?.querySelector('.viewport')?.getBoundingClientRect();
  return {
    count: slides.length,
    active,
    // The slide has come to rest in the viewport (a moving one would take a click somewhere else).
    still: Boolean(card && viewport && Math.abs(card.getBoundingClientRect().left - viewport.left) < 1),
    toggle: toggle?.textContent?.trim() ?? null,
    expanded: toggle?.getAttribute('aria-expanded') ?? null,
    textHeight: text ? Math.round(text.getBoundingClientRect().height) : 0,
  };
}

function showReviews(host: string): void {
  document.querySelector(host)!.scrollIntoView({ block: 'center' });
}

export async function walkCarousel(page: EnginePage, base: string, lang = 'en'): Promise<void> {
  const text = walkText(lang);
  await showPage(page, `${base}/services/`, lang);
  const state = () => page.evaluate(carouselState, REVIEWS, text.slide);
  // Autoplay runs only while the carousel can be seen: it is scrolled into the window, nothing else touched.
  await page.evaluate(showReviews, REVIEWS);
  const { count, active: first } = await until(async () => ((await state()).count > 1 ? state() : null), 'the reviews to render');
  const after = (index: number, delta: number) => (index + delta + count) % count;
  const at = (index: number, what: string) =>
    until(async () => {
      const s = await state();
      return s.active === index && s.still;
    }, `${what}: review ${index + 1} of ${count}, at rest`);

  await at(after(first, 1), 'autoplay');
  // The buttons: focus in the carousel holds the rotation, so only the presses move it now.
  const next = inReviews(`button[aria-label="${text.nextSlide}"]`);
  const previous = inReviews(`button[aria-label="${text.previousSlide}"]`);
  await page.click(next);
  await at(after(first, 2), text.nextSlide);
  await page.click(previous);
  await at(after(first, 1), text.previousSlide);
  await page.click(previous);
  await at(first, text.previousSlide);

  // A long review: forward to the first with "Read more...", open it, close it.
  for (let moves = 0; (await state()).toggle === null; moves++) {
    expect(moves, 'a review with Read more').toBeLessThan(count);
    const from = (await state()).active;
    await page.click(next);
    await at(after(from, 1), text.nextSlide);
  }
  const closed = await until(async () => {
    const s = await state();
    return s.toggle === text.readMore ? s : null;
  }, `"${text.readMore}"`);
  await page.click(inReviews('[part~="read-more"]', text.readMore));
  const opened = await until(async () => {
    const s = await state();
    return s.toggle === text.readLess && s.expanded === 'true' ? s : null;
  }, `"${text.readLess}"`);
  expect(opened.textHeight).toBeGreaterThan(closed.textHeight);
  expect(opened.active).toBe(closed.active);
  await page.click(inReviews('[part~="read-more"]', text.readLess));
  await until(async () => {
    const s = await state();
    return s.toggle === text.readMore && s.expanded === 'false' && s.textHeight === closed.textHeight;
  }, `"${text.readMore}" again`);
  expect(await pageErrors(page)).toEqual([]);
}
