/**
 * <bali-reviews> in Chromium against the built bundle. Autoplay: the delay, reviewchange, restart after a move, and what stops it (hidden page, out of view).
 */
import { expect } from 'chai';
import { sendMouse } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { fixtures, fakeClock, frame, until, mount, activeSlide, activeLabel, button, rotationButton, viewport, settledOn, effectsFlushed, recordChanges, staysHeld, center, resetReviews } from '../../test/helpers/reviews';

afterEach(resetReviews);

describe('<bali-reviews> autoplay', () => {
  it('advances every 3000 ms, fires reviewchange with { index, id }, keeps aria-live="off" while rotating', async () => {
    const clock = fakeClock();
    const el = await mount();
    const changes = recordChanges(el);
    expect(viewport(el).getAttribute('aria-live')).to.equal('off');
    expect(rotationButton(el)!.getAttribute('aria-label')).to.equal('Stop slide rotation');

    clock.tick(2999);
    await frame();
    expect(changes).to.deep.equal([]);
    clock.tick(1);
    await settledOn(el, '2 of 6');
    expect(changes).to.deep.equal([{ index: 1, id: 2 }]);

    // Measured from the start of the previous advance, not from the end of its animation.
    clock.tick(3000);
    await settledOn(el, '3 of 6');
    expect(changes.map((c) => c.index)).to.deep.equal([1, 2]);

    // Round the loop: exactly one event per review, none repeated when the slider re-bases its index.
    for (const n of [4, 5, 6, 1, 2]) {
      clock.tick(3000);
      await settledOn(el, `${n} of 6`);
    }
    await frame();
    expect(changes).to.deep.equal([1, 2, 3, 4, 5, 0, 1].map((index) => ({ index, id: index + 1 })));
  });

  for (const value of ['3s', 'fast']) {
    it(`keeps the default 3000 ms for autoplay-delay="${value}" and warns once, naming the value and what is expected`, async () => {
      const warnings: unknown[][] = [];
      const original = console.warn;
      console.warn = (...args: unknown[]) => warnings.push(args);
      try {
        const clock = fakeClock();
        const el = await mount({ attrs: { 'autoplay-delay': value } });
        const changes = recordChanges(el);
        await effectsFlushed();
        // "3s" was read as 3 (then 500 ms): the slides moved six times in these 2999 ms.
        clock.tick(2999);
        await frame();
        expect(changes).to.deep.equal([]);
        clock.tick(1);
        await settledOn(el, '2 of 6');
        clock.tick(3000);
        await settledOn(el, '3 of 6');
      } finally {
        console.warn = original;
      }
      expect(warnings).to.have.length(1);
      expect(String(warnings[0][0])).to.contain(`<bali-reviews>: autoplay-delay="${value}" is not a number of milliseconds`).and.contain('the default 3000');
    });
  }

  it('honours autoplay-delay and turns autoplay off with autoplay-delay="0"', async () => {
    const clock = fakeClock();
    const fast = await mount({ attrs: { 'autoplay-delay': '1000' } });
    const off = await mount({ attrs: { 'autoplay-delay': '0' } });
    const offChanges = recordChanges(off);
    expect(rotationButton(off)).to.equal(null);
    expect(viewport(off).getAttribute('aria-live')).to.equal('polite');

    clock.tick(1000);
    await settledOn(fast, '2 of 6');
    clock.tick(20000);
    await frame();
    await frame();
    expect(offChanges).to.deep.equal([]);
    expect(activeLabel(off)).to.equal('1 of 6');
  });

  it('continues after the visitor used the buttons (the delay restarts from the press)', async () => {
    const clock = fakeClock();
    const el = await mount();
    clock.tick(2000);
    button(el, 'Next slide').click();
    await settledOn(el, '2 of 6');
    clock.tick(2999);
    await frame();
    expect(activeLabel(el)).to.equal('2 of 6');
    clock.tick(1);
    await settledOn(el, '3 of 6');
  });

  it('stops while the page is hidden and resumes when it is shown again', async () => {
    const clock = fakeClock();
    const el = await mount();
    const changes = recordChanges(el);
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      await until(() => viewport(el).getAttribute('aria-live') === 'polite', 'hidden pause');
      await effectsFlushed();
      clock.tick(10000);
      await frame();
      expect(changes).to.deep.equal([]);
    } finally {
      delete (document as { hidden?: boolean }).hidden;
    }
    document.dispatchEvent(new Event('visibilitychange'));
    await until(() => viewport(el).getAttribute('aria-live') === 'off', 'resume when visible');
    await effectsFlushed();
    clock.tick(3000);
    await settledOn(el, '2 of 6');
  });

  it('does not rotate, nor report reviews as seen, while nobody can see it (a closed tab, out of the window)', async () => {
    const clock = fakeClock();
    const el = await mount({ hidden: true });
    const changes = recordChanges(el);
    await staysHeld(el, changes, [], 'held while not displayed');

    fixtures[0].hidden = false;
    await until(() => viewport(el).getAttribute('aria-live') === 'off', 'rotating once shown');
    await effectsFlushed();
    clock.tick(3000);
    await settledOn(el, '2 of 6');

    fixtures[0].style.marginTop = '5000px';
    await staysHeld(el, changes, [{ index: 1, id: 2 }], 'held out of the window');
  });

  it('keeps several carousels on one page independent', async () => {
    const clock = fakeClock();
    const a = await mount();
    const b = await mount();
    const bChanges = recordChanges(b);
    await sendMouse({ type: 'move', position: center(activeSlide(a)) });
    await until(() => viewport(a).getAttribute('aria-live') === 'polite', 'a paused by hover');
    expect(viewport(b).getAttribute('aria-live')).to.equal('off');
    await effectsFlushed();
    clock.tick(3000);
    await settledOn(b, '2 of 6');
    expect(activeLabel(a)).to.equal('1 of 6');
    button(a, 'Previous slide').click();
    await settledOn(a, '6 of 6');
    expect(activeLabel(b)).to.equal('2 of 6');
    expect(bChanges).to.deep.equal([{ index: 1, id: 2 }]);
  });
});
