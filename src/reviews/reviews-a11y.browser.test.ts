/**
 * <bali-reviews> for WCAG 2.2 AA at 1280 and 320 px, with and without reduced motion: axe on the carousel
 * states, no sideways scroll at 320 px, 24 px targets, and a keyboard-only walk with visible focus.
 * Runs against the built bundle.
 */
import { expect } from 'chai';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { axeViolations } from '../../test/helpers/axe';
import { until } from '../../test/helpers/dom';

const mounted: HTMLElement[] = [];

async function mount(attrs = ''): Promise<HTMLElement> {
  const el = document.createElement('div');
  el.innerHTML = `<button type="button">before</button>
    <bali-reviews image-base-path="/demo/images" ${attrs}></bali-reviews>
    <button type="button">after</button>`;
  document.body.append(el);
  mounted.push(el);
  const reviews = el.querySelector('bali-reviews')!;
  await until(() => reviews.shadowRoot?.querySelector('[part~="next-button"]'), 'the carousel to render');
  await until(() => [...reviews.shadowRoot!.querySelectorAll('img')].every((img) => img.complete), 'avatars to load');
  // keen-slider sizes the slides after its first measurement.
  await until(() => {
    const slide = reviews.shadowRoot!.querySelector('[aria-roledescription="slide"]')!;
    return Math.abs(slide.getBoundingClientRect().width - reviews.getBoundingClientRect().width) < 1;
  }, 'the slides to take the carousel width');
  return reviews as HTMLElement;
}

const root = (el: Element) => el.shadowRoot!;
const activeSlide = (el: Element) => [...root(el).querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')].find((s) => !s.inert)!;
const viewport = (el: Element) => root(el).querySelector<HTMLElement>('.viewport')!;
const byLabel = (el: Element, label: string) => root(el).querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
/** The element that has keyboard focus, inside the carousel's shadow root or on the page. */
const focused = (el: Element) => root(el).activeElement ?? document.activeElement;
const nameOf = (target: Element | null) => target?.getAttribute('aria-label') ?? target?.textContent?.trim() ?? '';

/** Waits until the slide labelled `label` is the one in view (no animation in flight). */
async function inView(el: Element, label: string) {
  await until(() => {
    const slide = activeSlide(el);
    const view = viewport(el).getBoundingClientRect();
    return slide?.getAttribute('aria-label') === label && Math.abs(slide.getBoundingClientRect().left - view.left) < 1;
  }, `slide ${label} in view`);
}

/** A focus indicator a sighted keyboard user can see: an outline of at least 2 px that is not transparent. */
function expectVisibleFocus(target: Element) {
  expect(target.matches(':focus-visible'), `${nameOf(target)} matches :focus-visible`).to.equal(true);
  const cs = getComputedStyle(target);
  expect(cs.outlineStyle, `${nameOf(target)} outline`).to.not.equal('none');
  expect(parseFloat(cs.outlineWidth), `${nameOf(target)} outline width`).to.be.at.least(2);
  expect(cs.outlineColor).to.not.match(/rgba\(.*, 0\)$|transparent/);
}

for (const motion of ['no-preference', 'reduce'] as const) {
  for (const width of [1280, 320]) {
    describe(`<bali-reviews> accessibility at ${width} px, motion ${motion}`, () => {
      before(async () => {
        await setViewport({ width, height: 900 });
        await emulateMedia({ reducedMotion: motion });
      });
      after(() => emulateMedia({ reducedMotion: 'no-preference' }));
      afterEach(() => {
        for (const m of mounted.splice(0)) m.remove();
      });

      it('has no axe violations rotating or paused, after a move, with a card expanded, and above 10 reviews', async () => {
        const el = await mount();
        expect(await axeViolations(el), 'initial').to.equal('');
        // Paused: by the visitor, or from the start under reduced motion.
        if (motion === 'no-preference') byLabel(el, 'Stop slide rotation')!.click();
        await until(() => viewport(el).getAttribute('aria-live') === 'polite', 'paused');
        // Autoplay may have moved on while axe ran on a busy machine, and a move may still be under way (Next
        // would go on from its target): once the slides rest where the rotation stopped, back to review 1.
        await until(() => Math.abs(activeSlide(el).getBoundingClientRect().left - viewport(el).getBoundingClientRect().left) < 1, 'the slides at rest');
        for (let n = Number(activeSlide(el).getAttribute('aria-label')!.split(' ')[0]); n !== 1; n = (n % 6) + 1) {
          byLabel(el, 'Next slide')!.click();
          await inView(el, `${(n % 6) + 1} of 6`);
        }
        byLabel(el, 'Next slide')!.click();
        await inView(el, '2 of 6');
        expect(await axeViolations(el), 'after Next').to.equal('');
        byLabel(el, 'Previous slide')!.click();
        await inView(el, '1 of 6');
        const more = activeSlide(el).querySelector<HTMLButtonElement>('[part~="read-more"]')!;
        more.click();
        await until(() => more.getAttribute('aria-expanded') === 'true', 'expanded');
        expect(await axeViolations(el), 'expanded').to.equal('');

        const many = await mount('autoplay-delay="0"');
        const reviews = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, author: `Guest ${i + 1}`, rating: 4.5, text: 'Lovely stay.' }));
        const script = document.createElement('script');
        script.type = 'application/json';
        script.textContent = JSON.stringify(reviews);
        many.append(script);
        await until(() => root(many).querySelector('[aria-label="1 of 12"]'), '12 reviews');
        expect(await axeViolations(many), '12 reviews').to.equal('');
      });

      it('does not scroll sideways and keeps every target at least 24 × 24 px', async () => {
        const el = await mount();
        expect(document.documentElement.scrollWidth).to.be.at.most(window.innerWidth);
        expect(el.getBoundingClientRect().right).to.be.at.most(window.innerWidth);
        const card = activeSlide(el).querySelector('[part="card"]')!;
        expect(card.scrollWidth).to.be.at.most(card.clientWidth);
        // Pause, previous, next, and "Read more…" once the first card has measured its text after layout.
        const targets = await until(() => {
          const live = [...root(el).querySelectorAll<HTMLElement>('button')].filter((b) => !b.closest('[inert]'));
          return live.length >= 4 ? live : undefined;
        }, 'the four buttons');
        for (const b of targets) {
          const { width: w, height: h } = b.getBoundingClientRect();
          expect(Math.min(w, h), nameOf(b)).to.be.at.least(24);
        }
      });
    });
  }
}

