/**
 * <bali-reviews> in Chromium against the built bundle. What holds the rotation and what lets it go: hover, keyboard focus, key presses, the rotation button.
 */
import { expect } from 'chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { axeViolations } from '../../test/helpers/axe';
import { fixtures, fakeClock, frame, until, mount, root, activeSlide, button, rotationButton, viewport, settledOn, effectsFlushed, recordChanges, staysHeld, center, moveMouseAway, resetReviews } from '../../test/helpers/reviews';

afterEach(resetReviews);

describe('<bali-reviews> hover, focus and the rotation button', () => {
  it('pauses while the mouse is over the carousel and resumes when it leaves', async () => {
    const clock = fakeClock();
    const el = await mount();
    const changes = recordChanges(el);
    await sendMouse({ type: 'move', position: center(activeSlide(el)) });
    await staysHeld(el, changes, [], 'hover pause');

    await moveMouseAway();
    await until(() => viewport(el).getAttribute('aria-live') === 'off', 'resume');
    await effectsFlushed();
    clock.tick(3000);
    await settledOn(el, '2 of 6');
    expect(changes).to.deep.equal([{ index: 1, id: 2 }]);
  });

  it('pauses while keyboard focus is inside and resumes when focus leaves', async () => {
    const clock = fakeClock();
    const before = document.createElement('button');
    before.textContent = 'before';
    const after = document.createElement('button');
    after.textContent = 'after';
    const el = await mount();
    fixtures[0].before(before);
    fixtures[0].after(after);
    fixtures.push(before, after);
    const changes = recordChanges(el);

    before.focus();
    await sendKeys({ press: 'Tab' });
    // The rotation button is the first stop in the carousel (APG).
    expect(root(el).activeElement).to.equal(rotationButton(el));
    await staysHeld(el, changes, [], 'focus pause');

    await sendKeys({ press: 'Tab' });
    expect(root(el).activeElement).to.equal(button(el, 'Previous slide'));
    clock.tick(10000);
    await frame();
    expect(changes).to.deep.equal([]);

    after.focus();
    await until(() => viewport(el).getAttribute('aria-live') === 'off', 'resume after focus left');
    await effectsFlushed();
    clock.tick(3000);
    await settledOn(el, '2 of 6');
  });

  it('a key pressed on a button the mouse had focused holds it as keyboard focus does (APG), announcing again', async () => {
    fakeClock();
    const el = await mount();
    const changes = recordChanges(el);
    const next = button(el, 'Next slide');
    await sendMouse({ type: 'click', position: center(next) });
    await moveMouseAway();
    await settledOn(el, '2 of 6');
    // Focus stays on the clicked button without showing: a mouse user's carousel rotates on.
    expect(root(el).activeElement === next, 'focus on Next slide').to.equal(true);
    expect(viewport(el).getAttribute('aria-live')).to.equal('off');

    await sendKeys({ press: 'Enter' });
    await settledOn(el, '3 of 6');
    await staysHeld(el, changes, [{ index: 1, id: 2 }, { index: 2, id: 3 }], 'held after the key press');
  });

  it('stops with the pause button and starts again with the play button', async () => {
    const clock = fakeClock();
    const el = await mount();
    const changes = recordChanges(el);
    const rotation = rotationButton(el)!;
    rotation.click();
    await until(() => rotation.getAttribute('aria-label') === 'Start slide rotation', 'the play label');
    expect(viewport(el).getAttribute('aria-live')).to.equal('polite');
    expect(rotation.hasAttribute('aria-pressed')).to.equal(false);
    await effectsFlushed();
    clock.tick(10000);
    await frame();
    await frame();
    expect(changes).to.deep.equal([]);

    rotation.click();
    await until(() => rotation.getAttribute('aria-label') === 'Stop slide rotation', 'the pause label');
    await effectsFlushed();
    clock.tick(3000);
    await settledOn(el, '2 of 6');
  });

  it('rotates at once when Start is pressed with the keyboard on the button (focus holds it again once it moves on)', async () => {
    const clock = fakeClock();
    const before = document.createElement('button');
    before.textContent = 'before';
    const el = await mount();
    fixtures[0].before(before);
    fixtures.push(before);
    const changes = recordChanges(el);
    const rotation = rotationButton(el)!;
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(root(el).activeElement).to.equal(rotation);
    await sendKeys({ press: 'Enter' });
    await until(() => rotation.getAttribute('aria-label') === 'Start slide rotation', 'the play label');
    await sendKeys({ press: 'Enter' });
    await until(() => rotation.getAttribute('aria-label') === 'Stop slide rotation', 'the pause label');
    // The label says the slides rotate, and they do, with focus still on the button.
    await until(() => viewport(el).getAttribute('aria-live') === 'off', 'rotating');
    await effectsFlushed();
    clock.tick(3000);
    await settledOn(el, '2 of 6');
    expect(root(el).activeElement).to.equal(rotation);

    await sendKeys({ press: 'Tab' });
    expect(root(el).activeElement).to.equal(button(el, 'Previous slide'));
    await staysHeld(el, changes, [{ index: 1, id: 2 }], 'held by focus again');
  });

  it('rotates at once when Start is clicked with the pointer over the carousel, and a new visit holds it again', async () => {
    const clock = fakeClock();
    const el = await mount();
    const changes = recordChanges(el);
    const rotation = rotationButton(el)!;
    await sendMouse({ type: 'click', position: center(rotation) });
    await until(() => rotation.getAttribute('aria-label') === 'Start slide rotation', 'the play label');
    await sendMouse({ type: 'click', position: center(rotation) });
    await until(() => viewport(el).getAttribute('aria-live') === 'off', 'rotating under the pointer');
    await effectsFlushed();
    clock.tick(3000);
    await settledOn(el, '2 of 6');

    await moveMouseAway();
    await sendMouse({ type: 'move', position: center(activeSlide(el)) });
    await staysHeld(el, changes, [{ index: 1, id: 2 }], 'held by the pointer again');
  });

  it('after the guest pressed pause, pointer and focus leaving do not restart it, and the control offers play until pressed again', async () => {
    const clock = fakeClock();
    const after = document.createElement('button');
    after.textContent = 'after';
    const el = await mount();
    fixtures[0].after(after);
    fixtures.push(after);
    const changes = recordChanges(el);
    const rotation = rotationButton(el)!;
    await sendMouse({ type: 'click', position: center(rotation) });
    await until(() => rotation.getAttribute('aria-label') === 'Start slide rotation', 'the play label');
    await moveMouseAway();
    after.focus();
    await staysHeld(el, changes, [], 'paused after pointer and focus left');
    expect(rotation.getAttribute('aria-label')).to.equal('Start slide rotation');
    expect(root(el).querySelector('.carousel')!.hasAttribute('data-rotating')).to.equal(false);

    await sendMouse({ type: 'click', position: center(rotation) });
    await until(() => rotation.getAttribute('aria-label') === 'Stop slide rotation', 'the pause label');
    await moveMouseAway();
    await until(() => viewport(el).getAttribute('aria-live') === 'off', 'rotating after play');
    await effectsFlushed();
    clock.tick(3000);
    await settledOn(el, '2 of 6');
  });

  it('paused from the keyboard, it stays paused when focus leaves the carousel, and says so (no axe violations)', async () => {
    const before = document.createElement('button');
    before.textContent = 'before';
    const after = document.createElement('button');
    after.textContent = 'after';
    const el = await mount();
    fixtures[0].before(before);
    fixtures[0].after(after);
    fixtures.push(before, after);
    const rotation = rotationButton(el)!;
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(root(el).activeElement).to.equal(rotation);
    await sendKeys({ press: 'Enter' });
    await until(() => rotation.getAttribute('aria-label') === 'Start slide rotation', 'the play label');
    after.focus();
    await effectsFlushed();
    expect(viewport(el).getAttribute('aria-live')).to.equal('polite');
    expect(root(el).querySelector('.carousel')!.hasAttribute('data-rotating')).to.equal(false);
    expect(rotation.getAttribute('aria-label')).to.equal('Start slide rotation');
    expect(await axeViolations(el)).to.equal('');
  });

  it('without a press, hover and focus hold it while the control still offers "Stop", and it resumes once both have left', async () => {
    const clock = fakeClock();
    const before = document.createElement('button');
    before.textContent = 'before';
    const after = document.createElement('button');
    after.textContent = 'after';
    const el = await mount();
    fixtures[0].before(before);
    fixtures[0].after(after);
    fixtures.push(before, after);
    const changes = recordChanges(el);
    const rotation = rotationButton(el)!;
    await sendMouse({ type: 'move', position: center(activeSlide(el)) });
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(root(el).activeElement).to.equal(rotation);
    await staysHeld(el, changes, [], 'held by hover and focus');
    expect(rotation.getAttribute('aria-label')).to.equal('Stop slide rotation');

    // The pointer left, the focus is still inside: held.
    await moveMouseAway();
    await effectsFlushed();
    clock.tick(10000);
    await frame();
    expect(changes).to.deep.equal([]);
    expect(rotation.getAttribute('aria-label')).to.equal('Stop slide rotation');

    after.focus();
    await until(() => viewport(el).getAttribute('aria-live') === 'off', 'rotating once pointer and focus have left');
    await effectsFlushed();
    clock.tick(3000);
    await settledOn(el, '2 of 6');
    expect(rotation.getAttribute('aria-label')).to.equal('Stop slide rotation');
  });
});
