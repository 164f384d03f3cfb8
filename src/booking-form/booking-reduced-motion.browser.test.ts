/**
 * <bali-booking-form> for a visitor who prefers reduced motion. Apart from the motion tests: WebKitGTK takes
 * the preference only when it starts, so a browser that runs with it runs this file alone.
 */
import { expect } from 'chai';
import { emulateMedia } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { button, cleanup, resetMotion, until } from '../../test/helpers/dom';
import { goToStep2, heading, mountForm } from '../../test/helpers/booking';
import { watchSlide } from '../../test/helpers/booking-motion';

describe('<bali-booking-form> step slide, reduced motion', () => {
  afterEach(async () => {
    cleanup();
    await resetMotion();
  });

  it('does not slide when the visitor prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const form = await mountForm();
    await goToStep2(form);
    const samples = await watchSlide(form);
    expect(samples.every((s) => s.x === 0)).to.equal(true);
    button(form, 'Back')!.click();
    await until(() => heading(form) === 'Contact details', 'step 1');
    expect((await watchSlide(form)).every((s) => s.x === 0)).to.equal(true);
  });
});