describe('<bali-reviews> keyboard only', () => {
  before(() => setViewport({ width: 1280, height: 900 }));
  afterEach(() => {
    for (const m of mounted.splice(0)) m.remove();
  });

  it('reaches every control in order with visible focus and operates it with Enter and Space', async () => {
    const el = await mount();
    const page = el.parentElement!;
    page.querySelector('button')!.focus();

    await sendKeys({ press: 'Tab' });
    expect(nameOf(focused(el))).to.equal('Stop slide rotation');
    expectVisibleFocus(focused(el)!);
    await sendKeys({ press: 'Enter' });
    await until(() => nameOf(focused(el)) === 'Start slide rotation', 'the button to turn into "Start slide rotation"');

    await sendKeys({ press: 'Tab' });
    expect(nameOf(focused(el))).to.equal('Previous slide');
    expectVisibleFocus(focused(el)!);
    await sendKeys({ press: 'Enter' });
    await inView(el, '6 of 6');

    await sendKeys({ press: 'Tab' });
    expect(nameOf(focused(el))).to.equal('Next slide');
    expectVisibleFocus(focused(el)!);
    await sendKeys({ press: ' ' });
    await inView(el, '1 of 6');
    await sendKeys({ press: 'Enter' });
    await inView(el, '2 of 6');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(nameOf(focused(el))).to.equal('Previous slide');
    await sendKeys({ press: 'Enter' });
    await inView(el, '1 of 6');
    await sendKeys({ press: 'Tab' });

    // Into the slide in view: its "Read more..." button (slides out of view are inert).
    await sendKeys({ press: 'Tab' });
    const more = focused(el)!;
    expect(nameOf(more)).to.equal('Read more...');
    expect(activeSlide(el).contains(more)).to.equal(true);
    expectVisibleFocus(more);
    await sendKeys({ press: 'Enter' });
    await until(() => more.getAttribute('aria-expanded') === 'true', 'expanded by Enter');
    expect(nameOf(more)).to.equal('Read less...');
    await sendKeys({ press: ' ' });
    await until(() => more.getAttribute('aria-expanded') === 'false', 'collapsed by Space');

    // Out of the carousel to the page's next control; still paused, as the visitor asked.
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.textContent).to.equal('after');
    expect(byLabel(el, 'Start slide rotation')).to.not.equal(null);
    expect(activeSlide(el).getAttribute('aria-label')).to.equal('1 of 6');
  });
});
