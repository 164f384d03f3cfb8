/**
 * <bali-reviews> in Chromium against the built bundle. Typing anywhere on the page holds the next automatic
 * slide change until a full delay after the last key; the carousel's own controls and its state are unchanged.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { cleanup } from '../../test/helpers/dom';
import { input, mountForm } from '../../test/helpers/booking';
import { fixtures, fakeClock, frame, mount, activeLabel, button, rotationButton, viewport, settledOn, effectsFlushed, recordChanges, resetReviews } from '../../test/helpers/reviews';

afterEach(async () => {
  await resetReviews();
  cleanup();
});

/** A plain text field beside the carousel, as on a host page with its own contact form. */
function fieldOnThePage(): HTMLInputElement {
  const field = document.createElement('input');
  field.setAttribute('aria-label', 'Your name');
  document.body.append(field);
  fixtures.push(field);
  return field;
}

/** Nothing moves until 3000 ms after the last key, then slide 2 comes in. */
async function movesAFullDelayAfterTheLastKey(clock: ReturnType<typeof fakeClock>, el: Element, changes: unknown[]) {
  clock.tick(2999);
  await frame();
  await frame();
  expect(changes).to.deep.equal([]);
  clock.tick(1);
  await settledOn(el, '2 of 6');
  expect(changes).to.deep.equal([{ index: 1, id: 2 }]);
}

describe('<bali-reviews> while the visitor types elsewhere on the page', () => {
  it('holds the next slide while keys go into a field of the page, and moves it a full delay after the last key', async () => {
    const clock = fakeClock();
    const el = await mount();
    const changes = recordChanges(el);
    await effectsFlushed();
    const field = fieldOnThePage();

    clock.tick(2000);
    field.focus();
    await sendKeys({ type: 'Made' });
    // 4000 ms since the carousel started, 2000 since the last key: past the 3000 ms delay, but held.
    clock.tick(2000);
    await frame();
    await frame();
    expect(changes).to.deep.equal([]);
    expect(activeLabel(el)).to.equal('1 of 6');
    // A brief hold, not a pause: no new state to show or announce.
    expect(viewport(el).getAttribute('aria-live')).to.equal('off');
    expect(rotationButton(el)!.getAttribute('aria-label')).to.equal('Stop slide rotation');

    await sendKeys({ type: ' Wirawan' });
    await movesAFullDelayAfterTheLastKey(clock, el, changes);
    expect(field.value).to.equal('Made Wirawan');

    // Typing stopped: the rotation keeps its rhythm.
    clock.tick(3000);
    await settledOn(el, '3 of 6');
  });

  it('is held by typing in a field inside another shadow root (the booking form)', async () => {
    // The form first, on real timers (its phone library comes in idle time).
    const form = await mountForm();
    const clock = fakeClock();
    const el = await mount();
    const changes = recordChanges(el);
    await effectsFlushed();

    clock.tick(2500);
    input(form, 'name').focus();
    await sendKeys({ type: 'Made' });
    clock.tick(2500);
    await frame();
    await frame();
    expect(changes).to.deep.equal([]);
    expect(input(form, 'name').value).to.equal('Made');

    await sendKeys({ press: 'Backspace' });
    await movesAFullDelayAfterTheLastKey(clock, el, changes);
  });

  it('leaves a move by the visitor as it was while they type: Next moves at once', async () => {
    const clock = fakeClock();
    const el = await mount();
    await effectsFlushed();
    const field = fieldOnThePage();
    field.focus();
    await sendKeys({ type: 'Ubud' });
    button(el, 'Next slide').click();
    await settledOn(el, '2 of 6');
    clock.tick(3000);
    await settledOn(el, '3 of 6');
  });
});
