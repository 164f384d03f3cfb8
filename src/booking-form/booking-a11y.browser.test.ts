import { expect } from 'chai';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { axeViolations } from '../../test/helpers/axe';
import { button, cleanup, q, shadow, stubFetch, until } from '../../test/helpers/dom';
import { fillTrip, goToStep2, heading, mountFilledForm, mountForm, submitButton } from '../../test/helpers/booking';

const focused = (form: Element) => shadow(form).activeElement;

/** Waits for the step slide to finish: axe would sample colours halfway through the fade. */
async function settled(form: Element) {
  await until(() => {
    const panels = shadow(form).querySelectorAll('.booking__panel');
    return panels.length === 1 && getComputedStyle(panels[0]).opacity === '1';
  }, 'the slide to settle');
}

async function expectAccessible(form: Element, state: string) {
  await settled(form);
  const violations = await axeViolations(form);
  expect(violations, `axe violations in state "${state}"`).to.equal('');
}

for (const motion of ['no-preference', 'reduce'] as const) {
  for (const width of [1280, 320]) {
    describe(`<bali-booking-form> accessibility at ${width} px, motion ${motion}`, () => {
      let fetchStub: ReturnType<typeof stubFetch> | undefined;
      before(async () => {
        await setViewport({ width, height: 900 });
        await emulateMedia({ reducedMotion: motion });
      });
      afterEach(() => {
        fetchStub?.restore();
        cleanup();
      });

      it('has no axe violations on step 1, step 1 with errors, step 2 and step 2 with errors', async () => {
        const form = await mountForm();
        await expectAccessible(form, 'step 1');
        button(form, 'Next')!.click();
        await until(() => q(form, '.banner'), 'the banner');
        await expectAccessible(form, 'step 1 with errors');
        await goToStep2(form);
        await expectAccessible(form, 'step 2');
        submitButton(form).click();
        await until(() => q(form, '.field__error'), 'step-2 messages');
        await expectAccessible(form, 'step 2 with errors');
      });

      it('has no axe violations while sending, after a failure and on success', async () => {
        let answer: (status: number) => void = () => {};
        fetchStub = stubFetch(() => 201);
        const stubbed = window.fetch;
        // The spam challenge, the availability and the estimate go straight to the stub; the booking waits for `answer`.
        window.fetch = ((...args: Parameters<typeof fetch>) =>
          /\/booking-challenge$|\/(availability|quote)\?/.test(String(args[0]))
            ? stubbed(...args)
            : new Promise<number>((r) => (answer = r)).then((status) => (status === 201 ? stubbed(...args) : new Response(null, { status })))) as typeof fetch;
        const form = await mountFilledForm();
        submitButton(form).click();
        await until(() => submitButton(form).getAttribute('aria-disabled') === 'true', 'sending');
        await expectAccessible(form, 'sending');
        answer(500);
        await until(() => q(form, '.failure'), 'the failure');
        await expectAccessible(form, 'failure');
        submitButton(form).click();
        await until(() => submitButton(form).getAttribute('aria-disabled') === 'true', 'sending again');
        answer(201);
        await until(() => heading(form) === 'Success!', 'success');
        await expectAccessible(form, 'success');
      });

      it('does not scroll sideways', async () => {
        const form = await mountForm();
        await goToStep2(form);
        expect(document.documentElement.scrollWidth).to.be.at.most(window.innerWidth);
        expect(form.scrollWidth).to.be.at.most(form.clientWidth);
      });
    });
  }
}

describe('<bali-booking-form> focus and targets', () => {
  let fetchStub: ReturnType<typeof stubFetch> | undefined;
  before(async () => {
    await setViewport({ width: 1280, height: 900 });
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
  afterEach(() => {
    fetchStub?.restore();
    cleanup();
  });

  it('does not take focus on first render', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    await mountForm();
    expect(document.activeElement).to.equal(outside);
    outside.remove();
  });

  it('says before the fields, on both steps, that every field is required (WCAG 3.3.2)', async () => {
    const form = await mountForm();
    const note = () => q(form, '.step-header__title + .step-header__note')?.textContent;
    expect(note()).to.equal('All fields are required.');
    await goToStep2(form);
    expect(heading(form)).to.equal('Trip details');
    expect(note()).to.equal('All fields are required.');
  });

  it('moves focus to the new step heading on Next and Back, and to the success heading', async () => {
    fetchStub = stubFetch(() => 201);
    const form = await mountForm();
    // The focused heading also says where the guest is: its description is the step count.
    const stepOf = () => focused(form)?.getAttribute('aria-description');
    await goToStep2(form);
    await until(() => focused(form)?.textContent === 'Trip details', 'focus on the step-2 heading');
    expect(stepOf()).to.equal('Step 2 of 2');
    button(form, 'Back')!.click();
    await until(() => focused(form)?.textContent === 'Contact details', 'focus on the step-1 heading');
    expect(stepOf()).to.equal('Step 1 of 2');
    button(form, 'Next')!.click();
    await until(() => heading(form) === 'Trip details', 'step 2');
    await fillTrip(form);
    submitButton(form).click();
    await until(() => focused(form)?.textContent === 'Success!', 'focus on the success heading');
    // Read with the heading: the sentence under it is the heading's description.
    const description = shadow(form).getElementById(focused(form)!.getAttribute('aria-describedby')!);
    expect(description?.textContent).to.equal("Your booking request has been sent. We'll be in touch soon via WhatsApp or Email!");
    button(form, 'Make Another Booking')!.click();
    await until(() => focused(form)?.textContent === 'Contact details', 'focus back on step 1');
  });

  it('every control is at least 24 × 24 px', async () => {
    const form = await mountForm();
    await goToStep2(form);
    const controls = [...shadow(form).querySelectorAll<HTMLElement>('input:not(.tile__input), select, button, .tile__box, .selected-flag')];
    expect(controls.length).to.be.greaterThan(8);
    for (const el of controls) {
      const { width, height } = el.getBoundingClientRect();
      if (width === 0) continue; // visually hidden inputs are covered by their tile
      expect(Math.min(width, height), el.outerHTML.slice(0, 80)).to.be.at.least(24);
    }
    await goToStep1AndCheckFlag(form);
  });
});

async function goToStep1AndCheckFlag(form: HTMLElement) {
  button(form, 'Back')!.click();
  const flag = await until(() => q(form, '.selected-flag'), 'the flag button');
  const { width, height } = flag.getBoundingClientRect();
  expect(Math.min(width, height)).to.be.at.least(24);
}
