/**
 * <bali-reviews> in Chromium against the built bundle. "Read more..." / "Read less...": when it shows, what it holds, and re-checks on fonts and resize.
 */
import { expect } from 'chai';
import '../../dist/bali-widgets.js';
import { fixtures, fakeClock, frame, until, mount, root, slides, activeLabel, button, rotationButton, viewport, settledOn, effectsFlushed, resetReviews } from '../../test/helpers/reviews';

afterEach(resetReviews);

describe('<bali-reviews> read more / read less', () => {
  it('shows the toggle only on reviews whose text overflows four lines, and toggles aria-expanded', async () => {
    const el = await mount({ width: 1000 });
    const [long, short] = slides(el);
    expect(short.querySelector('button')).to.equal(null);
    const toggle = long.querySelector<HTMLButtonElement>('[part~="read-more"]')!;
    expect(toggle.textContent).to.equal('Read more...');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    const text = long.querySelector<HTMLElement>('[part="text"]')!;
    expect(toggle.getAttribute('aria-controls')).to.equal(text.id);
    const clamped = text.getBoundingClientRect().height;
    expect(clamped).to.be.closeTo(4 * 28, 1);

    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'true', 'expanded');
    expect(toggle.textContent).to.equal('Read less...');
    expect(text.getBoundingClientRect().height).to.be.greaterThan(clamped + 20);

    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'false', 'collapsed');
    expect(toggle.textContent).to.equal('Read more...');
    expect(text.getBoundingClientRect().height).to.be.closeTo(clamped, 1);
  });

  it('checks again when a web font arrives: text pushed past four lines inside the same box gets "Read more..."', async () => {
    const reviews = (text: string) => JSON.stringify([{ id: 1, author: 'Ayu', rating: 5, text }, { id: 2, author: 'Lukas', rating: 5, text: 'Lovely.' }]);
    const el = await mount({ width: 1000, json: reviews('Short.') });
    const text = () => slides(el)[0].querySelector<HTMLElement>('[part="text"]')!;
    const readMore = () => slides(el)[0].querySelector('[part~="read-more"]');
    // The longest review that is exactly four lines here, measured on an unclamped copy of the paragraph.
    const words = 'Sunset swims, slow breakfasts and the kindest hosts we have met on any trip'.split(' ');
    const probe = text().cloneNode() as HTMLElement;
    probe.className = 'text';
    probe.removeAttribute('id');
    text().after(probe);
    let fourLines = '';
    for (let n = 1; n < 400; n++) {
      const candidate = Array.from({ length: n }, (_, i) => words[i % words.length]).join(' ');
      probe.textContent = `\u201C${candidate}\u201D`;
      if (probe.getBoundingClientRect().height > 4 * 28 + 1) break;
      fourLines = candidate;
    }
    probe.remove();
    el.querySelector('script')!.textContent = reviews(fourLines);
    await until(() => text().textContent === `\u201C${fourLines}\u201D`, 'the four-line review');
    await frame();
    await frame();
    expect(readMore(), 'four lines fit').to.equal(null);

    // A wider brand font swapped in (here: wider letters): more than four lines in the same four-line box.
    const wider = new CSSStyleSheet();
    wider.replaceSync('.text { letter-spacing: 3px; }');
    root(el).adoptedStyleSheets = [...root(el).adoptedStyleSheets, wider];
    await frame();
    await frame();
    expect(text().scrollHeight > text().clientHeight + 1, 'the text overflows its box now').to.equal(true);
    document.fonts.dispatchEvent(new Event('loadingdone'));
    await until(() => readMore(), '"Read more..." once the font has arrived');
  });

  it('holds the rotation while the review in view is expanded, and goes on after "Read less..."', async () => {
    const clock = fakeClock();
    const el = await mount({ width: 1000 });
    const toggle = slides(el)[0].querySelector<HTMLButtonElement>('[part~="read-more"]')!;
    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'true', 'expanded');
    await effectsFlushed();
    clock.tick(9000);
    await frame();
    expect(activeLabel(el)).to.equal('1 of 6');
    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'false', 'collapsed');
    await effectsFlushed();
    clock.tick(3000);
    await settledOn(el, '2 of 6');
  });

  it('holds the rotation for "Read more..." also after Stop and Start, where clicks do not move focus (Safari)', async () => {
    const clock = fakeClock();
    const el = await mount({ width: 1000 });
    const rotation = rotationButton(el)!;
    // element.click() moves no focus, as a click or tap in Safari does not.
    rotation.click();
    await until(() => rotation.getAttribute('aria-label') === 'Start slide rotation', 'stopped');
    rotation.click();
    await until(() => rotation.getAttribute('aria-label') === 'Stop slide rotation', 'started');
    const toggle = slides(el)[0].querySelector<HTMLButtonElement>('[part~="read-more"]')!;
    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'true', 'expanded');
    await until(() => viewport(el).getAttribute('aria-live') === 'polite', 'held by reading');
    await effectsFlushed();
    clock.tick(9000);
    await frame();
    expect(activeLabel(el)).to.equal('1 of 6');
  });

  it('collapses an expanded review once it has left the view: the carousel gets its height back, and the rotation goes on when it comes round', async () => {
    const el = await mount({ width: 360 });
    const height = () => viewport(el).getBoundingClientRect().height;
    const normal = height();
    const toggle = slides(el)[0].querySelector<HTMLButtonElement>('[part~="read-more"]')!;
    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'true', 'expanded');
    expect(height(), 'the expanded review is taller than a card').to.be.greaterThan(normal + 100);

    button(el, 'Next slide').click();
    await settledOn(el, '2 of 6');
    await until(() => toggle.getAttribute('aria-expanded') === 'false', 'the review that left the view to collapse');
    await frame();
    expect(height(), 'the next review is not as tall as the expanded one was').to.be.closeTo(normal, 1);

    button(el, 'Previous slide').click();
    await settledOn(el, '1 of 6');
    await effectsFlushed();
    expect(root(el).querySelector('.carousel')!.hasAttribute('data-rotating'), 'rotating again on the first review').to.equal(true);
  });

  it('rechecks on resize: the toggle appears when the card gets narrow and goes away when it is wide again', async () => {
    const medium =
      'The villa was right on the beach and every single morning started with a swim, then breakfast by the pool. ' +
      'The staff were kind, the rooms were cool and quiet, and we slept wonderfully.';
    const el = await mount({ width: 1000, json: JSON.stringify([{ id: 1, author: 'Nyoman', rating: 5, text: medium }]) });
    const card = slides(el)[0];
    expect(card.querySelector('[part~="read-more"]')).to.equal(null);

    fixtures[0].style.width = '280px';
    await until(() => card.querySelector('[part~="read-more"]'), 'the toggle at 280 px');

    fixtures[0].style.width = '1000px';
    await until(() => !card.querySelector('[part~="read-more"]'), 'no toggle at 1000 px');
  });
});
