import { expect } from 'chai';
import { emulateMedia } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { button, cleanup, q, shadow, until } from '../../test/helpers/dom';
import { fillContact, goToStep2, heading, mountForm } from '../../test/helpers/booking';
import { panelX, watchSlide } from '../../test/helpers/booking-motion';

describe('<bali-booking-form> step slide', () => {
  afterEach(async () => {
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('Next slides the new step in from the right, Back from the left', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const form = await mountForm();
    await goToStep2(form); // resolves as soon as step 2 is mounted, mid-slide
    const forward = await watchSlide(form);
    const entering = forward.filter((s) => s.title === 'Trip details' && s.x !== 0);
    expect(entering.length, 'frames of step 2 sliding in').to.be.greaterThan(0);
    expect(entering.every((s) => s.x > 0)).to.equal(true);

    button(form, 'Back')!.click();
    const backward = await watchSlide(form);
    const arriving = backward.filter((s) => s.title === 'Contact details' && s.x !== 0);
    expect(arriving.length, 'frames of step 1 sliding in').to.be.greaterThan(0);
    expect(arriving.every((s) => s.x < 0), 'step 1 comes from the left').to.equal(true);
  });
});

/** Every `element.animate` call while `run` runs: which element, which properties, with what timing. */
async function animateCalls(run: () => Promise<unknown>) {
  const calls: { panel: boolean; properties: string[]; options: KeyframeAnimationOptions }[] = [];
  const native = Element.prototype.animate;
  Element.prototype.animate = function (this: Element, keyframes, options) {
    const properties = Object.keys(keyframes ?? {}).filter((k) => k !== 'offset' && k !== 'easing');
    calls.push({ panel: this.classList.contains('booking__panel'), properties, options: options as KeyframeAnimationOptions });
    return native.call(this, keyframes, options);
  };
  try {
    await run();
  } finally {
    Element.prototype.animate = native;
  }
  return calls.filter((c) => c.panel);
}

describe('<bali-booking-form> step slide through motion', () => {
  afterEach(async () => {
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it("is motion's animate: one Web Animation per property, held at both ends, 260 ms on the slide's curve", async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const form = await mountForm();
    // A hand-written element.animate() moves transform and opacity in one animation; motion starts one per value.
    const calls = await animateCalls(() => goToStep2(form));
    expect(calls.map((c) => c.properties.join()).sort()).to.deep.equal(['opacity', 'transform']);
    for (const { options } of calls) {
      expect(options).to.include({ duration: 260, fill: 'both', easing: 'cubic-bezier(0.32, 0.72, 0, 1)' });
    }
    await watchSlide(form);
  });

  it('Back pressed during the slide: step 1 settles in place, fully shown, with nothing left running', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const form = await mountForm();
    await goToStep2(form); // mid-slide
    button(form, 'Back')!.click();
    await until(() => heading(form) === 'Contact details', 'step 1');
    const samples = await watchSlide(form);
    expect(samples.at(-1)!.x).to.equal(0);
    const panel = q(form, '.booking__panel')!;
    await until(() => panel.getAnimations().length === 0, 'the slide to end');
    expect(getComputedStyle(panel).opacity).to.equal('1');
    expect(shadow(form).querySelectorAll('.booking__panel').length).to.equal(1);
  });

  it('does not animate while the form is not displayed', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const form = await mountForm();
    await fillContact(form);
    form.style.display = 'none';
    const calls = await animateCalls(async () => {
      button(form, 'Next')!.click();
      await until(() => q(form, 'input[name="checkIn"]'), 'step 2');
    });
    expect(calls).to.deep.equal([]);
    form.style.display = '';
    expect(panelX(form)).to.equal(0);
  });
});
