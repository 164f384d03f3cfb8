/**
 * <bali-reviews> in Chromium against the built bundle. Removal and moves: the slider, timers and animations end with the element.
 */
import { expect } from 'chai';
import '../../dist/bali-widgets.js';
import { fixtures, fakeClock, frame, mount, activeLabel, button, settledOn, recordChanges, resetReviews } from '../../test/helpers/reviews';

afterEach(resetReviews);

describe('<bali-reviews> removal', () => {
  it('destroys the slider and leaves no timer running after the element is removed', async () => {
    const clock = fakeClock();
    const el = await mount();
    const changes = recordChanges(el);
    clock.tick(3000);
    await settledOn(el, '2 of 6');
    expect(clock.countTimers()).to.be.greaterThan(0);

    fixtures[0].remove();
    await Promise.resolve(); // unmounted a microtask after removal (a move in the same task keeps the tree)
    expect(el.shadowRoot!.childNodes).to.have.length(0);
    expect(clock.countTimers()).to.equal(0);
    // Nor a listener: typing on the page afterwards starts no autoplay timer.
    document.dispatchEvent(new Event('input'));
    expect(clock.countTimers()).to.equal(0);
    clock.tick(30000);
    await frame();
    await frame();
    expect(changes).to.have.length(1);
    expect(clock.countTimers()).to.equal(0);
  });

  it('moved to another place on the page, it keeps the review in view and goes on rotating', async () => {
    const clock = fakeClock();
    const el = await mount();
    clock.tick(3000);
    await settledOn(el, '2 of 6');
    const box = document.createElement('div');
    box.style.width = '600px';
    document.body.append(box);
    fixtures.push(box);
    box.append(el); // disconnected and connected again in one task
    await frame();
    expect(activeLabel(el)).to.equal('2 of 6');
    clock.tick(3000);
    await settledOn(el, '3 of 6');
  });

  it('removed in the middle of a slide animation, the animation stops with it', async () => {
    const el = await mount({ attrs: { 'autoplay-delay': '0' } });
    const changes = recordChanges(el);
    let frames = 0;
    const originalRaf = window.requestAnimationFrame;
    window.requestAnimationFrame = (cb) => {
      frames += 1;
      return originalRaf(cb);
    };
    try {
      button(el, 'Previous slide').click();
      await new Promise((r) => originalRaf(r));
      expect(frames, 'the animation was running').to.be.greaterThan(0);
      fixtures[0].remove();
      frames = 0;
      // Ten frames (drawn with the unpatched rAF): the 300 ms animation would ask for a frame in each.
      for (let i = 0; i < 10; i += 1) await new Promise((r) => originalRaf(r));
    } finally {
      window.requestAnimationFrame = originalRaf;
    }
    expect(frames).to.equal(0);
    expect(changes.length).to.be.at.most(1);
  });
});
