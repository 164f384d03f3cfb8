/**
 * <bali-reviews> in Chromium against the built bundle. Previous/Next and swipes: looping, focus, the position, lap after lap, layout while hidden or resized.
 */
import { expect } from 'chai';
import { executeServerCommand, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { fixtures, until, mount, root, slides, activeSlide, button, slideInView, settledOn, recordChanges, center, resetReviews } from '../../test/helpers/reviews';

afterEach(resetReviews);

describe('<bali-reviews> navigation', () => {
  it('loops both ways with the Previous / Next buttons', async () => {
    const el = await mount({ attrs: { 'autoplay-delay': '0' } });
    const changes = recordChanges(el);
    button(el, 'Previous slide').click();
    await settledOn(el, '6 of 6');
    expect(changes.at(-1)).to.deep.equal({ index: 5, id: 6 });
    button(el, 'Next slide').click();
    await settledOn(el, '1 of 6');
    expect(changes.at(-1)).to.deep.equal({ index: 0, id: 1 });
    button(el, 'Next slide').click();
    await settledOn(el, '2 of 6');
    expect(changes.map((c) => c.index)).to.deep.equal([5, 0, 1]);
    // Round the loop once more: one event per review, none repeated when the slider re-bases its index.
    for (const n of [3, 4, 5, 6, 1, 2]) {
      button(el, 'Next slide').click();
      await settledOn(el, `${n} of 6`);
    }
    expect(changes.map((c) => c.index)).to.deep.equal([5, 0, 1, 2, 3, 4, 5, 0, 1]);
    expect(changes.map((c) => c.id)).to.deep.equal([6, 1, 2, 3, 4, 5, 6, 1, 2]);
  });

  it('moves two slides for two quick clicks on Next slide, even before the first has drawn a frame', async () => {
    const el = await mount({ attrs: { 'autoplay-delay': '0' } });
    button(el, 'Next slide').click();
    button(el, 'Next slide').click();
    await settledOn(el, '3 of 6');
  });

  it('moves by swipe (a real mouse drag) in both directions', async () => {
    const el = await mount({ width: 600, attrs: { 'autoplay-delay': '0' } });
    const [x, y] = center(activeSlide(el).querySelector('[part="author"]')!);
    // Drags of 480 px in a 600 px carousel: past the middle whatever speed the machine manages.
    const drag = async (from: number, to: number) => {
      await sendMouse({ type: 'move', position: [x + from, y] });
      await sendMouse({ type: 'down' });
      for (let i = 1; i <= 6; i += 1) await sendMouse({ type: 'move', position: [Math.round(x + from + ((to - from) * i) / 6), y] });
      await sendMouse({ type: 'up' });
    };
    await drag(240, -240);
    await settledOn(el, '2 of 6');
    await drag(-240, 240);
    await settledOn(el, '1 of 6');
    await drag(-240, 240);
    await settledOn(el, '6 of 6');
  });

  it('pressing Next does not move focus, and inactive slides stay out of the Tab order', async () => {
    const el = await mount({ attrs: { 'autoplay-delay': '0' } });
    const next = button(el, 'Next slide');
    next.focus();
    await sendKeys({ press: 'Enter' });
    await settledOn(el, '2 of 6');
    expect(root(el).activeElement).to.equal(next);
    // Slide 1 has a "Read more..." button, but it is inert now: Tab from Next goes nowhere inside slide 1.
    expect(slides(el)[0].inert).to.equal(true);
    expect(slides(el)[0].querySelector('button')).to.not.equal(null);
  });

  it('a touch swipe that moves a focused "Read more..." away gives the focus to Next slide, not the page', async () => {
    const el = await mount({ width: 600, attrs: { 'autoplay-delay': '0' } });
    await until(() => activeSlide(el).querySelector('button'), 'slide 1\'s "Read more..."');
    activeSlide(el).querySelector('button')!.focus(); // as Tab leaves it: the focus shows
    await sendKeys({ press: 'Shift' });
    const [x, y] = center(activeSlide(el).querySelector('[part="author"]')!);
    await executeServerCommand('touch-swipe', { from: [x + 240, y], to: [x - 240, y] });
    await settledOn(el, '2 of 6');
    // Booleans, not elements: a failing comparison of two elements hangs the runner.
    expect(root(el).activeElement === button(el, 'Next slide'), 'focus on Next slide').to.equal(true);
    expect(button(el, 'Next slide').matches(':focus-visible'), 'the focus shows').to.equal(true);
  });

  it('with more than ten reviews, the "N / M" position shows at every width (the dots hide on phones)', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, author: `Guest ${i + 1}`, rating: 5, text: 'Lovely stay.' }));
    for (const width of [320, 700]) {
      const el = await mount({ width, attrs: { 'autoplay-delay': '0' }, json: JSON.stringify(many) });
      const position = root(el).querySelector<HTMLElement>('[part="position"]')!;
      button(el, 'Next slide').click();
      await settledOn(el, '2 of 12');
      expect(position.textContent, `at ${width} px`).to.equal('2 / 12');
      expect(position.getBoundingClientRect().width, `shown at ${width} px`).to.be.greaterThan(20);
    }
    const six = await mount({ width: 320, attrs: { 'autoplay-delay': '0' } });
    expect(root(six).querySelector<HTMLElement>('[part="position"]')!.getBoundingClientRect().width, 'six dots at 320 px').to.equal(0);
  });

  it('keeps looping forward lap after lap: no rewind through every review after a few laps', async function () {
    this.timeout(60000);
    // keen-slider adds each move's distance to its position; at 1264 px the sum drifted off the slide grid in
    // the eighth lap, and the 43rd Next slid back through 5, 4, 3 and 2 to reach review 1.
    const el = await mount({ width: 1264, attrs: { 'autoplay-delay': '0' } });
    const changes = recordChanges(el);
    const transforms = () => slides(el).map((slide) => slide.style.transform).join();
    for (let press = 1; press <= 45; press += 1) {
      button(el, 'Next slide').click();
      await settledOn(el, `${(press % 6) + 1} of 6`);
      // Until the move has ended, as before a guest's next click: the slides stay put for four frames (the
      // ease-out's last ~20 ms already round to the final place, so one still frame is not the end).
      let last = '';
      let still = 0;
      await until(() => {
        const now = transforms();
        still = now === last ? still + 1 : 0;
        last = now;
        return still >= 4;
      }, `the end of move ${press}`);
      expect(changes.length, `reviewchange events after press ${press}`).to.equal(press);
    }
  });

  it('lays out correctly when it starts hidden (a closed tab or accordion) and is shown later', async () => {
    const el = await mount({ attrs: { 'autoplay-delay': '0' }, hidden: true });
    expect(activeSlide(el).getBoundingClientRect().width).to.equal(0);
    fixtures[0].hidden = false;
    fixtures[0].style.width = '700px';
    await until(() => Math.abs(activeSlide(el).getBoundingClientRect().width - 700) < 1, 'the slide to take the new width');
    button(el, 'Next slide').click();
    await settledOn(el, '2 of 6');
    expect(slideInView(el)!.getBoundingClientRect().width).to.be.closeTo(700, 1);
  });

  it('re-measures when the host page narrows or widens it without a window resize (grids, sidebars)', async () => {
    const el = await mount({ attrs: { 'autoplay-delay': '0' }, width: 900 });
    expect(activeSlide(el).getBoundingClientRect().width).to.be.closeTo(900, 1);
    fixtures[0].style.width = '600px';
    await until(() => Math.abs(activeSlide(el).getBoundingClientRect().width - 600) < 1, 'the slide to take 600 px');
    button(el, 'Next slide').click();
    await settledOn(el, '2 of 6');
    expect(slideInView(el)!.getBoundingClientRect().width).to.be.closeTo(600, 1);
  });
});
